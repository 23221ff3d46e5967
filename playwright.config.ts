import { defineConfig } from '@playwright/test';
import type { ServerOptions } from './tests/e2e/support/fixtures';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig<object, { serverOptions: ServerOptions }>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // One retry, and only in CI: a test that passes on its retry is reported as flaky (and counted by npm test), so a
  // focus race under load does not sink a run, while a real failure still fails twice. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.build/playwright.json' }]],
  outputDir: 'test-results',
  projects: [
    { name: 'react', testIgnore: ['**/renewal.spec.ts', '**/hardening-renewal.spec.ts', '**/preact-smoke.spec.ts', '**/inspect.spec.ts'] },
    // Short-lived access tokens, so that renewal happens within the test.
    { name: 'renewal', testMatch: ['**/renewal.spec.ts', '**/hardening-renewal.spec.ts'], use: { serverOptions: { distDir: process.env.E2E_DIST_DIR ?? 'dist', accessTokenTtl: 40 } } },
    // The same product built on preact/compat (npm run build -- --preact, into dist-preact).
    { name: 'preact', testMatch: '**/preact-smoke.spec.ts', use: { serverOptions: { distDir: 'dist-preact', accessTokenTtl: 300 } } },
    // The development build (npm run build:dev, into dist-dev): the Stately inspector on ?inspect.
    { name: 'dev', testMatch: '**/inspect.spec.ts', use: { serverOptions: { distDir: 'dist-dev', accessTokenTtl: 300 } } },
  ],
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
