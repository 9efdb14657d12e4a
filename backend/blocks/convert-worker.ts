import { parentPort } from 'node:worker_threads';
import { convertFile, ToolboxRefusal, type ConversionJob } from './convert-file.ts';

/** One conversion per message (worker-pool.ts); a refusal goes back as its code and message. */
parentPort?.on('message', async ({ id, input }: { id: number; input: ConversionJob }) => {
  try {
    const value = await convertFile(input);
    parentPort?.postMessage({ id, ok: true, value }, [value.data.buffer as ArrayBuffer]);
  } catch (error) {
    const failure = error instanceof ToolboxRefusal ? { code: error.code, message: error.message } : { code: 'failed', message: error instanceof Error ? error.message : String(error) };
    parentPort?.postMessage({ id, ok: false, error: failure });
  }
});

parentPort?.postMessage({ ready: true });
