/**
 * `npm start`: the production build of the shop on PORT (default 3000), and, when no upstream URLs
 * are configured, the embedded backend beside it on BACKEND_PORT (default 3001).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { assertNodeVersion } from '../src/server/assert-node-version.ts';
import { waitForUrl } from './wait-for-url.ts';

assertNodeVersion();

const port = process.env.PORT ?? '3000';
const backendPort = process.env.BACKEND_PORT ?? '3001';
const usesEmbeddedBackend = !process.env.CONTENT_API_URL && !process.env.SHOP_API_URL;
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the shop.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code: number) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));


if (usesEmbeddedBackend) {
  run('embedded backend', ['backend/main.ts'], { BACKEND_PORT: backendPort });
  await waitForUrl(`http://127.0.0.1:${backendPort}/health`, 20_000);
}
run('shop', ['dist/serve-node.js'], { PORT: port, BACKEND_PORT: backendPort });
await waitForUrl(`http://127.0.0.1:${port}/health`, 20_000);

const hosts = ['localhost', 'ch.poster.localhost', 'fr.poster.localhost', 'de.card.localhost', 'com.card.localhost'];
console.log(`\nShop ready${usesEmbeddedBackend ? ` (embedded backend on :${backendPort})` : ''}. Try:`);
for (const host of hosts) console.log(`  http://${host}:${port}/`);
console.log(`  http://ch.poster.localhost:${port}/fr/   (fr-CH)\n`);
