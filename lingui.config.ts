import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'es-MX'],
  fallbackLocales: { default: 'en-US' },
  compileNamespace: 'json',
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/node_modules/**', 'src/mirage/**'] }],
});
