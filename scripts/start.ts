/**
 * `npm start`: the production build of the shop on PORT (default 3000), and, when no upstream URLs
 * are configured, the embedded backend beside it on BACKEND_PORT (default 3001).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 15)) {
  console.error(`This shop needs Node >= 22.15 (found ${process.versions.node}); run it with npm start, which uses the pinned Node 24.`);
  process.exit(1);
}

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

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

if (usesEmbeddedBackend) {
  run('embedded backend', ['backend/main.ts'], { BACKEND_PORT: backendPort });
  await waitFor(`http://127.0.0.1:${backendPort}/health`, 20_000);
}
run('shop', ['dist/serve-node.js'], { PORT: port, BACKEND_PORT: backendPort });
await waitFor(`http://127.0.0.1:${port}/health`, 20_000);

const hosts = ['localhost', 'ch.poster.localhost', 'fr.poster.localhost', 'de.card.localhost', 'com.card.localhost'];
console.log(`\nShop ready${usesEmbeddedBackend ? ` (embedded backend on :${backendPort})` : ''}. Try:`);
for (const host of hosts) console.log(`  http://${host}:${port}/`);
console.log(`  http://ch.poster.localhost:${port}/fr/   (fr-CH)\n`);
