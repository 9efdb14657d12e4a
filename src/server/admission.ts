import type { MiddlewareHandler } from 'hono';
import { logEvent } from '../lib/log/logger.ts';
import { replaceResponse } from './replace-response.ts';
import { isComplete } from './complete-response.ts';

export type Admission = {
  /** A release function once a slot is free, or null when the queue is full (or the client left). */
  acquire: (signal?: AbortSignal) => Promise<(() => void) | null>;
  stats: () => { active: number; waiting: number };
};

/**
 * A counting semaphore with a bounded queue. Without it every connection starts a render at once:
 * memory grows with the crowd and every visitor waits longer. Bounded, the excess waits briefly
 * or is told to come back, and the renders in progress finish at their normal speed.
 */
export function createAdmission({ concurrency, queue, maxWaitMs = Infinity }: { concurrency: number; queue: number; maxWaitMs?: number }): Admission {
  let active = 0;
  const waiting: Array<() => void> = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Hand the slot straight to the next waiter, so a newcomer cannot overtake the queue.
      const next = waiting.shift();
      if (next) next();
      else active--;
    };
  };

  return {
    async acquire(signal) {
      if (active < concurrency) {
        active++;
        return releaser();
      }
      if (waiting.length >= queue || signal?.aborted) return null;
      let resolveTurn!: () => void;
      const turn = new Promise<void>((resolve) => (resolveTurn = resolve));
      waiting.push(resolveTurn);
      const left = new Promise<'left'>((resolve) => signal?.addEventListener('abort', () => resolve('left'), { once: true }));
      // A bounded queue alone still lets a waiter wait for as long as renders take when they
      // slow down (an upstream retrying, a starved CPU); past maxWaitMs it is told to come back.
      let timer: NodeJS.Timeout | undefined;
      const tooLong = Number.isFinite(maxWaitMs) ? new Promise<'left'>((resolve) => (timer = setTimeout(() => resolve('left'), maxWaitMs))) : null;
      const outcome = await Promise.race(tooLong ? [turn, left, tooLong] : [turn, left]);
      clearTimeout(timer);
      if (outcome === 'left') {
        const index = waiting.indexOf(resolveTurn);
        if (index >= 0) waiting.splice(index, 1);
        // The slot may have been handed over just as the client left: pass it on.
        else releaser()();
        return null;
      }
      return releaser();
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}

/** Lets the slot go only when the response body is fully sent (or abandoned): a streamed render is still rendering. */
function releaseWhenDone(body: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}

/** Admission control for dynamic requests: a bounded number render at once, a bounded number wait, the rest get 503. */
export function admissionControl(admission: Admission, retryAfterSeconds: number): MiddlewareHandler {
  return async (c, next) => {
    // Liveness must answer while the shop is busy, or a supervisor restarts a healthy process.
    if (c.req.path === '/health') return next();
    const release = await admission.acquire(c.req.raw.signal);
    if (!release) {
      logEvent('warn', 'overloaded', { path: c.req.path, ...admission.stats() });
      return c.text('Service Unavailable', 503, { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });
    }
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    const res = c.res;
    // A body in memory is sent at once: nothing to wait for (and reading `body` would make it a stream).
    if (isComplete(res) || !res.body) {
      release();
      return;
    }
    replaceResponse(c, new Response(releaseWhenDone(res.body, release), { status: res.status, statusText: res.statusText, headers: res.headers }));
  };
}
