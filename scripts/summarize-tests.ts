/**
 * Prints one closing line for CI, 'N passed, N failed', from the JSON reports that `npm test`
 * writes (vitest and Playwright) into reports/ (not test-results/, which Playwright empties at
 * its start), so the run is judged by what actually ran.
 */
import { existsSync, readFileSync } from 'node:fs';
import { formatFailures, listPlaywrightFailures, listVitestFailures, type TestFailure } from './list-test-failures.ts';

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: TestFailure[] = [];

for (const [suite, file] of [['unit', 'reports/vitest.json'], ['server', 'reports/vitest-server.json']] as const) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  failures.push(...listVitestFailures(suite, report));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync('reports/playwright.json')) {
  const report = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  failures.push(...listPlaywrightFailures('e2e', report));
  totals.passed += report.stats?.expected ?? 0;
  totals.failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  totals.skipped += report.stats?.skipped ?? 0;
}
process.stdout.write(formatFailures(failures));
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = totals.failed > 0 || totals.passed === 0 ? 1 : 0;
