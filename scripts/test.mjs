// npm test: type-check, unit and machine tests (vitest), production builds, end-to-end tests (Playwright,
// Debian Chromium). Ends with one line `N passed, N failed` over all suites, and exits non-zero on any failure.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, run } from './run.mjs';

let passed = 0;
let failed = 0;
const step = (name) => console.log(`\n=== ${name}`);
const check = (ok, name) => {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.error(`FAILED: ${name}`);
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
    failed += stats.unexpected;
    if (stats.expected + stats.unexpected === 0) check(false, 'playwright ran no test');
  } else check(false, 'playwright report');
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
