// Production build: esbuild with vanilla-extract, code splitting and hashed names.
//   node build.mjs              React build, mock API available (demo mode is chosen by config.json)
//   node build.mjs --preact     the same on preact/compat
//   node build.mjs --no-mock    without Mirage at all (for real services)
//   node build.mjs --dev        development build: React's development code, no minification, inline sourcemaps,
//                               and the Stately inspector on ?inspect (compiled out of every other build)
// Writes dist/ (index.html, silent-renew.html, assets/, config.json; build.json in a development build only), the
// esbuild metafile to .build/meta/<dist dir>.json (never into the served directory) and .build/server.mjs.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { metaPathFor, staticClosure } from './scripts/bundle-report.mjs';
import { preloadPlan, rewriteDynamicImports } from './scripts/chunk-plan.mjs';
import { hashNames, mergeStartupChunks } from './scripts/merge-chunks.mjs';
import { squeezeStartup } from './scripts/squeeze-startup.mjs';
import { writeIconSprite } from './scripts/icon-sprite.mjs';
import { stripSourceMessagesPlugin } from './scripts/strip-source-messages.mjs';
import { linguiReactSplitPlugin } from './scripts/lingui-react-split.mjs';

const args = new Set(process.argv.slice(2));
const preact = args.has('--preact');
const mockApi = !args.has('--no-mock');
const dev = args.has('--dev');
const outDir = process.env.DIST_DIR ?? 'dist';
const assetsDir = path.join(outDir, 'assets');
const nodeEnv = dev ? 'development' : 'production';
process.env.NODE_ENV = nodeEnv;

const target = ['chrome111', 'firefox111', 'safari16.4'];
const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * React 18+ and preact/compat have useSyncExternalStore: wouter's and @xstate/react's imports of the
 * use-sync-external-store shim take React's (src/startup/use-sync-external-store-shim.ts) and the plain with-selector.
 */
const syncExternalStoreShim = {
  name: 'use-sync-external-store-shim',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: path.resolve('src/startup/use-sync-external-store-shim.ts') }));
    b.onResolve({ filter: /^use-sync-external-store\/shim\/with-selector(\.js)?$/ }, (args) =>
      b.resolve('use-sync-external-store/with-selector', { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};

async function buildApp() {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  // The product's icons as one hashed SVG sprite (scripts/icon-sprite.mjs); the app knows its address by a define.
  const sprite = await writeIconSprite(assetsDir);
  const result = await esbuild.build({
    entryPoints: { main: 'src/main.tsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: '/assets',
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    legalComments: 'none',
    metafile: true,
    jsx: 'automatic',
    // Self-hosted fonts referenced by url() in the CSS (theme/fonts.css.ts): emitted hashed next to the bundles.
    loader: { '.woff2': 'file' },
    // __DEV__ false lets esbuild drop the inspector branch of main.tsx, and with it the inspector's chunk.
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv), __MOCK_API__: String(mockApi), __DEV__: String(dev), __ICON_SPRITE__: JSON.stringify(sprite.url) },
    alias: preact ? preactAlias : {},
    // preact runs effects after the next frame; after an input, React runs them before the paint (src/startup/preact-effect-timing.ts).
    inject: preact ? ['src/startup/preact-effect-timing.ts'] : [],
    // A production build leaves out the messages' source texts (scripts/strip-source-messages.mjs: never read at run time).
    // @lingui/react's Trans (and its rich-text parser) only where a module renders <Trans> (scripts/lingui-react-split.mjs).
    plugins: [syncExternalStoreShim, linguiReactSplitPlugin(), vanillaExtractPlugin({ identifiers: 'short' }), ...(dev ? [] : [stripSourceMessagesPlugin()])],
    logLevel: 'warning',
  });
  // silent-renew.html's script is a build of its own, one file: sharing chunks with the app split the app's start-up
  // (esbuild's runtime helpers were a 577-byte chunk of both) and would have made that page load the app's code.
  const renew = await esbuild.build({
    entryPoints: { 'silent-renew': 'src/silent-renew.ts' },
    bundle: true,
    format: 'esm',
    target,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    legalComments: 'none',
    metafile: true,
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    logLevel: 'warning',
  });
  let outputs = { ...result.metafile.outputs, ...renew.metafile.outputs };
  const entryOutput = (name) => {
    const found = Object.entries(outputs).find(([, o]) => o.entryPoint && path.basename(o.entryPoint).startsWith(name));
    if (!found) throw new Error(`No output for entry ${name}`);
    return found;
  };
  const url = (file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  // The start-up's chunks (66 files, 27 under 1 KiB) become one file beside the entry (issue 12 point 3). Not in a
  // development build (its inline sourcemaps would no longer match).
  let startupMerge = { merged: null, count: 0 };
  if (!dev) {
    startupMerge = await mergeStartupChunks(outputs, entryOutput('main')[0], [], { target });
    outputs = startupMerge.outputs;
    // Then minified once more by terser (scripts/squeeze-startup.mjs): the one file fetched before the dashboard shows.
    const [mainFile, mainOutput] = entryOutput('main');
    outputs = { ...outputs, [mainFile]: { ...mainOutput, bytes: await squeezeStartup(mainFile) } };
  }
  // Every dynamic import() of the app asks the boot script to modulepreload the chunk's static dependencies first
  // (esbuild does not emit them: without this each lazy chunk's imports were fetched only after it had arrived).
  await rewriteDynamicImports(outputs);
  // Both changed contents after esbuild had named the files: name each by its final content (assets are immutable).
  if (!dev) outputs = (await hashNames(outputs)).outputs;
  const mainFile = entryOutput('main')[0];
  const startup = preloadPlan(outputs, mainFile, mockApi);
  const headFor = (name, bootFile) => {
    const [file, output] = entryOutput(name);
    // The whole static closure of the entry, not only its direct imports: a chunk imported by a chunk was otherwise
    // requested one round trip later. In a build with the mock API, its chunk and their dependencies too, so the
    // demo API arrives with the app instead of after config.json (issue 12 point 1).
    const closure = name === 'main' ? [...startup.initial.filter((f) => f !== file), ...startup.mock] : staticClosure(outputs, file).filter((f) => f !== file);
    const preloads = closure.map((f) => `<link rel="modulepreload" href="${url(f)}" />`);
    const css = output.cssBundle ? [`<link rel="stylesheet" href="${url(output.cssBundle)}" />`] : [];
    // The UI font's latin file (theme/fonts.css.ts) is otherwise fetched only once the first text is laid out: at
    // 4 Mbit/s and 150 ms RTT the text then swapped from the fallback ~230 ms after the first paint; preloaded, it
    // arrives ~2.6 s before the first paint (which moves ~70 ms). Only the app's page shows text.
    const fonts = name === 'main' ? Object.keys(outputs).filter((f) => /-latin-wght-normal-\w+\.woff2$/.test(f)) : [];
    const fontPreloads = fonts.map((f) => `<link rel="preload" href="${url(f)}" as="font" type="font/woff2" crossorigin />`);
    // The icon sprite is otherwise requested only once the shell has rendered its first icon: at 4 Mbit/s and 150 ms
    // RTT the shell's icons then appeared ~280 ms after the shell; preloaded, they are drawn with it (the later
    // request from <use> is answered by the cache: the file is immutable). The app's page only.
    const spritePreloads = name === 'main' ? [`<link rel="preload" href="${sprite.url}" as="image" type="image/svg+xml" />`] : [];
    // The boot script (classic, render-blocking, a few KB) puts the user's scheme on <html> before the first paint, so
    // the static splash paints in it, and starts what the app will ask for first: config.json, the translation
    // catalog and the current address's section chunks (src/boot.ts). The app's page only; first, so that its
    // requests leave with the entry's instead of queueing behind them.
    const boot = name === 'main' ? [`<script src="${url(bootFile)}"></script>`] : [];
    return [...boot, ...css, ...fontPreloads, ...spritePreloads, `<script type="module" src="${url(file)}"></script>`, ...preloads].join('\n    ');
  };
  // The demo mock API runs in a module worker of its own build (src/mirage/worker.ts; its seeds are lazy chunks of it,
  // imported relative to the worker's file), which the boot script starts in parallel with the app's chunks. Not in a
  // build without the mock API.
  const worker = mockApi ? await buildMockWorker() : null;
  // A classic script (not a module: it runs before the first paint), hashed like the rest; it carries the chunk
  // plan of this build (which files each lazy chunk needs, which chunks each address opens) and the worker's URL.
  const boot = await esbuild.build({
    entryPoints: { boot: 'src/boot.ts' },
    bundle: true,
    format: 'iife',
    target,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    minify: !dev,
    legalComments: 'none',
    metafile: true,
    define: { __CHUNK_PLAN__: JSON.stringify(startup.plan), __MOCK_WORKER__: JSON.stringify(worker ? url(worker.entry) : null) },
    logLevel: 'warning',
  });
  const bootFile = Object.keys(boot.metafile.outputs).find((f) => f.endsWith('.js'));
  for (const [template, entry] of [['index.html', 'main'], ['silent-renew.html', 'silent-renew']]) {
    const html = await readFile(template, 'utf8');
    await writeFile(path.join(outDir, template), html.replace('<!-- build:head -->', headFor(entry, bootFile)));
  }
  await cp('public', outDir, { recursive: true });
  await mkdir(path.join(assetsDir, 'i18n'), { recursive: true });
  for (const locale of ['en-US', 'es-MX']) {
    await cp(`src/locales/${locale}/messages.json`, path.join(assetsDir, 'i18n', `${locale}.json`));
  }
  // A deployable default; the dev server serves its own, matching its ports.
  const { demoConfig } = await import('./.build/runtime-config.mjs');
  await writeFile(path.join(outDir, 'config.json'), `${JSON.stringify({ ...demoConfig('http://localhost:9090'), mockApi }, null, 2)}\n`);
  // Outside the served directory: the metafile names every source file and dependency version (issue 11 fault 7).
  const metaPath = metaPathFor(outDir);
  await mkdir(path.dirname(metaPath), { recursive: true });
  await writeFile(metaPath, JSON.stringify({ preact, mockApi, dev, metafile: { ...result.metafile, outputs: { ...outputs, ...worker?.outputs } }, worker: worker?.entry ?? null, merged: startupMerge.count, plan: startup.plan, mock: startup.mock, sprite: sprite.file }));
  // Read by the dev server, which lets a development build's page keep its inspector window (see server/headers.ts);
  // a production build has none (the server never serves it either way).
  if (dev) await writeFile(path.join(outDir, 'build.json'), `${JSON.stringify({ development: dev })}\n`);
}

/** The mock API's worker: its entry file and esbuild outputs (hashed by content, like the app's). */
async function buildMockWorker() {
  const built = await esbuild.build({
    entryPoints: { 'mock-worker': 'src/mirage/worker.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'mock-worker-[name]-[hash]',
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    legalComments: 'none',
    metafile: true,
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv), __MOCK_API__: 'true', __DEV__: String(dev) },
    // DOMPurify needs a DOM: in the worker the mock's sanitizer reads what the page sanitized (src/mirage/worker-sanitize.ts).
    plugins: [{ name: 'worker-sanitize', setup: (b) => b.onResolve({ filter: /\/views\/ui\/sanitize$/ }, () => ({ path: path.resolve('src/mirage/worker-sanitize.ts') })) }],
    logLevel: 'warning',
  });
  const outputs = built.metafile.outputs;
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/mirage/worker.ts');
  if (!entry) throw new Error('No output for the mock API worker');
  return { entry, outputs };
}

async function buildNode() {
  const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' };
  await esbuild.build({ ...common, entryPoints: ['src/config/runtime-config.ts'], outfile: '.build/runtime-config.mjs' });
  await esbuild.build({ ...common, entryPoints: ['server/main.ts'], outfile: '.build/server.mjs' });
}

const started = Date.now();
await buildNode();
await buildApp();
console.log(`Built ${dev ? 'development ' : ''}${preact ? 'preact/compat' : 'React'} app${mockApi ? '' : ' without the mock API'} into ${outDir}/ in ${Date.now() - started} ms`);
