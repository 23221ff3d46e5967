// The start-up plan of a build, derived from the esbuild metafile (never a hand-written list, so sections added
// later are covered): what index.html preloads, which files each lazy chunk needs, which chunks an address opens.
// Used by build.mjs; read back by scripts/bundle-report.mjs and tests/build.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { staticClosure } from './bundle-report.mjs';

const sectionEntry = /^src\/views\/sections\/([\w-]+)-section\.tsx$/;
const pageEntry = /^src\/views\/sections\/([\w-]+)\/[\w-]+\.tsx$/;
// A demo screen (issue 14): src/views/demo/<area>/<x>-page.tsx. Its addresses are the segments its section file gives it
// (`'e-commerce': lazySection(() => import('../demo/ecommerce/ecommerce-page'))`, or one page for several segments
// through a const); a page the section's source does not name is opened at /<section>/<x> (/apps/help-center).
const demoPageEntry = /^src\/views\/demo\/(?:[\w-]+\/)+([\w-]+)-page\.tsx$/;
const lazyImport = String.raw`lazySection\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)\s*\)`;

/**
 * The page module of each segment in a demo section's source: `key: lazySection(() => import('p'))`, or `key: Name`
 * with `const Name = lazySection(() => import('p'))`. Keys may be quoted; anything else is ignored.
 */
export function demoPageImports(source) {
  const named = new Map([...source.matchAll(new RegExp(String.raw`const\s+(\w+)\s*=\s*${lazyImport}`, 'g'))].map((m) => [m[1], m[2]]));
  const pages = {};
  for (const m of source.matchAll(new RegExp(String.raw`^\s*(?:'([\w-]+)'|([\w-]+))\s*:\s*(?:${lazyImport}|(\w+))\s*,?\s*$`, 'gm'))) {
    const target = m[3] ?? named.get(m[4]);
    if (target) pages[m[1] ?? m[2]] = target;
  }
  return pages;
}

/** Where the demo sections' table lives (its `base` per section id), read for the sections' addresses. */
const demoRoutesFile = 'src/config/demo-routes.ts';

/**
 * The base address of a demo section (`/ui/icons`), from its source's `s.id === 'demo.icons'` and that id's `base` in
 * the demo routes' table; null when either is missing.
 */
export function demoSectionBase(sectionSource, routesSource) {
  const id = /\bs\.id === '([\w.-]+)'/.exec(sectionSource)?.[1];
  if (!id) return null;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`id: '${escaped}',[^}]*?base: '(/[^']*)'`).exec(routesSource)?.[1] ?? null;
}

const readSource = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** The address segment a lazily imported page answers under its section, and whether it is a business page. */
const pageOf = (entryPoint) => {
  const section = pageEntry.exec(entryPoint)?.[1];
  if (section) return { segment: section, demo: false };
  const demo = demoPageEntry.exec(entryPoint)?.[1];
  return demo ? { segment: demo, demo: true } : undefined;
};
/** The page's side of the demo mock API (its bridge to the worker, src/mirage/worker.ts, that holds Mirage). */
const mockEntry = 'src/mirage/bridge.ts';

/**
 * - `initial`: the entry and its static closure (modulepreloaded by index.html).
 * - `mock`: the mock API's page-side chunk (its bridge to the worker) and its static closure outside `initial`
 *   (modulepreloaded in a build with it).
 * - `plan.files` / `plan.deps`: for every target of a dynamic import, the indices of the files it needs (itself and
 *   its static closure) that are not in `initial`.
 * - `plan.routes`: the chunk an address opens: `dashboard` for the section of /dashboard, `admin/customers` for the
 *   page under /admin/customers (a section's dynamic import of `sections/<folder>/…`), `config/` for the only page of
 *   a section whose index is that page; `apps/help-center` for a demo screen (`src/views/demo/<area>/help-center-page.tsx`)
 *   imported by a demo section: keyed by the segments the section file gives it (`dashboards/project` … for one page
 *   serving four, `apps/e-commerce` for `ecommerce-page.tsx`), else by its file name without `-page`; a demo section's
 *   index is its own landing page, never its only page, so demo pages get no `section/` key.
 */
export function preloadPlan(outputs, mainFile, mockApi, sourceOf = readSource) {
  const initial = staticClosure(outputs, mainFile);
  const inInitial = new Set(initial);
  const jsFiles = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const targets = new Set(jsFiles.flatMap((f) => outputs[f].imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)));
  const files = [];
  const indexOf = new Map();
  const index = (f) => {
    const name = path.basename(f);
    if (!indexOf.has(name)) {
      indexOf.set(name, files.length);
      files.push(name);
    }
    return indexOf.get(name);
  };
  const deps = {};
  for (const target of [...targets].sort()) {
    if (inInitial.has(target) || !outputs[target]) continue;
    deps[path.basename(target)] = staticClosure(outputs, target).filter((f) => !inInitial.has(f)).map(index);
  }
  const routes = {};
  for (const f of jsFiles) {
    const section = sectionEntry.exec(outputs[f].entryPoint ?? '')?.[1];
    if (!section) continue;
    routes[section] = path.basename(f);
    const pages = outputs[f].imports
      .filter((i) => i.kind === 'dynamic-import')
      .map((i) => ({ file: i.path, ...pageOf(outputs[i.path]?.entryPoint ?? '') }))
      .filter((p) => p.segment);
    // A demo page's segments as its section file names them, under the section's base (`/ui/icons/feather` opens at
    // `ui/icons`); by its file name when the source does not name it.
    const source = sourceOf(outputs[f].entryPoint);
    const below = (demoSectionBase(source, sourceOf(demoRoutesFile)) ?? `/${section}`).split('/').filter(Boolean).slice(1);
    const named = Object.entries(demoPageImports(source)).map(([segment, spec]) => ({
      segment: [...below, segment][0],
      module: path.posix.join(path.posix.dirname(outputs[f].entryPoint), spec),
    }));
    for (const page of pages) {
      const entry = outputs[page.file].entryPoint.replace(/\.tsx?$/, '');
      const segments = page.demo ? [...new Set(named.filter((n) => n.module === entry).map((n) => n.segment))] : [];
      for (const segment of segments.length > 0 ? segments : [page.segment]) routes[`${section}/${segment}`] = path.basename(page.file);
    }
    if (pages.length === 1 && !pages[0].demo) routes[`${section}/`] = path.basename(pages[0].file);
  }
  const mirage = mockApi ? jsFiles.find((f) => outputs[f].entryPoint === mockEntry) : undefined;
  const mock = mirage ? staticClosure(outputs, mirage).filter((f) => !inInitial.has(f)) : [];
  return { initial, mock, plan: { files, deps, routes } };
}

/** `import("/assets/x.js")` in the built code becomes `(globalThis.__pl?.("x.js"),import("/assets/x.js"))`. */
export const dynamicImport = /\bimport\("\/assets\/([\w.-]+\.js)"\)/g;

/**
 * Rewrites every dynamic import of the built JS so that it first asks the boot script (`__pl`, src/boot.ts) to
 * modulepreload the target's dependencies. The change is a pure function of the file's content (the target's name
 * carries the hash of its own imports), so a file's hashed name still names exactly one content.
 */
export async function rewriteDynamicImports(outputs) {
  for (const f of Object.keys(outputs).filter((o) => o.endsWith('.js'))) {
    const text = await readFile(f, 'utf8');
    const rewritten = text.replace(dynamicImport, (_, name) => `(globalThis.__pl?.(${JSON.stringify(name)}),import("/assets/${name}"))`);
    if (rewritten !== text) await writeFile(f, rewritten);
  }
}
