import { describe, expect, it } from 'vitest';
import { formatFailures, listPlaywrightFailures, listVitestFailures } from './list-test-failures.ts';

describe('failed tests named at the end of a CI log', () => {
  it('names a failed vitest test with its file and the first lines of its error, without colours', () => {
    const failures = listVitestFailures('server', {
      testResults: [
        {
          name: '/tmp/ci/repo/tests/server/page-store.test.ts',
          status: 'failed',
          assertionResults: [
            { title: 'keeps the page', fullName: 'page store keeps the page', status: 'passed' },
            { title: 'serves it again', fullName: 'page store serves it again', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 200 to be 304\u001b[39m\n\n    at a.ts:1\n    at b.ts:2\n    at c.ts:3\n    at d.ts:4\n    at e.ts:5\n    at f.ts:6'] },
          ],
        },
      ],
    });
    expect(failures).toEqual([
      { suite: 'server', file: 'tests/server/page-store.test.ts', title: 'page store serves it again', error: 'AssertionError: expected 200 to be 304\n    at a.ts:1\n    at b.ts:2\n    at c.ts:3\n    at d.ts:4\n    at e.ts:5' },
    ]);
  });

  it('names a vitest file that failed before any of its tests ran', () => {
    const failures = listVitestFailures('unit', { testResults: [{ name: '/r/src/lib/a.test.ts', status: 'failed', message: 'Hook timed out in 60000ms', assertionResults: [] }] });
    expect(failures).toEqual([{ suite: 'unit', file: 'src/lib/a.test.ts', title: '(the file itself)', error: 'Hook timed out in 60000ms' }]);
  });

  it('names a failed or timed-out browser test with its project and describe titles, and a retried pass as well', () => {
    const failures = listPlaywrightFailures('e2e', {
      suites: [
        {
          title: 'home.spec.ts',
          file: 'home.spec.ts',
          specs: [{ title: 'shows the hero', file: 'home.spec.ts', tests: [{ projectName: 'js-on', results: [{ status: 'passed' }] }] }],
          suites: [
            {
              title: 'at 390 px',
              file: 'home.spec.ts',
              specs: [
                { title: 'no sideways scrolling', file: 'home.spec.ts', tests: [{ projectName: 'js-off', results: [{ status: 'timedOut', error: { message: 'Test timeout of 60000ms exceeded.' } }] }] },
                { title: 'flaky one', file: 'home.spec.ts', tests: [{ projectName: 'js-on', results: [{ status: 'failed', error: { message: 'expected visible' } }, { status: 'passed' }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(failures.map((failure) => [failure.title, failure.error])).toEqual([
      ['[js-off] › at 390 px › no sideways scrolling', 'Test timeout of 60000ms exceeded.'],
      ['[js-on] › at 390 px › flaky one', 'expected visible'],
    ]);
  });

  it('prints nothing when nothing failed, and one indented block per failure otherwise', () => {
    expect(formatFailures([])).toBe('');
    expect(formatFailures([{ suite: 'server', file: 'tests/server/a.test.ts', title: 'a', error: 'boom\nat x' }])).toBe('failed tests (1):\n✗ server › tests/server/a.test.ts › a\n    boom\n    at x\n');
  });
});
