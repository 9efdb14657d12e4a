/**
 * Names the failed tests of the JSON reports, each with the first lines of its error, so that the
 * last screen of a CI log says what failed: the server suite's own log is printed in the middle
 * of the browser suite's, where a reader of the log's tail never sees it.
 */

export type TestFailure = { suite: string; file: string; title: string; error: string };

type VitestReport = {
  testResults?: { name: string; message?: string; status?: string; assertionResults?: { fullName?: string; title: string; status: string; failureMessages?: string[] }[] }[];
};

type PlaywrightSuite = {
  title?: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: { projectName?: string; status?: string; results?: { status?: string; error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
};

const ERROR_LINES = 6;

// Terminal colours would show as escape codes in a CI log read as text.
// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function firstLines(text: string | undefined): string {
  return withoutColours(text ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .join('\n');
}

const relative = (file: string) => file.replace(/^.*?\/(?=(tests|src|scripts|domain)\/)/, '');

export function listVitestFailures(suite: string, report: VitestReport): TestFailure[] {
  const failures: TestFailure[] = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({ suite, file: relative(file.name), title: test.fullName ?? test.title, error: firstLines(test.failureMessages?.join('\n')) });
    }
    // A file that fails before its tests run (a hook, an import) has no failed test of its own.
    if (failed.length === 0 && file.status === 'failed') failures.push({ suite, file: relative(file.name), title: '(the file itself)', error: firstLines(file.message) });
  }
  return failures;
}

export function listPlaywrightFailures(suite: string, report: { suites?: PlaywrightSuite[] }): TestFailure[] {
  const failures: TestFailure[] = [];
  const visit = (node: PlaywrightSuite, titles: string[]) => {
    const path = node.title && !node.file?.endsWith(node.title) ? [...titles, node.title] : titles;
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const failedRuns = results.filter((result) => result.status === 'failed' || result.status === 'timedOut' || result.status === 'interrupted');
        // 'unexpected' and 'flaky' are what the summary counts as failed; a retried pass included.
        if (test.status ? test.status !== 'unexpected' && test.status !== 'flaky' : failedRuns.length === 0) continue;
        const title = [`[${test.projectName ?? ''}]`, ...path, spec.title].join(' › ');
        failures.push({ suite, file: spec.file ?? node.file ?? '', title, error: firstLines(failedRuns[0]?.error?.message) });
      }
    }
    for (const child of node.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return failures;
}

export function formatFailures(failures: TestFailure[]): string {
  if (failures.length === 0) return '';
  const blocks = failures.map((failure) => `✗ ${failure.suite} › ${failure.file} › ${failure.title}\n${failure.error.replace(/^/gm, '    ')}`);
  return `failed tests (${failures.length}):\n${blocks.join('\n')}\n`;
}
