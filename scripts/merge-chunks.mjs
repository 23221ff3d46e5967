// Merges the start-up's chunks into one file after esbuild (issue 12 point 3: esbuild has no minChunkSize, and the
// start-up was 66 files, 27 of them under 1 KiB), then names every JS file by a hash of its final content.
//
// - `mergeStartupChunks`: the entry and the chunks of its static closure (not what another entry such as silent-renew
//   loads too) become one module, the entry's file, bundled again by esbuild from a virtual entry that imports the entry
//   and re-exports what other files import from each chunk under `$<n>_<name>`; every import of a merged chunk in any
//   other file points at the entry under those names. The merged set is closed under static imports (a static closure
//   minus another static closure), so no import cycle can appear between the merged file and the rest. (Issue 12
//   point 5: with the entry apart, its imports and the exports only it used were ~1.9 KiB gzip of the start-up.)
// - `hashNames`: the merge and the dynamic-import rewrite change files' contents, and assets are served as immutable,
//   so each JS file is renamed `<name>-<hash of its content>` with the references between files (static and dynamic
//   imports, the boot script's preload names) rewritten; files that import each other (dynamic imports form cycles)
//   share the hash of their group, so a name still changes whenever anything it loads changes.
// Both return the esbuild metafile's `outputs` as they are afterwards, for the chunk plan and the size reports.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { staticClosure } from './bundle-report.mjs';

const staticImport = /import\{([^}]*)\}from"\/assets\/([\w.-]+\.js)";?|import"\/assets\/([\w.-]+\.js)";?/g;
const alias = (n, name) => `$${n}_${name}`;

/** The merged set's files in the order the entry evaluates them (post-order of its static imports). */
function evaluationOrder(outputs, entry, members) {
  const order = [];
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f) || !outputs[f]) return;
    seen.add(f);
    for (const i of outputs[f].imports) if (i.kind === 'import-statement') visit(i.path);
    if (members.has(f)) order.push(f);
  };
  visit(entry);
  return order;
}

/**
 * Merges the entry and its static closure (without `keepApart`'s closures) into one file, the entry's: its imports of
 * the merged chunks become plain references inside one module, and it exports only what files outside it import (the
 * lazy chunks, the mock's), under `$<n>_<name>`. Returns the new outputs, the merged file's path (the entry's; null when
 * there was nothing to merge) and how many chunks it took in.
 */
export async function mergeStartupChunks(outputs, entryFile, keepApart = [], { target, minify = true } = {}) {
  const apart = new Set(keepApart.flatMap((f) => staticClosure(outputs, f)));
  const members = new Set(staticClosure(outputs, entryFile).filter((f) => f !== entryFile && !apart.has(f) && f.endsWith('.js')));
  const dynamicTargets = new Set(Object.values(outputs).flatMap((o) => o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)));
  // A chunk some code imports dynamically is a module of its own (its namespace is the import's result): keep it, and
  // what it loads, apart. (esbuild gives a dynamic import target its own entry chunk, so this is rare.)
  for (const f of [...members]) if (dynamicTargets.has(f)) for (const g of staticClosure(outputs, f)) members.delete(g);
  if (members.size < 1) return { outputs, merged: null, count: 0 };
  const dir = path.dirname(entryFile);
  const entryName = path.basename(entryFile);
  const order = evaluationOrder(outputs, entryFile, members);
  const index = new Map(order.map((f, n) => [path.basename(f), n]));
  // What the files outside the merge import from each merged chunk: only that is exported (the rest stays internal).
  const wanted = new Map(order.map((f) => [path.basename(f), new Set()]));
  const importers = Object.entries(outputs).filter(([f, o]) => f !== entryFile && !members.has(f) && f.endsWith('.js') && o.imports.some((i) => members.has(i.path)));
  const codeOf = new Map();
  for (const [f] of importers) {
    const code = await readFile(f, 'utf8');
    codeOf.set(f, code);
    for (const [, specifiers, from] of code.matchAll(staticImport)) {
      if (specifiers === undefined || !index.has(from)) continue;
      for (const s of specifiers.split(',')) wanted.get(from).add(s.split(' as ')[0]);
    }
  }
  const spec = (f) => JSON.stringify(`/assets/${path.basename(f)}`);
  const entryExports = outputs[entryFile].exports ?? [];
  // The entry first: its imports evaluate the merged chunks in their order, then its own code runs.
  const virtual = [
    entryExports.length > 0 ? `export { ${entryExports.join(', ')} } from ${spec(entryFile)};` : `import ${spec(entryFile)};`,
    ...order.map((f, n) => {
      const names = [...wanted.get(path.basename(f))];
      return names.length > 0 ? `export { ${names.map((name) => `${name} as ${alias(n, name)}`).join(', ')} } from ${spec(f)};` : '';
    }),
  ].join('\n');
  const bundled = await esbuild.build({
    stdin: { contents: virtual, resolveDir: dir, sourcefile: 'startup-merge.js', loader: 'js' },
    bundle: true,
    format: 'esm',
    target,
    minify,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'built-chunks',
        setup(build) {
          // The built files refer to each other as /assets/<name>: merged ones are read from disk, the rest stay imports.
          build.onResolve({ filter: /^\/assets\// }, (args) => {
            const name = args.path.slice('/assets/'.length);
            return index.has(name) || name === entryName ? { path: path.resolve(dir, name) } : { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const text = bundled.outputFiles[0].text;
  await writeFile(entryFile, text);
  // Every other file: its imports of merged chunks now import the entry, under the re-exported names.
  const next = {};
  for (const [f, o] of Object.entries(outputs)) {
    if (members.has(f) || f === entryFile) continue;
    let imports = o.imports;
    if (codeOf.has(f)) {
      const rewritten = codeOf.get(f).replace(staticImport, (whole, specifiers, from, bare) => {
        const name = from ?? bare;
        const n = index.get(name);
        if (n === undefined) return whole;
        if (bare !== undefined) return `import"/assets/${entryName}";`;
        const renamed = specifiers
          .split(',')
          .map((s) => {
            const [imported, local = imported] = s.split(' as ');
            return `${alias(n, imported)} as ${local}`;
          })
          .join(',');
        return `import{${renamed}}from"/assets/${entryName}";`;
      });
      await writeFile(f, rewritten);
      const seen = new Set();
      imports = o.imports
        .map((i) => (members.has(i.path) && i.kind === 'import-statement' ? { ...i, path: entryFile } : i))
        .filter((i) => (seen.has(`${i.kind}:${i.path}`) ? false : seen.add(`${i.kind}:${i.path}`)));
    }
    next[f] = { ...o, imports };
  }
  // The entry's metafile entry: its inputs and the merged chunks', the imports that leave it, what it exports.
  const inputs = {};
  for (const f of [...order, entryFile]) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[f].inputs)) {
      inputs[input] = { bytesInOutput: (inputs[input]?.bytesInOutput ?? 0) + bytesInOutput };
    }
  }
  const leaving = new Map();
  for (const f of [...order, entryFile]) for (const i of outputs[f].imports) if (!members.has(i.path) && i.path !== entryFile) leaving.set(`${i.kind}:${i.path}`, i);
  next[entryFile] = {
    ...outputs[entryFile],
    imports: [...leaving.values()],
    exports: [...entryExports, ...order.flatMap((f, n) => [...wanted.get(path.basename(f))].map((name) => alias(n, name)))],
    inputs,
    bytes: Buffer.byteLength(text),
  };
  for (const f of order) await rm(f, { force: true });
  return { outputs: next, merged: entryFile, count: order.length };
}

/** Strongly connected components of the reference graph, dependencies before their dependents (Tarjan). */
export function components(nodes, edges) {
  let counter = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const connect = (v) => {
    indexOf.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      result.push(group.sort());
    }
  };
  for (const v of nodes) if (!indexOf.has(v)) connect(v);
  return result;
}

const nameHash = (text) => createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();
const stem = (name) => name.replace(/-[A-Z0-9]{8}\.js$/, '');

/**
 * Renames every JS output `<stem>-<hash>.js` by its final content (and that of what it refers to); rewrites the
 * references. Returns the outputs under their new names and the map old -> new path.
 */
export async function hashNames(outputs) {
  const files = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const byName = new Map(files.map((f) => [path.basename(f), f]));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const reference = new RegExp(names.map((n) => n.replace(/[.$]/g, '\\$&')).join('|'), 'g');
  const code = new Map();
  for (const f of files) code.set(f, await readFile(f, 'utf8'));
  const edges = new Map(files.map((f) => [f, [...new Set([...code.get(f).matchAll(reference)].map((m) => byName.get(m[0])).filter((g) => g && g !== f))]]));
  const renamed = new Map();
  for (const group of components(files, edges)) {
    const inGroup = new Set(group);
    // References outside the group are final already; inside it they count by their stem for the group's hash (the
    // names esbuild gave depend on more than the contents; the lazy chunks import the entry, which loads them).
    const outward = (f) => code.get(f).replace(reference, (n) => (inGroup.has(byName.get(n)) ? stem(n) : path.basename(renamed.get(byName.get(n)) ?? byName.get(n))));
    const texts = group.map(outward);
    const groupHash = group.length > 1 ? nameHash(texts.join('\0')) : '';
    group.forEach((f, k) => renamed.set(f, path.join(path.dirname(f), `${stem(path.basename(f))}-${nameHash(texts[k] + groupHash)}.js`)));
  }
  const next = {};
  for (const f of files) {
    const text = code.get(f).replace(reference, (n) => path.basename(renamed.get(byName.get(n))));
    if (renamed.get(f) !== f) await rm(f, { force: true });
    await writeFile(renamed.get(f), text);
  }
  for (const [f, o] of Object.entries(outputs)) {
    const to = renamed.get(f) ?? f;
    next[to] = { ...o, imports: o.imports.map((i) => ({ ...i, path: renamed.get(i.path) ?? i.path })) };
  }
  return { outputs: next, renamed };
}
