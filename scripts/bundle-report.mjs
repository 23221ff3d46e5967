// Reads an esbuild metafile (.build/meta/<dist dir>.json, see metaPathFor) and tells what the browser loads when.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Where build.mjs writes the esbuild metafile of a build into `distDir`: under .build/, never inside the served
 * directory (it names every source file and dependency version; issue 11 fault 7).
 */
export const metaPathFor = (distDir = 'dist') => path.join('.build', 'meta', `${path.basename(path.resolve(distDir))}.json`);

/** Outputs reachable from `file` through static imports (what loads with it). */
export function staticClosure(outputs, file) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f) || !outputs[f]) return;
    seen.add(f);
    for (const i of outputs[f].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(file);
  return [...seen];
}

export const entryFile = (outputs, name) =>
  Object.keys(outputs).find((f) => outputs[f].entryPoint && path.basename(outputs[f].entryPoint).startsWith(name) && f.endsWith('.js'));

/** The lazy chunk whose entry point is the given source file. */
export const chunkFor = (outputs, source) => Object.keys(outputs).find((f) => outputs[f].entryPoint === source && f.endsWith('.js'));

export function sizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buffer = readFileSync(f);
    raw += buffer.length;
    gzip += gzipSync(buffer, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** Source files (inputs) that end up in the given outputs. */
export const inputsOf = (outputs, files) => files.flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));

/** The icon sprite of a build (scripts/icon-sprite.mjs; preloaded by index.html), or null for a build without one. */
export function iconSpriteOf(metaPath = metaPathFor('dist')) {
  return JSON.parse(readFileSync(metaPath, 'utf8')).sprite ?? null;
}

export function bundleReport(metaPath = metaPathFor('dist')) {
  const { metafile, preact, mockApi, worker: workerEntry = null } = JSON.parse(readFileSync(metaPath, 'utf8'));
  const outputs = metafile.outputs;
  const main = entryFile(outputs, 'main');
  const initial = staticClosure(outputs, main);
  const css = outputs[main].cssBundle ? [outputs[main].cssBundle] : [];
  const dashboard = chunkFor(outputs, 'src/views/sections/dashboard-section.tsx');
  const dashboardFiles = [...new Set([...initial, ...staticClosure(outputs, dashboard)])];
  // The demo mock API (Mirage, its services and seeds) runs in a worker of its own build, started by the boot script
  // in parallel with the app's chunks (build.mjs): its entry file and what it loads statically.
  const mirage = workerEntry && outputs[workerEntry] ? workerEntry : undefined;
  const worker = mirage ? staticClosure(outputs, mirage) : [];
  // What index.html preloads for the mock API (build.mjs, scripts/chunk-plan.mjs): the page's bridge to the worker.
  const client = chunkFor(outputs, 'src/mirage/bridge.ts');
  const mock = client && mockApi ? staticClosure(outputs, client).filter((f) => !dashboardFiles.includes(f)) : [];
  // Rendered by the shell as soon as it paints (the top bar's menus and panels), fetched after the dashboard is visible.
  const afterPaint = [
    ...new Set(
      ['src/views/shell/top-bar.tsx', 'src/views/top-bar/inbox-panel.tsx', 'src/views/shortcuts/shortcuts-popover.tsx']
        .map((source) => chunkFor(outputs, source))
        .filter(Boolean)
        .flatMap((f) => staticClosure(outputs, f))
        .filter((f) => !dashboardFiles.includes(f) && !mock.includes(f)),
    ),
  ];
  const lazy = Object.keys(outputs)
    .filter((f) => f.endsWith('.js') && !dashboardFiles.includes(f) && !worker.includes(f))
    .map((f) => ({ file: f, entryPoint: outputs[f].entryPoint ?? null, ...sizes([f]) }));
  return { preact, mockApi, outputs, main, initial, css, dashboardFiles, mirage, mock, worker, afterPaint, lazy };
}
