/** The phases of `npm test`, in order, and what they need from the machine (scripts/run-tests.ts). */
export const TEST_PHASES = [
  { script: 'typecheck' },
  { script: 'lint' },
  { script: 'test:unit' },
  // Builds dist/ twice and keeps it: the server and e2e phases run against that build.
  { script: 'test:reproducible' },
  { script: 'test:server' },
  { script: 'test:e2e' },
] as const;

export type Prerequisite = { name: string; path: string; debianPackage: string; required: boolean; consequence: string };

export function findMissingPrerequisites(env: NodeJS.ProcessEnv, isExecutable: (path: string) => boolean): Prerequisite[] {
  const wanted: Prerequisite[] = [
    { name: 'Chromium', path: env.CHROMIUM_PATH ?? '/usr/bin/chromium', debianPackage: 'chromium', required: true, consequence: 'the end-to-end tests cannot run (or set CHROMIUM_PATH)' },
    { name: 'nginx', path: '/usr/sbin/nginx', debianPackage: 'nginx', required: false, consequence: 'the cluster tests will be skipped' },
    { name: 'redis-server', path: '/usr/bin/redis-server', debianPackage: 'redis-server', required: false, consequence: 'the cluster tests will be skipped' },
  ];
  return wanted.filter((item) => !isExecutable(item.path));
}

export function formatPhaseTimes(times: ReadonlyArray<{ phase: string; seconds: number; ok: boolean }>): string {
  const total = times.reduce((sum, entry) => sum + entry.seconds, 0);
  const rows = times.map((entry) => `  ${entry.phase.padEnd(18)} ${entry.seconds.toFixed(1).padStart(7)} s${entry.ok ? '' : '  FAILED'}`);
  return ['', 'npm test phases:', ...rows, `  ${'total'.padEnd(18)} ${total.toFixed(1).padStart(7)} s`].join('\n');
}
