import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./json-console.ts', import.meta.url).href;

describe('installJsonConsole', () => {
  it('turns what libraries write to the console into one JSON line each, stacks included', () => {
    // A separate process: the console of the test runner itself stays as it is.
    const script = `
      const { installJsonConsole } = await import(${JSON.stringify(moduleUrl)});
      installJsonConsole();
      console.log('Hit rate limit. Retrying in 0.3 seconds.');
      console.error('Error during rendering:', new Error('boom'));
      console.warn('plain warning');
      process.emitWarning('something deprecated');
      await new Promise((resolve) => setTimeout(resolve, 50));
    `;
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info' };
    delete env.VITEST;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(4);
    const entries = lines.map((line) => JSON.parse(line) as { event: string; msg: string; err?: { stack: string } });
    expect(entries[0]).toMatchObject({ event: 'console', msg: 'Hit rate limit. Retrying in 0.3 seconds.' });
    expect(entries[1]!.err?.stack).toContain('boom');
    expect(entries[2]).toMatchObject({ event: 'console', msg: 'plain warning' });
    expect(entries[3]).toMatchObject({ event: 'process-warning' });
  });
});
