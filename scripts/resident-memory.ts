import { readFileSync } from 'node:fs';

/**
 * The shop's memory as `npm run test:load` and `npm run bench` judge it (decision 0040): resident
 * memory (RSS) never above the limit, and flat under the same traffic: each load round may end at
 * most `tolerance` above the round before it, and the last at most that above the first.
 */
export const RSS_LIMIT_MIB = 300;
export const RSS_ROUND_TOLERANCE = 0.05;

/** RSS of a process in MiB (Linux), NaN when it is gone. */
export function residentMiB(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export type MemoryRound = { name: string; rssMiB: number; peakMiB: number };

/** What breaks the memory rules; empty when RSS stayed under the limit and flat over `rounds`. */
export function judgeMemory({ phases, rounds, limitMiB = RSS_LIMIT_MIB, tolerance = RSS_ROUND_TOLERANCE }: { phases: MemoryRound[]; rounds: MemoryRound[]; limitMiB?: number; tolerance?: number }): string[] {
  const problems: string[] = [];
  for (const phase of [...phases, ...rounds]) {
    if (phase.peakMiB > limitMiB) problems.push(`${phase.name}: RSS peaked at ${phase.peakMiB.toFixed(0)} MiB (limit ${limitMiB} MiB)`);
  }
  const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
  for (let index = 1; index < rounds.length; index++) {
    const [before, after] = [rounds[index - 1]!, rounds[index]!];
    const growth = after.rssMiB / before.rssMiB - 1;
    if (growth > tolerance) problems.push(`${after.name}: RSS grew ${percent(growth)} over ${before.name} (${before.rssMiB.toFixed(0)} -> ${after.rssMiB.toFixed(0)} MiB; tolerance ${percent(tolerance)})`);
  }
  if (rounds.length > 2) {
    const [first, last] = [rounds[0]!, rounds.at(-1)!];
    const growth = last.rssMiB / first.rssMiB - 1;
    if (growth > tolerance) problems.push(`RSS grew ${percent(growth)} from ${first.name} to ${last.name} (${first.rssMiB.toFixed(0)} -> ${last.rssMiB.toFixed(0)} MiB; tolerance ${percent(tolerance)})`);
  }
  return problems;
}
