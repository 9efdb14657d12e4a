import { describe, expect, it } from 'vitest';
import { createTransformQueue, QueueFullError } from './create-transform-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createTransformQueue', () => {
  it('runs at most `concurrency` tasks at once and starts the waiting ones in order', async () => {
    const queue = createTransformQueue({ concurrency: 2, maxQueued: 5 });
    const gates = Array.from({ length: 4 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const results = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        peak = Math.max(peak, queue.running);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.queued).toBe(2);
    gates[1]!.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('refuses a task when the line is full, and frees the slot of a failed task', async () => {
    const queue = createTransformQueue({ concurrency: 1, maxQueued: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(() => Promise.reject(new Error('broken image')));
    await expect(queue.run(() => Promise.resolve('third'))).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    await expect(second).rejects.toThrow('broken image');
    await expect(queue.run(() => Promise.resolve('later'))).resolves.toBe('later');
  });
});
