/**
 * Runs at most `concurrency` image transforms at once and lets at most `maxQueued` more wait.
 * sharp works off the event loop, so without a bound every request starts its own transform at
 * once: six large ones in parallel held 2 GB. Past the queue the caller answers 503 at once,
 * which costs nothing and tells a client to come back, instead of letting memory grow.
 */
export type TransformQueue = {
  /** Rejects with QueueFullError when `maxQueued` transforms are already waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly queued: number;
};

export class QueueFullError extends Error {
  constructor() {
    super('image transform queue is full');
    this.name = 'QueueFullError';
  }
}

export function createTransformQueue({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }): TransformQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued) throw new QueueFullError();
        // The slot is handed over by release(), so `running` never drops below the limit in between.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}
