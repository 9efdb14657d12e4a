import { parentPort } from 'node:worker_threads';
import { err, ok } from '../../../domain/result/result.ts';
import type { WorkerAnswer } from '../worker-pool.ts';

/** Test worker: `{ spinMs }` keeps its thread busy that long, `{ fail }` refuses, else echoes. */
parentPort?.on('message', ({ id, input }: { id: number; input: { spinMs?: number; fail?: string; value?: unknown } }) => {
  if (input.spinMs) {
    const until = Date.now() + input.spinMs;
    while (Date.now() < until) {
      // busy on purpose
    }
  }
  const answer: WorkerAnswer = input.fail ? { id, ...err({ code: input.fail, message: `refused: ${input.fail}` }) } : { id, ...ok(input.value ?? null) };
  parentPort?.postMessage(answer);
});

parentPort?.postMessage({ ready: true });
