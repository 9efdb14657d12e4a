import { describe, expect, it } from 'vitest';
import { findMissingPrerequisites, formatPhaseTimes, TEST_PHASES } from './test-phases.ts';

describe('npm test phases', () => {
  it('ends with the end-to-end suite, after the build the server phase needs', () => {
    const scripts = TEST_PHASES.map((phase) => phase.script);
    expect(scripts.at(-1)).toBe('test:e2e');
    expect(scripts.indexOf('test:reproducible')).toBeLessThan(scripts.indexOf('test:server'));
  });

  it('names what is missing and whether the run can go on without it', () => {
    const missing = findMissingPrerequisites({ CHROMIUM_PATH: '/opt/chrome' }, (path) => path === '/usr/sbin/nginx');
    expect(missing.map((item) => [item.name, item.path, item.required])).toEqual([
      ['Chromium', '/opt/chrome', true],
      ['redis-server', '/usr/bin/redis-server', false],
    ]);
    expect(findMissingPrerequisites({}, () => true)).toEqual([]);
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
});
