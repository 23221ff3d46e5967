import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  define: { __MOCK_API__: 'true' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    pool: 'forks',
    // One id per `vitest run`: tests/build/shared-build.ts builds each variant once per run, shared by the test files.
    provide: { buildRunId: `${process.pid}-${Date.now()}` },
  },
});
