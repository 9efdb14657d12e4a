/**
 * `npm start`: the production build of the shop on PORT (default 3000), and, when no upstream URLs
 * are configured, the embedded backend beside it on BACKEND_PORT (default 3001).
 * `npm run dev` (`--dev`): the same, with Waku's dev server (hot reload, no build) in place of the
 * build, so a change shows without `npm run build`.
 *
 * Both run supervised: a process that exits on its own is started again with backoff. The shop
 * never stops because the backend did; it serves what it has cached and answers the rest with
 * its error pages until the backend is back.
 */
import pino from 'pino';
import { readBackendConfig } from '../backend/config/read-backend-config.ts';
import { describeStartupProblems } from '../src/lib/config/assert-safe-config.ts';
import { ConfigError, readServerConfig } from '../src/lib/config/server-config.ts';
import { assertNodeVersion } from '../src/server/assert-node-version.ts';
import { backendProcessEnv, shopProcessEnv } from './native-memory.ts';
import type { Supervised } from './supervise.ts';
import { formatStartBanner } from './start-banner.ts';
import { createTerminalLogStream } from './terminal-log.ts';
import { supervise } from './supervise.ts';
import { waitForUrl } from './wait-for-url.ts';

assertNodeVersion();

const dev = process.argv.includes('--dev');

/**
 * The shop and the backend check their settings themselves, but a supervisor would restart a
 * process that can never start, forever. So the same checks run here first, and a wrong setting
 * stops `npm start` with the message that names it. The dev server is no production start, so it
 * is spared the production-only checks.
 */
function checkConfiguration() {
  const problems: string[] = [];
  let shop;
  if (dev) {
    try {
      shop = readServerConfig(process.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(`Refusing to start: ${error.message}`);
    }
  } else {
    const startup = describeStartupProblems(process.env);
    shop = startup.config;
    if (startup.message) problems.push(startup.message);
  }
  try {
    readBackendConfig(process.env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (!shop || problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  return shop;
}
const config = checkConfiguration();

const terminalLog = createTerminalLogStream();
const logger = pino({ level: config.logLevel, base: { service: 'supervisor' }, timestamp: pino.stdTimeFunctions.isoTime }, terminalLog ?? process.stdout);
const log = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => logger[level]({ event, ...fields }, event);

const port = String(config.listen.port);
const backendPort = String(config.backendPort);
const { usesEmbeddedBackend } = config;
const supervised: Supervised[] = [];

let shuttingDown = false;
async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  await Promise.all(supervised.map((entry) => entry.stop()));
  log('info', 'shop-stopped', { code });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (usesEmbeddedBackend) {
    supervised.push(
      supervise('embedded backend', ['backend/main.ts'], backendProcessEnv({ ...process.env, BACKEND_PORT: backendPort }), log, {
        started: 'backend-started',
        stopped: 'backend-stopped',
        restarted: 'backend-restarted',
      }, terminalLog),
    );
    await waitForUrl(`http://127.0.0.1:${backendPort}/health`, 20_000);
  }
  supervised.push(
    supervise('shop', dev ? ['node_modules/waku/cli.js', 'dev', '--port', port] : ['dist/serve-node.js'], dev ? { PORT: port, BACKEND_PORT: backendPort } : shopProcessEnv({ ...process.env, PORT: port, BACKEND_PORT: backendPort }), log, {
      started: 'shop-started',
      stopped: 'shop-exited',
      restarted: 'shop-restarted',
    }, terminalLog),
  );
  // The dev server compiles on first request, which takes longer than a built server's start.
  await waitForUrl(`http://127.0.0.1:${port}/health`, dev ? 60_000 : 20_000);
} catch (error) {
  log('error', 'start-failed', { err: error });
  await shutdown(1);
}

log('info', 'shop-ready', { port: Number(port), backendPort: usesEmbeddedBackend ? Number(backendPort) : null });
// The host list is for a person at a terminal; log collectors get the JSON line above.
if (process.stdout.isTTY) {
  const heading = `Shop ready${dev ? ' (dev server, hot reload)' : ''}${usesEmbeddedBackend ? ` (embedded backend on :${backendPort})` : ''}.`;
  process.stdout.write(formatStartBanner(port, heading));
}
