import { parentPort } from 'node:worker_threads';
import { err, ok } from '../../domain/result/result.ts';
import { convertFile, ToolboxRefusal, type ConversionJob } from './convert-file.ts';
import type { WorkerAnswer } from './worker-pool.ts';

/** One conversion per message (worker-pool.ts); a refusal goes back as its code and message. */
parentPort?.on('message', async ({ id, input }: { id: number; input: ConversionJob }) => {
  try {
    const value = await convertFile(input);
    parentPort?.postMessage({ id, ...ok(value) } satisfies WorkerAnswer, [value.data.buffer as ArrayBuffer]);
  } catch (error) {
    const failure = error instanceof ToolboxRefusal ? { code: error.code, message: error.message } : { code: 'failed', message: error instanceof Error ? error.message : String(error) };
    parentPort?.postMessage({ id, ...err(failure) } satisfies WorkerAnswer);
  }
});

parentPort?.postMessage({ ready: true });
