/**
 * `npm run start:cluster` (after `npm run build`): the shop as it runs at scale, on one machine.
 *   nginx (PORT) ──round robin──> N shop processes (CLUSTER_SHOP_PORT_BASE, +1, ...)
 *                                   │ rate limits in Redis (REDIS_PORT, or REDIS_URL)
 *                                   └ content, shop API, images: the embedded backend (BACKEND_PORT)
 * Real components: Debian's nginx and redis-server (`apt-get install nginx redis-server`). The shop
 * and backend processes are supervised (restarted with backoff when they exit); nginx sends a
 * request that could not reach a process to the next one. SIGINT/SIGTERM stop everything.
 * One JSON line per event on stdout; `cluster-ready` names every port and pid.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, fstatSync, mkdirSync, mkdtempSync, openSync, readSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { assertNodeVersion } from '../src/server/assert-node-version.ts';
import { stopProcessGroup } from './stop-process-group.ts';
import {
  CONTENT_VERSION_FILE,
  FLAG_MASK_LOG,
  FLAG_MASKS_FILE,
  learnFlagMasks,
  readClusterSettings,
  renderContentVersion,
  renderFlagMasks,
  renderNginxConfig,
  shopPorts,
} from './cluster-config.ts';
import { backendProcessEnv, shopProcessEnv } from './native-memory.ts';
import type { Supervised } from './supervise.ts';
import { supervise } from './supervise.ts';
import { waitForUrl } from './wait-for-url.ts';

assertNodeVersion();

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { service: 'cluster' }, timestamp: pino.stdTimeFunctions.isoTime });
const log = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => logger[level]({ event, ...fields }, event);

let settings;
try {
  settings = readClusterSettings(process.env, () => mkdtempSync(path.join(tmpdir(), 'shop-cluster-')));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const { dir } = settings;

/** The binary on PATH or in Debian's sbin (not on every user's PATH). */
function findBinary(name: string, override: string | undefined): string | null {
  for (const candidate of [override, name, `/usr/sbin/${name}`, `/usr/bin/${name}`]) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).error === undefined) return candidate;
  }
  return null;
}

const nginxBinary = findBinary('nginx', process.env.NGINX_BIN);
const redisBinary = settings.redisUrl ? null : findBinary('redis-server', process.env.REDIS_SERVER_BIN);
if (!nginxBinary || (!settings.redisUrl && !redisBinary)) {
  console.error(
    `start:cluster needs ${[!nginxBinary && 'nginx', !settings.redisUrl && !redisBinary && 'redis-server'].filter(Boolean).join(' and ')}: ` +
      'apt-get install -y nginx redis-server (or set NGINX_BIN / REDIS_SERVER_BIN, or REDIS_URL for a Redis of your own)',
  );
  process.exit(1);
}

const supervised: Supervised[] = [];
let nginxChild: ChildProcess | undefined;
let redisChild: ChildProcess | undefined;
let shuttingDown = false;

/**
 * nginx and redis-server run in process groups of their own (`detached`): the signal, and after
 * 5 s SIGKILL, goes to the whole group, and the stop waits until no member is alive. Killing only
 * nginx's master left its workers running with their connections (a later start on a reused port
 * saw "Address already in use").
 */
const stopExternal = (child: ChildProcess, signal: NodeJS.Signals) => stopProcessGroup(child, signal, 5000);

async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  // Front to back: stop taking requests, then let the shops finish, then what they use.
  if (nginxChild) await stopExternal(nginxChild, 'SIGQUIT');
  await Promise.all(supervised.map((entry) => entry.stop()));
  if (redisChild) await stopExternal(redisChild, 'SIGTERM');
  log('info', 'cluster-stopped', { code });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/** A component the cluster cannot do without stopped: the whole cluster stops, loudly. */
function watchExternal(name: string, child: ChildProcess) {
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    log('error', 'component-exited', { component: name, code, signal });
    void shutdown(1);
  });
}

async function waitForRedis(port: number, timeoutMs: number) {
  const { Redis } = await import('ioredis');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') {
        client.disconnect();
        return;
      }
    } catch {
      client.disconnect();
    }
    await sleep(100);
  }
  throw new Error(`redis-server on ${port} did not answer within ${timeoutMs} ms`);
}

try {
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // nginx started as root works as nobody, which must reach the temporary files a toolbox upload
  // is buffered in (nginx creates tmp/* for it); mkdtemp's directory is the owner's alone.
  chmodSync(dir, 0o711);
  let redisUrl = settings.redisUrl;
  if (!redisUrl) {
    // Counters only: nothing to persist, so no snapshots and no append-only file.
    const redis = spawn(redisBinary!, ['--port', String(settings.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    redisChild = redis;
    watchExternal('redis-server', redis);
    redisUrl = `redis://127.0.0.1:${settings.redisPort}`;
    await waitForRedis(settings.redisPort, 10_000);
    log('info', 'redis-started', { pid: redis.pid, port: settings.redisPort });
  }

  const backendPort = String(settings.backendPort);
  const pollSeconds = Number(process.env.CLUSTER_CV_POLL_SECONDS ?? '5');
  // The shops check the content version as often as nginx's key follows it: until both have seen
  // a publication, the shop answers pages private (the versions differ) and nginx keeps none.
  const common = {
    BACKEND_PORT: backendPort,
    REDIS_URL: redisUrl,
    TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
    CONTENT_CV_REFRESH_SECONDS: process.env.CONTENT_CV_REFRESH_SECONDS || String(Math.max(1, pollSeconds)),
  };
  supervised.push(
    supervise('embedded backend', ['backend/main.ts'], backendProcessEnv({ ...process.env, ...common }), log, { started: 'backend-started', stopped: 'backend-stopped', restarted: 'backend-restarted' }),
  );
  await waitForUrl(`http://127.0.0.1:${backendPort}/health`, 20_000);

  const ports = shopPorts(settings);
  for (const [index, port] of ports.entries()) {
    supervised.push(
      supervise(`shop ${index + 1}`, ['dist/serve-node.js'], shopProcessEnv({ ...process.env, ...common, PORT: String(port), HOST: '127.0.0.1' }), log, {
        started: 'shop-started',
        stopped: 'shop-exited',
        restarted: 'shop-restarted',
      }),
    );
  }
  await Promise.all(ports.map((port) => waitForUrl(`http://127.0.0.1:${port}/health`, 30_000)));

  // The shared cache keys on the content version: a publication makes every cached page unreachable.
  const contentApi = process.env.CONTENT_API_URL ?? `http://127.0.0.1:${backendPort}/v2`;
  const readContentVersion = async (): Promise<string> => {
    const response = await fetch(`${contentApi}/cdn/spaces/me?token=${encodeURIComponent(process.env.CONTENT_TOKEN ?? 'embedded-public')}`, { signal: AbortSignal.timeout(5000) });
    const body = (await response.json()) as { space?: { version?: number } };
    return String(body.space?.version ?? '-');
  };
  let contentVersion = await readContentVersion().catch(() => '-');
  const versionFile = path.join(dir, CONTENT_VERSION_FILE);
  writeFileSync(versionFile, renderContentVersion(contentVersion));

  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, renderNginxConfig(settings));
  const nginx = spawn(nginxBinary, ['-p', dir, '-c', configFile, '-e', path.join(dir, 'nginx-error.log')], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  nginxChild = nginx;
  watchExternal('nginx', nginx);
  await waitForUrl(`http://127.0.0.1:${settings.port}/health`, 10_000);

  // Each page's flag mask, as the shops say they need it (decision 0046): read from nginx's log.
  let flagMasks = new Map<string, string>();
  let maskLogOffset = 0;
  const learnMasks = (): boolean => {
    let fd: number;
    try {
      fd = openSync(path.join(dir, FLAG_MASK_LOG), 'r');
    } catch {
      return false;
    }
    try {
      const size = fstatSync(fd).size;
      if (size <= maskLogOffset) return false;
      const buffer = Buffer.alloc(size - maskLogOffset);
      readSync(fd, buffer, 0, buffer.length, maskLogOffset);
      // Whole lines only: nginx may be writing the last one.
      const text = buffer.toString('utf8');
      const complete = text.slice(0, text.lastIndexOf('\n') + 1);
      maskLogOffset += Buffer.byteLength(complete);
      const learned = learnFlagMasks(flagMasks, complete);
      const changed = learned.size !== flagMasks.size || [...learned].some(([page, mask]) => flagMasks.get(page) !== mask);
      flagMasks = learned;
      if (changed) writeFileSync(path.join(dir, FLAG_MASKS_FILE), renderFlagMasks(flagMasks));
      return changed;
    } finally {
      closeSync(fd);
    }
  };

  setInterval(() => {
    readContentVersion()
      .then((version) => {
        if (version === contentVersion || shuttingDown) return;
        contentVersion = version;
        writeFileSync(versionFile, renderContentVersion(version));
        nginx.kill('SIGHUP');
        log('info', 'shared-cache-invalidated', { contentVersion: version });
      })
      .catch((error: unknown) => log('warn', 'content-version-check-failed', { error: String(error) }));
  }, Math.max(1, pollSeconds) * 1000).unref();

  // Every second: until nginx knows a page's mask it keys the page on every flag (fewer hits).
  setInterval(() => {
    if (shuttingDown) return;
    try {
      if (!learnMasks()) return;
      nginx.kill('SIGHUP');
      log('info', 'flag-masks-learned', { pages: flagMasks.size });
    } catch (error) {
      log('warn', 'flag-masks-failed', { error: String(error) });
    }
  }, 1000).unref();

  log('info', 'cluster-ready', {
    port: settings.port,
    shopPorts: ports,
    shopPids: supervised.slice(1).map((entry) => entry.pid),
    backendPort: settings.backendPort,
    redisUrl: redisUrl.replace(/\/\/[^@]*@/, '//***@'),
    nginxPid: nginx.pid,
    dir,
  });
} catch (error) {
  log('error', 'cluster-start-failed', { err: error });
  await shutdown(1);
}
