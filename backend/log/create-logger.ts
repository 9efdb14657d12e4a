import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** ISO times, like the shop's and the supervisor's lines, so one log reads in one time format. */
export function createLogger(level: LevelWithSilent = 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'embedded-backend' }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}
