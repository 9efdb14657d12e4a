import { describe, expect, it } from 'vitest';
import { judgeMemory, residentMiB } from './resident-memory.ts';

const round = (name: string, rssMiB: number, peakMiB = rssMiB) => ({ name, rssMiB, peakMiB });

describe('judgeMemory', () => {
  it('passes memory under the limit that stays flat from round to round', () => {
    expect(judgeMemory({ phases: [round('crawl', 250, 280)], rounds: [round('run 1', 260), round('run 2', 268), round('run 3', 262)] })).toEqual([]);
  });

  it('names a peak above the limit, in any phase', () => {
    expect(judgeMemory({ phases: [round('crawl', 290, 310)], rounds: [round('run 1', 260)] })).toEqual(['crawl: RSS peaked at 310 MiB (limit 300 MiB)']);
  });

  it('names each round that grew beyond the tolerance over the one before, and growth from first to last', () => {
    const problems = judgeMemory({ phases: [], rounds: [round('run 1', 200), round('run 2', 206), round('run 3', 212)], tolerance: 0.05 });
    // +3% each round passes; +6% from run 1 to run 3 does not.
    expect(problems).toEqual(['RSS grew +6.0% from run 1 to run 3 (200 -> 212 MiB; tolerance +5.0%)']);
    expect(judgeMemory({ phases: [], rounds: [round('run 1', 200), round('run 2', 220)] })).toEqual(['run 2: RSS grew +10.0% over run 1 (200 -> 220 MiB; tolerance +5.0%)']);
  });

  it('reads the RSS of a live process and NaN for none', () => {
    expect(residentMiB(process.pid)).toBeGreaterThan(10);
    expect(residentMiB(undefined)).toBeNaN();
  });
});
