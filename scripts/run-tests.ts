/**
 * `npm test`: checks what the suites need in its first second, then runs the phases step by step
 * (a step's phases side by side; stopping after the first step that fails) and prints each
 * phase's time and the wall-clock total at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findMissingPrerequisites, formatPhaseTimes, groupPhases, phaseEnvironment, TEST_PHASES, type PhaseTime, type TestPhase } from './test-phases.ts';

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

/**
 * A phase that runs alongside another writes to its own log (reports/<phase>.log), printed whole
 * when it ends: two suites' progress lines interleaved would be unreadable. The log is there to
 * read while the run goes on.
 */
function runPhase(phase: TestPhase): Promise<PhaseTime & { status: number }> {
  const started = performance.now();
  const logPath = phase.alongside ? path.join('reports', `${phase.script.replace(/\W+/g, '-')}.log`) : null;
  if (logPath) mkdirSync('reports', { recursive: true });
  const log = logPath ? openSync(logPath, 'w') : null;
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', phase.script], { stdio: log === null ? 'inherit' : ['ignore', log, log], env: phaseEnvironment(phase, process.env) });
    const done = (status: number) => {
      if (log !== null && logPath) {
        closeSync(log);
        process.stdout.write(`\n── ${phase.script} (ran alongside ${phase.alongside}; also in ${logPath}) ──\n${readFileSync(logPath, 'utf8')}── end of ${phase.script} ──\n`);
      }
      resolve({ phase: phase.script, seconds: (performance.now() - started) / 1000, ok: status === 0, alongside: phase.alongside, status });
    };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

const runStarted = performance.now();
const times: PhaseTime[] = [];
let status = 0;
for (const step of groupPhases(TEST_PHASES)) {
  const results = await Promise.all(step.map(runPhase));
  times.push(...results);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    status = failed.status || 1;
    break;
  }
}
console.log(formatPhaseTimes(times, (performance.now() - runStarted) / 1000));
process.exit(status);
