import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

export function createLogger(level: LevelWithSilent = 'info'): Logger {
  return pino({ level, base: { service: 'embedded-backend' } });
}
