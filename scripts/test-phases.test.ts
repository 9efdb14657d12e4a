import { describe, expect, it } from 'vitest';
import { findMissingPrerequisites, formatPhaseTimes, groupPhases, phaseEnvironment, TEST_PHASES } from './test-phases.ts';

describe('npm test phases', () => {
  it('ends with the end-to-end and server suites, after the build both need', () => {
    const scripts = TEST_PHASES.map((phase) => phase.script);
    expect(scripts.slice(-2).sort()).toEqual(['test:e2e', 'test:server']);
    expect(scripts.indexOf('test:reproducible')).toBeLessThan(Math.min(scripts.indexOf('test:server'), scripts.indexOf('test:e2e')));
  });

  it('names what is missing and whether the run can go on without it', () => {
    const missing = findMissingPrerequisites({ CHROMIUM_PATH: '/opt/chrome' }, (path) => path === '/usr/sbin/nginx');
    expect(missing.map((item) => [item.name, item.path, item.required])).toEqual([
      ['Chromium', '/opt/chrome', true],
      ['redis-server', '/usr/bin/redis-server', false],
    ]);
    expect(findMissingPrerequisites({}, () => true)).toEqual([]);
    // Without CHROMIUM_PATH the tests want Debian's headless shell, and name its package.
    const withoutShell = findMissingPrerequisites({}, (path) => path !== '/usr/bin/chromium-headless-shell');
    expect(withoutShell.map((item) => [item.path, item.debianPackage, item.required])).toEqual([['/usr/bin/chromium-headless-shell', 'chromium-headless-shell', true]]);
  });

  it('prints every phase with its time, the failed one marked, and the total', () => {
    const text = formatPhaseTimes([
      { phase: 'typecheck', seconds: 12.34, ok: true },
      { phase: 'test:e2e', seconds: 300, ok: false },
    ]);
    expect(text).toMatch(/typecheck\s+12\.3 s\n/);
    expect(text).toMatch(/test:e2e\s+300\.0 s {2}FAILED/);
    expect(text).toMatch(/total\s+312\.3 s/);
  });

  it('runs lint alongside typecheck, the server suite alongside the browser suite, and every other phase after the one before', () => {
    expect(groupPhases(TEST_PHASES).map((step) => step.map((phase) => phase.script))).toEqual([
      ['typecheck', 'lint'],
      ['test:unit'],
      ['test:reproducible'],
      ['test:e2e', 'test:server'],
    ]);
    // A phase only joins the step of the phase it names.
    expect(groupPhases([{ script: 'a' }, { script: 'b', alongside: 'c' }]).length).toBe(2);
  });

  it('gives the server phase fewer fuzz runs unless the caller chose a number', () => {
    const server = TEST_PHASES.find((phase) => phase.script === 'test:server')!;
    expect(phaseEnvironment(server, { PATH: '/bin' })).toMatchObject({ PATH: '/bin', FUZZ_RUNS: '20' });
    expect(phaseEnvironment(server, { FUZZ_RUNS: '500' }).FUZZ_RUNS).toBe('500');
  });

  it('totals overlapping phases by the wall clock, and says which ran alongside which', () => {
    const text = formatPhaseTimes(
      [
        { phase: 'typecheck', seconds: 20, ok: true },
        { phase: 'lint', seconds: 15, ok: true, alongside: 'typecheck' },
      ],
      21,
    );
    expect(text).toMatch(/lint\s+15\.0 s {2}\(alongside typecheck\)\n/);
    expect(text).toMatch(/total\s+21\.0 s$/);
  });
});
