import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { getFreePort } from '../support/free-port.ts';

/** Starts a program the way operators do and waits for it to stop (it must, at once). */
async function start(program: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [program], {
    env: { ...process.env, PORT: String(await getFreePort()), BACKEND_PORT: String(await getFreePort()), HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a wrong setting stops the start with a message that names it', () => {
  it('the built server exits 1 on NEWSLETTER_RATE_LIMIT=abc, naming the variable, its value and what it expects', async () => {
    const { code, output } = await start('dist/serve-node.js', { NEWSLETTER_RATE_LIMIT: 'abc' });
    expect(code).toBe(1);
    expect(output).toMatch(/NEWSLETTER_RATE_LIMIT="abc" is not valid: expected a whole number above 0/);
  });

  it('npm start (the supervisor) stops too instead of restarting a shop that cannot start', async () => {
    const { code, output } = await start('scripts/start.ts', { NEWSLETTER_RATE_LIMIT: 'abc', MAX_CONNECTIONS: 'lots' });
    expect(code).toBe(1);
    expect(output).toMatch(/NEWSLETTER_RATE_LIMIT="abc"/);
    expect(output).toMatch(/MAX_CONNECTIONS="lots"/);
  });

  it('the supervisor also checks the embedded backend\'s settings', async () => {
    const { code, output } = await start('scripts/start.ts', { BACKEND_RATE_LIMIT: 'fast' });
    expect(code).toBe(1);
    expect(output).toMatch(/BACKEND_RATE_LIMIT="fast"/);
  });
});
