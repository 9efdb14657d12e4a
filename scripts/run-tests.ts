/**
 * `npm test`: checks what the suites need in its first second, then runs the phases one after
 * another (stopping at the first that fails) and prints each phase's time at the end.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { findMissingPrerequisites, formatPhaseTimes, TEST_PHASES } from './test-phases.ts';

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

let missing = findMissingPrerequisites(process.env, isExecutable);
const required = missing.filter((item) => item.required);
if (required.length > 0 && process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get') && process.env.PRINT_SHOP_NO_INSTALL !== '1') {
  // As root on Debian, do what .ci/run does rather than fail minutes later at the e2e step.
  console.log(`npm test: installing Debian's ${missing.map((item) => item.debianPackage).join(', ')} (set PRINT_SHOP_NO_INSTALL=1 to skip)`);
  const install = spawnSync('bash', ['scripts/install-test-prerequisites.sh'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
  missing = findMissingPrerequisites(process.env, isExecutable);
}
for (const item of missing) {
  const say = item.required ? console.error : console.warn;
  say(`npm test: ${item.name} not found at ${item.path}: ${item.consequence}. Install it with: sudo apt-get install -y ${item.debianPackage}`);
}
if (missing.some((item) => item.required)) process.exit(1);

const times: Array<{ phase: string; seconds: number; ok: boolean }> = [];
let status = 0;
for (const phase of TEST_PHASES) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', phase.script], { stdio: 'inherit' });
  const ok = result.status === 0;
  times.push({ phase: phase.script, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) {
    status = result.status ?? 1;
    break;
  }
}
console.log(formatPhaseTimes(times));
process.exit(status);
