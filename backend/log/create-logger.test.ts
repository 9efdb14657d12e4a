import { describe, expect, it } from 'vitest';
import { createLogger } from './create-logger.ts';

describe('createLogger', () => {
  it('writes the same ISO time format as the shop, so one log reads in one format', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info({ event: 'probe' }, 'probe');
    const entry = JSON.parse(lines[0]!) as { time: unknown; service: string };
    expect(entry.service).toBe('embedded-backend');
    expect(typeof entry.time).toBe('string');
    expect(new Date(entry.time as string).toISOString()).toBe(entry.time);
  });
});
