/** The phases of `npm test`, in order, and what they need from the machine (scripts/run-tests.ts). */
export type TestPhase = {
  script: string;
  /** Runs at the same time as the phase named here (decision 0027). */
  alongside?: string;
  /** Defaults for this phase; a variable already set in the environment wins. */
  env?: Readonly<Record<string, string>>;
};

export const TEST_PHASES: readonly TestPhase[] = [
  { script: 'typecheck' },
  // Both only read the sources, and each keeps about one core busy: on two cores they overlap.
  { script: 'lint', alongside: 'typecheck' },
  { script: 'test:unit' },
  // Builds dist/ twice and keeps it: the server and e2e phases run against that build.
  { script: 'test:reproducible' },
  { script: 'test:e2e' },
  // Its files run one at a time against single-threaded servers and keep about 0.7 of a core
  // busy; Chromium leaves about a third of a core idle: together they fill two cores (decision 0049).
  // A third of the fuzz runs `npm run test:fuzz` makes (60 per category); FUZZ_RUNS overrides.
  { script: 'test:server', alongside: 'test:e2e', env: { FUZZ_RUNS: '20' } },
];

/** The phases as steps: each step's phases start together, and the next step waits for all of them. */
export function groupPhases(phases: readonly TestPhase[]): TestPhase[][] {
  const steps: TestPhase[][] = [];
  for (const phase of phases) {
    const previous = steps.at(-1);
    if (phase.alongside && previous?.some((other) => other.script === phase.alongside)) previous.push(phase);
    else steps.push([phase]);
  }
  return steps;
}

/** The environment a phase runs with: its defaults under whatever the caller set. */
export function phaseEnvironment(phase: TestPhase, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...phase.env, ...env };
}

/**
 * The browser the end-to-end tests run in unless CHROMIUM_PATH names another: Debian's build of
 * Chromium's headless shell, the build Playwright itself runs headless tests in. Same engine and
 * version as Debian's chromium, without the desktop browser around it: a third less CPU per test
 * on two cores (decision 0051). The bench keeps the full browser, which shoppers run.
 */
export const TEST_CHROMIUM = { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' } as const;

export type Prerequisite = { name: string; path: string; debianPackage: string; required: boolean; consequence: string };

export function findMissingPrerequisites(env: NodeJS.ProcessEnv, isExecutable: (path: string) => boolean): Prerequisite[] {
  const wanted: Prerequisite[] = [
    {
      name: 'Chromium',
      path: env.CHROMIUM_PATH ?? TEST_CHROMIUM.path,
      debianPackage: TEST_CHROMIUM.debianPackage,
      required: true,
      consequence: 'the end-to-end tests cannot run (or set CHROMIUM_PATH to another Chromium, such as /usr/bin/chromium)',
    },
    { name: 'nginx', path: '/usr/sbin/nginx', debianPackage: 'nginx', required: false, consequence: 'the cluster tests will be skipped' },
    { name: 'redis-server', path: '/usr/bin/redis-server', debianPackage: 'redis-server', required: false, consequence: 'the cluster tests will be skipped' },
  ];
  return wanted.filter((item) => !isExecutable(item.path));
}

export type PhaseTime = { phase: string; seconds: number; ok: boolean; alongside?: string };

/** One row per phase; the total is the wall-clock time, which is less than the sum when phases overlap. */
export function formatPhaseTimes(times: ReadonlyArray<PhaseTime>, wallSeconds?: number): string {
  const total = wallSeconds ?? times.reduce((sum, entry) => sum + entry.seconds, 0);
  const rows = times.map(
    (entry) => `  ${entry.phase.padEnd(18)} ${entry.seconds.toFixed(1).padStart(7)} s${entry.ok ? '' : '  FAILED'}${entry.alongside ? `  (alongside ${entry.alongside})` : ''}`,
  );
  return ['', 'npm test phases:', ...rows, `  ${'total'.padEnd(18)} ${total.toFixed(1).padStart(7)} s`].join('\n');
}
