/**
 * Prints how long the embedded backend takes to refuse a log-in and to answer a password reset
 * for a known and for an unknown address (median and spread of ROUNDS each, interleaved). No
 * enumeration means the two columns stay within a few milliseconds. A benchmark, not a test:
 * timings on a shared machine are too noisy to assert. The backend runs in its own process, as
 * it does beside the shop: work it defers until after answering must not count as the answer's time.
 *
 *   node_modules/.bin/node scripts/bench-login-timing.ts [rounds]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { backendProcessEnv } from './native-memory.ts';

const ROUNDS = Number(process.argv[2] ?? 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-'));
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(free));
  });
});
// The environment `npm start` gives the backend (malloc settings, huge pages), so its times are the product's.
const env = backendProcessEnv({ ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const child = spawn(process.execPath, ['backend/main.ts'], { env, stdio: 'ignore' });
const backend = { url: `http://127.0.0.1:${port}` };
for (let attempt = 0; ; attempt += 1) {
  const up = await fetch(`${backend.url}/web-api/feature-flags`, { headers: { 'x-channel': 'poster', 'x-locale': 'de-DE' } }).then(() => true, () => false);
  if (up) break;
  if (attempt > 100) throw new Error('the backend did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

async function time(pathName: string, body: unknown): Promise<number> {
  const started = performance.now();
  await fetch(`${backend.url}${pathName}`, { method: 'POST', headers: { 'x-channel': 'poster', 'x-locale': 'de-DE', 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.arrayBuffer());
  return performance.now() - started;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p10 ${at(0.1)} ms, p90 ${at(0.9)} ms`;
}

const cases = {
  'log-in, known address, wrong password': () => time('/web-api/customer-login', { email: 'demo@posterly.example', password: 'wrong password here' }),
  'log-in, unknown address': () => time('/web-api/customer-login', { email: 'nobody@posterly.example', password: 'wrong password here' }),
  'reset, known address': () => time('/web-api/customer-password-reset', { email: 'demo@posterly.example' }),
  'reset, unknown address': () => time('/web-api/customer-password-reset', { email: 'nobody@posterly.example' }),
};
const results = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, run] of Object.entries(cases)) results.get(name)!.push(await run());
}
for (const [name, values] of results) console.log(`${name.padEnd(40)} ${summary(values)}`);
child.kill();
fs.rmSync(dataDir, { recursive: true, force: true });
