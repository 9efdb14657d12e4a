import { format } from 'node:util';
import { getServerConfig } from '../lib/config/server-config.ts';
import { logEvent, logger } from '../lib/log/logger.ts';

let installed = false;

/**
 * Libraries write to `console` (Waku's render errors, React's warnings, storyblok-js-client's
 * retry notice) as plain text, which breaks a JSON log pipeline line by line and spreads stack
 * traces over many lines. In the server process every console call becomes one JSON line with
 * an `event: console` and the formatted text (a stack stays inside its field). Process-level
 * failures and warnings are logged the same way.
 */
export function installJsonConsole() {
  if (installed || getServerConfig().underTest) return;
  installed = true;
  const write = (level: 'debug' | 'info' | 'warn' | 'error') => (...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    logger[level]({ event: 'console', ...(error ? { err: error } : {}) }, format(...args));
  };
  console.log = write('info');
  console.info = write('info');
  console.debug = write('debug');
  console.warn = write('warn');
  console.error = write('error');
  console.trace = write('debug');

  // Node prints warnings to stderr itself; take that over.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => logEvent('warn', 'process-warning', { name: warning.name, message: warning.message }));
  process.on('unhandledRejection', (reason) => logEvent('error', 'unhandled-rejection', { err: reason }));
  process.on('uncaughtException', (error) => {
    logEvent('error', 'uncaught-exception', { err: error });
    // State is unknown after an uncaught exception: exit and let the supervisor start a fresh process.
    logger.flush?.();
    process.exit(1);
  });
}
