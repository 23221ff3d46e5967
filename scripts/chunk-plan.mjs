// The start-up plan of a build, derived from the esbuild metafile (never a hand-written list, so sections added
// later are covered): what index.html preloads, which files each lazy chunk needs, which chunks an address opens.
// Used by build.mjs; read back by scripts/bundle-report.mjs and tests/build.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { staticClosure } from './bundle-report.mjs';

const sectionEntry = /^src\/views\/sections\/([\w-]+)-section\.tsx$/;
const pageEntry = /^src\/views\/sections\/([\w-]+)\/[\w-]+\.tsx$/;
// A demo screen (issue 14): src/views/demo/<area>/<x>-page.tsx, opened at /<section>/<x> (/apps/help-center, /ui/icons).
const demoPageEntry = /^src\/views\/demo\/(?:[\w-]+\/)+([\w-]+)-page\.tsx$/;

/** The address segment a lazily imported page answers under its section, and whether it is a business page. */
const pageOf = (entryPoint) => {
  const section = pageEntry.exec(entryPoint)?.[1];
  if (section) return { segment: section, demo: false };
  const demo = demoPageEntry.exec(entryPoint)?.[1];
  return demo ? { segment: demo, demo: true } : undefined;
};
const mockEntry = 'src/mirage/index.ts';

/**
 * - `initial`: the entry and its static closure (modulepreloaded by index.html).
 * - `mock`: the mock API's chunk and its static closure outside `initial` (modulepreloaded in a build with it).
 * - `plan.files` / `plan.deps`: for every target of a dynamic import, the indices of the files it needs (itself and
 *   its static closure) that are not in `initial`.
 * - `plan.routes`: the chunk an address opens: `dashboard` for the section of /dashboard, `admin/customers` for the
 *   page under /admin/customers (a section's dynamic import of `sections/<folder>/…`), `config/` for the only page of
 *   a section whose index is that page; `apps/help-center` for a demo screen (`src/views/demo/<area>/help-center-page.tsx`)
 *   imported by a demo section: its key is the file's name without `-page` (a demo section's index is its own landing
 *   page, never its only page, so demo pages get no `section/` key).
 */
export function preloadPlan(outputs, mainFile, mockApi) {
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
    for (const page of pages) routes[`${section}/${page.segment}`] = path.basename(page.file);
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
