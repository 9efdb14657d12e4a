import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import type { Result } from '../../domain/result/result.ts';

export type WorkerPoolOptions = {
  /** The worker's module: it sends `{ ready: true }` once loaded, then answers each `{ id, input }` with `{ id, ok, value | error }`. */
  script: URL;
  /** Workers at most, each running one job. */
  size: number;
  /** Jobs waiting for a worker at most; one more is refused at once (`PoolBusyError`). */
  maxQueued: number;
  /** A job running longer ends its worker (`PoolTimeoutError`); a fresh one takes the next job. */
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
};

export class PoolBusyError extends Error {}
export class PoolTimeoutError extends Error {}
/** The worker died during the job (out of memory, a crash): the job's input, not the pool, is to blame. */
export class WorkerCrashError extends Error {}

/** What the worker sent back for a job that failed on purpose: kept as data, it crosses threads. */
export type WorkerFailure = { code: string; message: string };
export class WorkerJobError extends Error {
  readonly code: string;

  constructor({ code, message }: WorkerFailure) {
    super(message);
    this.code = code;
  }
}

type Job = { input: unknown; transfer: Transferable[]; resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null; online: boolean };
/** A worker's answer to job `id`: domain/result's shape, which crosses threads as plain data. */
export type WorkerAnswer = { id: number } & Result<unknown, WorkerFailure>;

/**
 * A bounded pool of worker threads: the event loop of the server never runs a job, a burst waits
 * in a short queue or is refused, and a job that takes too long is ended with its worker. Workers
 * start on the first job and stay; `close()` ends them.
 */
export function createWorkerPool<Input, Output>(options: WorkerPoolOptions) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(options.script, options.resourceLimits ? { resourceLimits: options.resourceLimits } : {});
    const slot: Slot = { worker, job: null, timer: null, online: false };
    worker.unref();
    worker.on('message', (answer: WorkerAnswer | { ready: true }) => {
      // The time limit is the job's: a worker's start (loading its modules) does not count.
      if ('ready' in answer) {
        slot.online = true;
        if (slot.job) startTimer(slot);
        return;
      }
      const job = finish(slot);
      if (!job) return;
      if (answer.ok) job.resolve(answer.value);
      else job.reject(new WorkerJobError(answer.error));
      pump();
    });
    worker.on('error', (error) => replace(slot, new WorkerCrashError(error.message)));
    worker.on('exit', () => replace(slot, new WorkerCrashError('the worker stopped')));
    return slot;
  }

  function finish(slot: Slot): Job | null {
    const { job } = slot;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  /** The slot's worker is gone or going: its job fails, a new worker takes the slot's place. */
  function replace(slot: Slot, error: Error) {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    slots.splice(index, 1);
    finish(slot)?.reject(error);
    void slot.worker.terminate();
    pump();
  }

  function startTimer(slot: Slot) {
    slot.timer = setTimeout(() => replace(slot, new PoolTimeoutError(`the job took longer than ${options.timeoutMs} ms`)), options.timeoutMs);
  }

  function pump() {
    while (!closed && queue.length > 0) {
      let slot = slots.find((candidate) => candidate.job === null);
      if (!slot && slots.length < options.size) {
        slot = spawn();
        slots.push(slot);
      }
      if (!slot) return;
      const job = queue.shift()!;
      const current = slot;
      current.job = job;
      if (current.online) startTimer(current);
      current.worker.postMessage({ id: nextId++, input: job.input }, job.transfer);
    }
  }

  return {
    run(input: Input, transfer: Transferable[] = []): Promise<Output> {
      if (closed) return Promise.reject(new PoolBusyError('the pool is closed'));
      const waiting = queue.length + slots.filter((slot) => slot.job !== null).length - options.size;
      if (waiting >= options.maxQueued) return Promise.reject(new PoolBusyError(`${options.maxQueued} jobs are waiting already`));
      return new Promise<Output>((resolve, reject) => {
        queue.push({ input, transfer, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new PoolBusyError('the pool is closed'));
      const ending = slots.splice(0);
      for (const slot of ending) finish(slot)?.reject(new PoolBusyError('the pool is closed'));
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}

export type WorkerPool<Input, Output> = ReturnType<typeof createWorkerPool<Input, Output>>;
