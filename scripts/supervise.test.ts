import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './supervise.ts';

describe('restartDelayMs', () => {
  it('comes back fast after one crash and backs off to 30 s when crashes repeat', () => {
    expect(restartDelayMs(1)).toBe(250);
    expect(restartDelayMs(2)).toBe(500);
    expect(restartDelayMs(5)).toBe(4000);
    expect(restartDelayMs(20)).toBe(30_000);
  });
});
