// `npm test`: every stage in turn — unit and API tests (Vitest), the build and its bundle budget, the
// end-to-end suite (Playwright) — each run even when an earlier one failed, so a red run shows every
// failure at once. Ends with each stage's time and, when red, the failing tests and where their
// traces and screenshots are (ADR 005).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const VITEST_REPORT = path.join(root, 'test-results/vitest.json');
const PLAYWRIGHT_REPORT = path.join(root, 'e2e/test-results/results.json');
/** The red run's list of failing tests, also kept for .ci/run to print last. */
const FAILURES = path.join(root, 'test-results/failures.txt');
/** Tests that passed only on CI's retry, also printed by .ci/run, green or red. */
const FLAKY = path.join(root, 'test-results/flaky.txt');

const STAGES = [
  {
    name: 'unit + API (Vitest)',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.relative(root, VITEST_REPORT)}`,
    ],
    report: VITEST_REPORT,
  },
  { name: 'build (if stale)', command: ['node', 'scripts/build-if-stale.mjs'] },
  { name: 'bundle budget', command: ['node', 'scripts/check-bundle-budget.mjs'] },
  { name: 'e2e (Playwright)', command: ['npm', 'test', '-w', 'e2e'], report: PLAYWRIGHT_REPORT },
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The first lines of an error, without colour codes: a log read only from its tail still says why. */
function firstLines(text, count = 8) {
  if (!text) return [];
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it strips.
  const plain = String(text).replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      | ${line}`);
}

/** Failed Vitest tests: "project › file › name". */
function vitestFailures(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed)
      failures.push([`${where} › ${test.fullName}`, ...firstLines(test.failureMessages?.[0])].join('\n'));
    // A file that failed to load (or a hook that threw) has no failed test to name.
    if (failed.length === 0 && suite.status === 'failed')
      failures.push(`${where} › ${suite.message ?? 'failed'}`);
  }
  return failures;
}

/** One attempt of a Playwright test: its name, first error lines, and where its trace and screenshots are. */
function describeAttempt(name, result) {
  const error = result.errors?.[0] ?? result.error;
  const where = error?.location
    ? [`      at ${path.relative(root, error.location.file)}:${error.location.line}`]
    : [];
  const attached = (result.attachments ?? []).filter((a) => a.path);
  // Every page of every context leaves a screenshot: one line says where they are.
  const shots = attached.filter((a) => a.name === 'screenshot');
  const files = attached
    .filter((a) => a.name !== 'screenshot')
    .map((a) => `      ${a.name}: ${path.relative(root, a.path)}`);
  if (shots.length > 0)
    files.push(`      screenshots: ${shots.length} in ${path.relative(root, path.dirname(shots[0].path))}/`);
  return [name, ...firstLines(error?.message), ...where, ...files].join('\n');
}

/**
 * Playwright's tests that failed (their last attempt) and, with `flaky`, those that failed and then
 * passed on CI's retry (their first failed attempt): a retry lands the change, and the flake is still
 * shown with its trace (ADR 005).
 */
function playwrightReport(file, { flaky = false } = {}) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const attempt = flaky
          ? test.status === 'flaky' && test.results?.find((r) => r.status !== 'passed')
          : test.results?.at(-1);
        if (!attempt || ['passed', 'skipped'].includes(attempt.status)) continue;
        const title = [...titles, spec.title].join(' › ');
        const name = `[${test.projectName}] e2e/tests/${spec.file}:${spec.line} › ${title} (${flaky ? 'flaky' : attempt.status})`;
        found.push(describeAttempt(name, attempt));
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.file ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

const playwrightFailures = (file) => playwrightReport(file);

const results = [];
for (const stage of STAGES) {
  if (stage.report) rmSync(stage.report, { force: true });
  console.log(`\n=== ${stage.name}: ${stage.command.join(' ')}`);
  const started = Date.now();
  const code = await run(stage.command);
  results.push({ ...stage, code, ms: Date.now() - started });
}

console.log('\n=== npm test: time per stage');
for (const { name, code, ms } of results) {
  console.log(`  ${code === 0 ? 'ok    ' : 'FAILED'} ${seconds(ms).padStart(8)}  ${name}`);
}
const total = results.reduce((sum, r) => sum + r.ms, 0);
console.log(`         ${seconds(total).padStart(8)}  in all`);

rmSync(FLAKY, { force: true });
const flaky = existsSync(PLAYWRIGHT_REPORT) ? playwrightReport(PLAYWRIGHT_REPORT, { flaky: true }) : [];
if (flaky.length > 0) {
  const lines = ['=== flaky tests (failed, then passed on the retry)', ...flaky.map((f) => `    ${f}`)];
  console.log(`\n${lines.join('\n')}`);
  mkdirSync(path.dirname(FLAKY), { recursive: true });
  writeFileSync(FLAKY, `${lines.join('\n')}\n`);
}

const failed = results.filter((r) => r.code !== 0);
rmSync(FAILURES, { force: true });
if (failed.length > 0) {
  const lines = ['=== failing tests'];
  for (const stage of failed) {
    const readers = { [VITEST_REPORT]: vitestFailures, [PLAYWRIGHT_REPORT]: playwrightFailures };
    const names = stage.report && existsSync(stage.report) ? readers[stage.report](stage.report) : [];
    lines.push(`  ${stage.name}:`);
    if (names.length === 0) lines.push('    (no test report: see the output above)');
    for (const name of names) lines.push(`    ${name}`);
  }
  if (failed.some((r) => r.report === PLAYWRIGHT_REPORT)) {
    lines.push(
      '',
      '  Open a trace with `npx playwright show-trace <trace.zip>`, or the whole report with',
      '  `npx playwright show-report e2e/playwright-report`.',
    );
  }
  console.log(`\n${lines.join('\n')}`);
  mkdirSync(path.dirname(FAILURES), { recursive: true });
  writeFileSync(FAILURES, `${lines.join('\n')}\n`);
  process.exitCode = 1;
}
