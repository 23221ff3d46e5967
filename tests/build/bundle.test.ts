// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, chunkFor, inputsOf } from '../../scripts/bundle-report.mjs';
import { sectionIds } from '../../src/machines/routes';

const build = (dir: string, ...args: string[]) =>
  execFileSync('node', ['build.mjs', ...args], { env: { ...process.env, DIST_DIR: dir }, stdio: 'pipe' });

describe('production bundle (esbuild metafile)', () => {
  let demo: ReturnType<typeof bundleReport>;
  let real: ReturnType<typeof bundleReport>;
  beforeAll(() => {
    build('.build/dist-test-demo');
    build('.build/dist-test-real', '--no-mock');
    demo = bundleReport('.build/dist-test-demo/meta.json');
    real = bundleReport('.build/dist-test-real/meta.json');
  }, 60_000);

  it('every section is a lazily loaded chunk of its own (SPEC §2)', () => {
    for (const section of sectionIds) {
      const chunk = chunkFor(demo.outputs, `src/views/sections/${section}-section.tsx`);
      expect(chunk, section).toBeDefined();
      expect(demo.initial, section).not.toContain(chunk);
    }
  });

  it('the start-up chunks hold no demo data and no Mirage', () => {
    const startup = inputsOf(demo.outputs, demo.initial);
    expect(startup.filter((i) => i.startsWith('src/mirage/'))).toEqual([]);
    expect(startup.filter((i) => i.includes('node_modules/miragejs'))).toEqual([]);
    expect(demo.mirage).toBeDefined();
    // The demo areas' data sits in chunks of their own, not even in the Mirage chunk.
    expect(inputsOf(demo.outputs, [demo.mirage!]).filter((i) => i.startsWith('src/mirage/demo/data/'))).toEqual([]);
  });

  it('a build with the mock API off contains no Mirage at all', () => {
    const all = inputsOf(real.outputs, Object.keys(real.outputs));
    expect(all.filter((i) => i.includes('miragejs') || i.startsWith('src/mirage/'))).toEqual([]);
    expect(JSON.parse(readFileSync('.build/dist-test-real/config.json', 'utf8')).mockApi).toBe(false);
  });

  it('index.html loads the entry, its CSS and modulepreloads exactly its static imports', () => {
    const html = readFileSync('.build/dist-test-demo/index.html', 'utf8');
    const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const expected = demo.outputs[demo.main]!.imports.filter((i) => i.kind === 'import-statement').map((i) => `/${i.path.replace('.build/dist-test-demo/', '')}`);
    expect(preloads.sort()).toEqual(expected.sort());
    expect(html).toMatch(/<script type="module" src="\/assets\/main-[A-Z0-9]{8}\.js"><\/script>/);
    expect(html).not.toMatch(/<script>|<style>|style="/);
  });

  it('silent-renew.html loads only the callback handling, not the app bundle', () => {
    const html = readFileSync('.build/dist-test-demo/silent-renew.html', 'utf8');
    expect(html).toMatch(/silent-renew-[A-Z0-9]{8}\.js/);
    expect(html).not.toMatch(/main-[A-Z0-9]{8}\.js/);
  });
});
