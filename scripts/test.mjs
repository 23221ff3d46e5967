// npm test: type-check, unit and machine tests (vitest), production builds, end-to-end tests (Playwright,
// Debian Chromium). Ends with one line `N passed, N failed` over all suites, and exits non-zero on any failure.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, run } from './run.mjs';

let passed = 0;
let failed = 0;
const step = (name) => console.log(`\n=== ${name}`);
/** What broke, said again at the very end: a log cut to its tail still tells which test failed and where. */
const digest = [];
const check = (ok, name) => {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.error(`FAILED: ${name}`);
    digest.push(`- FAILED ${name}`);
  }
};

step('Chromium');
const haveChromium = ensureChromium();
check(haveChromium, 'chromium available');

step('Translation catalogs');
check((await run(bin('lingui'), ['compile', '--strict'])) === 0, 'lingui compile --strict');

step('Type-check');
check((await run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])) === 0, 'tsc');

step('Unit, machine and view tests (vitest)');
rmSync('.build/vitest.json', { force: true });
await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.build/vitest.json']);
if (existsSync('.build/vitest.json')) {
  const report = JSON.parse(readFileSync('.build/vitest.json', 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  if (report.numTotalTests === 0) check(false, 'vitest ran no test');
  const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  for (const file of report.testResults ?? []) {
    const name = String(file.name).split('/tests/').pop();
    if (file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed')) digest.push(`- FAILED vitest ${name}: ${plain(file.message).split('\n')[0]?.slice(0, 240)}`);
    for (const a of file.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      digest.push(`- FAILED vitest ${name} > ${a.fullName}`);
      for (const l of plain(a.failureMessages?.[0]).split('\n').filter((x) => x.trim() !== '').slice(0, 4)) digest.push(`      ${l.slice(0, 240)}`);
    }
  }
} else check(false, 'vitest report');

step('Builds (production React and preact/compat; development, for the inspector test)');
const built = (await run('node', ['build.mjs'])) === 0;
check(built, 'build');
const builtPreact = (await run('node', ['build.mjs', '--preact'], { env: { ...process.env, DIST_DIR: 'dist-preact' } })) === 0;
check(builtPreact, 'build --preact');
const builtDev = (await run('node', ['build.mjs', '--dev'], { env: { ...process.env, DIST_DIR: 'dist-dev' } })) === 0;
check(builtDev, 'build --dev');

if (built && haveChromium) {
  step('End-to-end tests (Playwright, Chromium)');
  rmSync('.build/playwright.json', { force: true });
  await run(bin('playwright'), ['test']);
  if (existsSync('.build/playwright.json')) {
    const { stats } = JSON.parse(readFileSync('.build/playwright.json', 'utf8'));
    passed += stats.expected + (stats.flaky ?? 0);
    // Said out loud: a test that needed its CI retry is a race to fix, not a pass to forget.
    if (stats.flaky) console.log(`Playwright: ${stats.flaky} test(s) passed only on their retry (flaky)`);
    digest.push(...failureDigest(JSON.parse(readFileSync('.build/playwright.json', 'utf8'))));
    failed += stats.unexpected;
    if (stats.expected + stats.unexpected === 0) check(false, 'playwright ran no test');
  } else check(false, 'playwright report');
}

/** Each failed or flaky test of a Playwright JSON report: its place, and every try's first error lines. */
function failureDigest(report) {
  const lines = [];
  const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        lines.push(`- ${t.status === 'flaky' ? 'flaky' : 'FAILED'} [${t.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
        for (const result of t.results ?? []) {
          if (result.status === 'passed') continue;
          const error = result.errors?.[0] ?? result.error;
          const message = plain(error?.message).split('\n').filter((l) => l.trim() !== '').slice(0, 6);
          const at = error?.location ? ` at ${error.location.file.split('/tests/').pop()}:${error.location.line}` : '';
          lines.push(`    try ${result.retry + 1} (${result.status}, ${Math.round(result.duration / 1000)} s)${at}`);
          for (const l of message) lines.push(`      ${l.slice(0, 240)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return lines;
}

if (digest.length > 0) console.log(['', 'What failed (and what passed only on its retry):', ...digest].join('\n'));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
