import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  define: { __MOCK_API__: 'true', __ICON_SPRITE__: JSON.stringify('/assets/icons-TESTTEST.svg') },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one worker on CI's two. The main process mostly waits once the
    // files are transformed, so two forks there ran the same files in 0.61 of the time (433 s against 706 s, same load).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One id per `vitest run`: tests/build/shared-build.ts builds each variant once per run, shared by the test files.
    provide: { buildRunId: `${process.pid}-${Date.now()}` },
  },
});
