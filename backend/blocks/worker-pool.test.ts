import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, PoolBusyError, PoolTimeoutError, WorkerJobError, type WorkerPool } from './worker-pool.ts';

type Input = { spinMs?: number; fail?: string; value?: unknown };
const script = new URL('./test-workers/echo-worker.ts', import.meta.url);
let pool: WorkerPool<Input, unknown> | undefined;

function start(options: { size: number; maxQueued: number; timeoutMs: number }) {
  pool = createWorkerPool<Input, unknown>({ script, ...options });
  return pool;
}

afterEach(async () => {
  await pool?.close();
});

describe('worker pool', () => {
  it('runs jobs in workers and passes a refusal back with its code', async () => {
    const workers = start({ size: 2, maxQueued: 4, timeoutMs: 10_000 });
    expect(await Promise.all([workers.run({ value: 1 }), workers.run({ value: 2 }), workers.run({ value: 3 })])).toEqual([1, 2, 3]);
    const refused = await workers.run({ fail: 'too-complex' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorkerJobError);
    expect(refused).toMatchObject({ code: 'too-complex' });
  });

  it('keeps the event loop free while a job spins', async () => {
    const workers = start({ size: 1, maxQueued: 1, timeoutMs: 10_000 });
    await workers.run({ value: 'warm' });
    const order: string[] = [];
    const job = workers.run({ spinMs: 400 }).then(() => order.push('job'));
    await new Promise((resolve) => setTimeout(resolve, 10)).then(() => order.push('timer'));
    await job;
    expect(order).toEqual(['timer', 'job']);
  });

  it('ends a job that runs too long with its worker, and the next job gets a fresh one', async () => {
    const workers = start({ size: 1, maxQueued: 2, timeoutMs: 300 });
    const slow = workers.run({ spinMs: 60_000 }).catch((error: unknown) => error);
    const next = workers.run({ value: 'after' });
    expect(await slow).toBeInstanceOf(PoolTimeoutError);
    expect(await next).toBe('after');
  });

  it('refuses a job at once when the queue is full', async () => {
    const workers = start({ size: 1, maxQueued: 1, timeoutMs: 10_000 });
    const running = workers.run({ spinMs: 300 });
    const queued = workers.run({ value: 'queued' });
    await expect(workers.run({ value: 'one too many' })).rejects.toBeInstanceOf(PoolBusyError);
    expect(await running).toBeNull();
    expect(await queued).toBe('queued');
  });
});
