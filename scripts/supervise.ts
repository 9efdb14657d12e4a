import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { withMallocArenaCap } from './native-memory.ts';

/**
 * Delay before the n-th restart in a row (1-based): 250 ms doubling to 30 s, so a process that
 * crashes on start does not spin a core, and one that crashed once is back within a second.
 */
export function restartDelayMs(attempt: number): number {
  return Math.min(30_000, 250 * 2 ** Math.max(0, attempt - 1));
}

/** A child that stayed up this long counts as healthy: the next crash starts the backoff over. */
const STABLE_AFTER_MS = 30_000;

export type SupervisorLog = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => void;

export type Supervised = {
  readonly pid: number | undefined;
  stop: () => Promise<void>;
};

/**
 * Runs `node args` and starts it again whenever it exits on its own, with backoff. `onStart` runs
 * after every start (the first too), `restarted` names the log event of a restart.
 */
export function supervise(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: SupervisorLog,
  events: { started: string; stopped: string; restarted: string },
  /** Where the child's output goes instead of this process's own stdout and stderr (a terminal's formatter). */
  output?: NodeJS.WritableStream,
): Supervised {
  let child: ChildProcess | undefined;
  let stopping = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const start = (restart: boolean) => {
    const startedAt = Date.now();
    const current = spawn(process.execPath, args, { stdio: output ? ['inherit', 'pipe', 'pipe'] : 'inherit', env: withMallocArenaCap({ ...process.env, ...env }) });
    if (output) {
      current.stdout?.pipe(output, { end: false });
      current.stderr?.pipe(output, { end: false });
    }
    child = current;
    log('info', restart ? events.restarted : events.started, { process: name, pid: current.pid, restarts: attempt });
    current.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > STABLE_AFTER_MS) attempt = 0;
      attempt++;
      const delayMs = restartDelayMs(attempt);
      log('error', events.stopped, { process: name, code, signal, restartInMs: delayMs });
      timer = setTimeout(() => start(true), delayMs);
    });
  };
  start(false);

  return {
    get pid() {
      return child?.pid;
    },
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      const forced = setTimeout(() => current.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
