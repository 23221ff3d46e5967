// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, chunkFor, inputsOf, metaPathFor, staticClosure } from '../../scripts/bundle-report.mjs';
import { chunksForPath, type ChunkPlan } from '../../src/startup/chunk-preload';
import { sectionIds } from '../../src/machines/routes';

import { sharedBuild } from './shared-build';

describe('production bundle (esbuild metafile)', () => {
  let demo: ReturnType<typeof bundleReport>;
  let real: ReturnType<typeof bundleReport>;
  let dev: ReturnType<typeof bundleReport>;
  beforeAll(() => {
    // One after the other (sharedBuild's lock): every build also rewrites .build/server.mjs and .build/runtime-config.mjs.
    sharedBuild('demo');
    sharedBuild('real');
    sharedBuild('dev');
    demo = bundleReport(metaPathFor('.build/dist-test-demo'));
    real = bundleReport(metaPathFor('.build/dist-test-real'));
    dev = bundleReport(metaPathFor('.build/dist-test-dev'));
  }, 180_000); // may wait for the other files' shared builds (tests/build/shared-build.ts)

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
    // So do the business services' seeds (10,000 products and their stock): loaded when an area is first used.
    const seeds = Object.keys(demo.outputs).filter((f) => inputsOf(demo.outputs, [f]).some((i) => i.startsWith('src/mirage/services/seeds/')));
    expect(seeds.length).toBeGreaterThan(0);
    expect(seeds).not.toContain(demo.mirage);
    for (const seed of seeds) expect(demo.initial).not.toContain(seed);
  });

  it('the business sections (customers, products) are lazy chunks of their own, outside their area chunk', () => {
    for (const page of ['customers/customers-page.tsx', 'products/products-page.tsx']) {
      const chunk = chunkFor(demo.outputs, `src/views/sections/${page}`);
      expect(chunk, page).toBeDefined();
      expect(demo.initial, page).not.toContain(chunk);
      expect(chunk).not.toBe(chunkFor(demo.outputs, 'src/views/sections/admin-section.tsx'));
    }
    // Nothing of the kit or the sections is in the start-up chunks.
    const startup = inputsOf(demo.outputs, demo.initial);
    expect(startup.filter((i) => /^src\/(machines|views)\/(kit|sections\/(customers|products))\//.test(i))).toEqual([]);
  });

  it('a build with the mock API off contains no Mirage at all', () => {
    const all = inputsOf(real.outputs, Object.keys(real.outputs));
    expect(all.filter((i) => i.includes('miragejs') || i.startsWith('src/mirage/'))).toEqual([]);
    expect(JSON.parse(readFileSync('.build/dist-test-real/config.json', 'utf8')).mockApi).toBe(false);
  });

  it('index.html loads the boot script first, the entry, its CSS, and modulepreloads its whole static closure and the mock API\'s bridge (issue 12 point 1)', () => {
    const html = readFileSync('.build/dist-test-demo/index.html', 'utf8');
    const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const asUrl = (f: string) => `/${f.replace('.build/dist-test-demo/', '')}`;
    const closure = staticClosure(demo.outputs, demo.main).filter((f) => f !== demo.main);
    // The page's side of the mock (its bridge to the worker); the worker itself is started by the boot script.
    const mock = staticClosure(demo.outputs, chunkFor(demo.outputs, 'src/mirage/bridge.ts')!).filter((f) => !demo.initial.includes(f));
    // The entry imports no start-up file since the merged entry (0effe13): the preloads are the mock's bridge then,
    // which is never empty, so the comparison below can fail.
    expect(mock.length).toBeGreaterThan(0);
    expect(preloads.sort()).toEqual([...closure, ...mock].map(asUrl).sort());
    // Without the mock API, nothing of it.
    const realHtml = readFileSync('.build/dist-test-real/index.html', 'utf8');
    expect([...realHtml.matchAll(/rel="modulepreload" href="([^"]+)"/g)].length).toBe(staticClosure(real.outputs, real.main).length - 1);
    expect(html).toMatch(/<script type="module" src="\/assets\/main-[A-Z0-9]{8}\.js"><\/script>/);
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts[0]).toMatch(/^\/assets\/boot-[A-Z0-9]{8}\.js$/);
    expect(html).not.toMatch(/<script>|<style>|style="/);
  });

  it('every dynamic import of the built code asks the boot script to preload its dependencies first', () => {
    const files = Object.keys(demo.outputs).filter((f) => f.endsWith('.js'));
    let wrapped = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      // A bare import("/assets/…") would fetch the chunk's own imports one round trip later.
      expect(text.match(/(?<!,)import\("\/assets\//g) ?? [], f).toEqual([]);
      wrapped += (text.match(/globalThis\.__pl\?\.\("[\w.-]+\.js"\),import\("\/assets\//g) ?? []).length;
    }
    expect(wrapped).toBeGreaterThan(40);
  });

  it("the chunk plan (from the metafile) names every section's chunk and every lazy chunk's dependencies outside the start-up", () => {
    const { plan } = JSON.parse(readFileSync(metaPathFor('.build/dist-test-demo'), 'utf8')) as { plan: ChunkPlan };
    for (const section of sectionIds) {
      const chunk = chunkFor(demo.outputs, `src/views/sections/${section}-section.tsx`)!;
      expect(plan.routes[section], section).toBe(path.basename(chunk));
      const needed = staticClosure(demo.outputs, chunk).filter((f) => !demo.initial.includes(f)).map((f) => path.basename(f));
      expect(plan.deps[path.basename(chunk)]!.map((i) => plan.files[i]).sort(), section).toEqual(needed.sort());
    }
    expect(plan.routes['admin/customers']).toBe(path.basename(chunkFor(demo.outputs, 'src/views/sections/customers/customers-page.tsx')!));
    expect(chunksForPath(plan, '/admin/customers')).toEqual([plan.routes.admin, plan.routes['admin/customers']]);
    // Nothing of the start-up is listed again.
    const initialNames = new Set(demo.initial.map((f) => path.basename(f)));
    expect(plan.files.filter((f) => initialNames.has(f))).toEqual([]);
    // The boot script carries it.
    const boot = readdirSync('.build/dist-test-demo/assets').find((f) => /^boot-[A-Z0-9]{8}\.js$/.test(f))!;
    expect(readFileSync(`.build/dist-test-demo/assets/${boot}`, 'utf8')).toContain(plan.routes.dashboard);
  });

  it('icons: only the Heroicons that the views import are in the build (per-icon modules, no index)', () => {
    const sources = readdirSync('src/views', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    const imported = [
      ...new Set(
        sources.flatMap((f) => [...readFileSync(path.join('src/views', f), 'utf8').matchAll(/from '@heroicons\/react\/((?:24|20)\/(?:outline|solid)\/\w+)'/g)].map((m) => m[1]!)),
      ),
    ];
    // From '@heroicons/' on: a symlinked node_modules shows up in the metafile as its real path.
    // Issue 14: the icon catalogue page draws whole Heroicons sets; each set (its index and its icons) is a lazy chunk
    // of that page alone (tests/build/demo-bundle.test.ts keeps them out of the start-up), so it is left out here.
    const wholeSet = (f: string) => inputsOf(demo.outputs, [f]).some((i) => /@heroicons\/react\/(24|20)\/(outline|solid)\/esm\/index\.js$/.test(i));
    const built = new Set(
      inputsOf(demo.outputs, Object.keys(demo.outputs).filter((f) => !wholeSet(f)))
        .filter((i) => i.includes('node_modules/@heroicons/'))
        .map((i) => i.slice(i.indexOf('@heroicons/'))),
    );
    expect(imported.length).toBeGreaterThan(20);
    // Every icon module in the build is one a view imports by name: no index module, nothing else of the set.
    const allowed = new Set(imported.map((name) => `@heroicons/react/${name.replace(/\/(\w+)$/, '/esm/$1')}.js`));
    expect([...built].filter((module) => !allowed.has(module))).toEqual([]);
    expect(built.size).toBeGreaterThan(20);
  });

  it('the UI font is self-hosted: latin and latin-ext woff2, hashed, declared by the entry CSS with swap, latin preloaded', () => {
    const dir = '.build/dist-test-demo';
    const fonts = Object.keys(demo.outputs).filter((f) => f.endsWith('.woff2')).map((f) => path.basename(f));
    expect(fonts.map((f) => f.replace(/-[A-Z0-9]{8}\.woff2$/, '')).sort()).toEqual(['inter-latin-ext-wght-normal', 'inter-latin-wght-normal']);
    for (const font of fonts) expect(existsSync(path.join(dir, 'assets', font)), font).toBe(true);
    const css = readFileSync(demo.css[0]!, 'utf8');
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    for (const font of fonts) {
      const face = faces.find((f) => f.includes(`url("/assets/${font}")`));
      expect(face, font).toBeDefined();
      expect(face).toMatch(/font-family:Inter[;}]/);
      expect(face).toMatch(/font-display:swap/);
      expect(face).toMatch(/unicode-range:/);
    }
    expect(css).toMatch(/body\{[^}]*font-family:Inter,/);
    const html = readFileSync(`${dir}/index.html`, 'utf8');
    const latin = fonts.find((f) => f.startsWith('inter-latin-wght'))!;
    // The fonts preloaded (the icon sprite is preloaded too, as an image: tests/build/icon-sprite.test.ts).
    expect([...html.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].map((m) => m[0])).toEqual([
      `<link rel="preload" href="/assets/${latin}" as="font" type="font/woff2" crossorigin />`,
    ]);
    expect([...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]).filter((l) => !/as="(font|image)"/.test(l))).toEqual([]);
    expect(readFileSync(`${dir}/silent-renew.html`, 'utf8')).not.toMatch(/woff2/);
  });

  it('no stylesheet or script of either build points off-origin for fonts or icons', () => {
    for (const dir of ['.build/dist-test-demo', '.build/dist-test-real']) {
      const files = readdirSync(`${dir}/assets`).filter((f) => /\.(css|js)$/.test(f));
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        const text = readFileSync(`${dir}/assets/${file}`, 'utf8');
        if (file.endsWith('.css')) {
          // Every url() in our CSS is a path on this origin (or inline data).
          const urls = [...text.matchAll(/url\(\s*["']?([^"')]*)/g)].map((m) => m[1]!);
          expect(urls.filter((u) => !/^(\/(?!\/)|data:|#)/.test(u)), file).toEqual([]);
          expect(text, file).not.toMatch(/@import/);
        }
        expect(text.match(/(?:https?:)?\/\/[^\s"'`)]+\.(?:woff2?|ttf|otf|eot|svg)\b/g) ?? [], file).toEqual([]);
        expect(text.match(/fonts\.googleapis|fonts\.gstatic|use\.typekit|rsms\.me|jsdelivr|unpkg\.com|cdnjs|fontawesome/gi) ?? [], file).toEqual([]);
      }
    }
  });

  it('silent-renew.html loads only the callback handling, not the app bundle', () => {
    const html = readFileSync('.build/dist-test-demo/silent-renew.html', 'utf8');
    expect(html).toMatch(/silent-renew-[A-Z0-9]{8}\.js/);
    expect(html).not.toMatch(/main-[A-Z0-9]{8}\.js/);
  });

  it('the Stately inspector is compiled out of production builds: no chunk, not a mention in any file', () => {
    for (const [dir, report] of [['.build/dist-test-demo', demo], ['.build/dist-test-real', real]] as const) {
      const all = inputsOf(report.outputs, Object.keys(report.outputs));
      expect(all.filter((i) => i.includes('@statelyai') || i.startsWith('src/machines/effects/inspector')), dir).toEqual([]);
      expect(chunkFor(report.outputs, 'src/machines/effects/inspector.ts'), dir).toBeUndefined();
      // Every file of the build.
      const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
      expect(files.length, dir).toBeGreaterThan(10);
      for (const f of files) expect(readFileSync(path.join(f.parentPath, f.name), 'utf8'), f.name).not.toMatch(/statelyai|xstateinspector/i);
      // Issue 11 fault 7: neither the metafile nor the build flags ship in a production build.
      expect(existsSync(`${dir}/meta.json`), dir).toBe(false);
      expect(existsSync(`${dir}/build.json`), dir).toBe(false);
      expect(existsSync(metaPathFor(dir)), dir).toBe(true);
    }
  });

  it('the development build (--dev) has the inspector in a lazy chunk of its own, React development code, no minification', () => {
    const chunk = chunkFor(dev.outputs, 'src/machines/effects/inspector.ts');
    expect(chunk).toBeDefined();
    expect(dev.initial).not.toContain(chunk);
    expect(Object.keys(dev.outputs[chunk!]!.inputs).some((i) => i.includes('node_modules/@statelyai/inspect'))).toBe(true);
    expect(inputsOf(dev.outputs, dev.initial).filter((i) => i.includes('@statelyai'))).toEqual([]);
    expect(readFileSync(chunk!, 'utf8')).toContain('@statelyai.connected');
    const main = readFileSync(dev.main, 'utf8');
    expect(main).toContain('sourceMappingURL=data:application/json');
    expect(main).toMatch(/^ {2,}\S/m);
    const react = inputsOf(dev.outputs, dev.initial).filter((i) => /react-dom\.development|react\.development/.test(i));
    expect(react.length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync('.build/dist-test-dev/build.json', 'utf8'))).toEqual({ development: true });
  });
});
