import { parentPort } from 'node:worker_threads';

/** Test worker: `{ spinMs }` keeps its thread busy that long, `{ fail }` refuses, else echoes. */
parentPort?.on('message', ({ id, input }: { id: number; input: { spinMs?: number; fail?: string; value?: unknown } }) => {
  if (input.spinMs) {
    const until = Date.now() + input.spinMs;
    while (Date.now() < until) {
      // busy on purpose
    }
  }
  if (input.fail) parentPort?.postMessage({ id, ok: false, error: { code: input.fail, message: `refused: ${input.fail}` } });
  else parentPort?.postMessage({ id, ok: true, value: input.value ?? null });
});

parentPort?.postMessage({ ready: true });
