// @vitest-environment node
// Issue 12 point 3: the post-pass that merges the start-up's chunks into one file and names every file by its final
// content (scripts/merge-chunks.mjs), on a small app built by esbuild here: the merged program behaves exactly as the
// split one (same results, same evaluation order, lazy chunks still load), the start-up becomes the entry and one
// file, another entry's chunks stay apart, and names follow contents (also across a dynamic-import cycle).
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { components, hashNames, mergeStartupChunks } from '../../scripts/merge-chunks.mjs';
import { staticClosure } from '../../scripts/bundle-report.mjs';

type Outputs = Record<string, { imports: { path: string; kind: string }[]; exports: string[]; entryPoint?: string; inputs: Record<string, { bytesInOutput: number }>; bytes: number }>;

const sources: Record<string, string> = {
  'log.js': `export const log = []; export const note = (m) => { log.push(m); return m; };`,
  'a.js': `import { note } from './log.js'; note('a'); export const a = (x) => x + 1; export const unusedA = () => 'never';`,
  'b.js': `import { note } from './log.js'; import { a } from './a.js'; note('b'); export const b = (x) => a(x) * 2;`,
  'c.js': `import { note } from './log.js'; note('c'); export const c = 'c';`,
  'auth.js': `import { note } from './log.js'; note('auth'); export const token = () => 'tok';`,
  'main.js': `import { b } from './b.js'; import { c } from './c.js'; import { token } from './auth.js'; import { log } from './log.js';
    export const run = async () => { const lazy = await import('./lazy.js'); const other = await import('./other.js'); return { b: b(1), c, token: token(), lazy: lazy.value(), other: await other.value(), log: [...log] }; };`,
  'lazy.js': `import { a } from './a.js'; import { c } from './c.js'; export const value = () => a(10) + c;`,
  'other.js': `import { b } from './b.js'; export const value = async () => { const back = await import('./lazy.js'); return b(2) + back.value(); };`,
  'renew.js': `import { token } from './auth.js'; export const renew = () => token();`,
};

async function buildFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'merge-chunks-'));
  const src = path.join(dir, 'src');
  mkdirSync(src);
  for (const [name, text] of Object.entries(sources)) writeFileSync(path.join(src, name), text);
  const out = path.join(dir, 'assets');
  const result = await esbuild.build({
    entryPoints: { main: path.join(src, 'main.js'), renew: path.join(src, 'renew.js') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: out,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    publicPath: '/assets',
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  const rel = (f: string) => path.join(dir, path.relative(dir, path.resolve(f)));
  const outputs: Outputs = {};
  for (const [f, o] of Object.entries(result.metafile.outputs)) outputs[rel(f)] = { ...o, imports: o.imports.map((i) => ({ ...i, path: rel(i.path) })) } as Outputs[string];
  const entry = (name: string) => Object.keys(outputs).find((f) => path.basename(f).startsWith(`${name}-`) && f.endsWith('.js'))!;
  return { dir, out, outputs, entry };
}

/** Runs the built main entry in Node: the built files import each other as /assets/<name>, which Node reads as ./<name>. */
async function run(out: string, mainFile: string) {
  const copy = mkdtempSync(path.join(tmpdir(), 'merge-run-'));
  for (const f of readdirSync(out)) writeFileSync(path.join(copy, f), readFileSync(path.join(out, f), 'utf8').replaceAll('"/assets/', '"./'));
  const mod = (await import(pathToFileURL(path.join(copy, path.basename(mainFile))).href)) as { run: () => Promise<unknown> };
  return mod.run();
}

describe('merging the start-up chunks', () => {
  it('the merged program gives the same results in the same evaluation order, and lazy chunks still load', async () => {
    const split = await buildFixture();
    const before = await run(split.out, split.entry('main'));
    expect(before).toMatchObject({ b: 4, c: 'c', token: 'tok', lazy: '11c' });

    const fx = await buildFixture();
    const startFiles = staticClosure(fx.outputs, fx.entry('main'));
    expect(startFiles.length).toBeGreaterThan(2);
    const { outputs, merged, count } = await mergeStartupChunks(fx.outputs, fx.entry('main'), [fx.entry('renew')]);
    expect(merged).not.toBeNull();
    expect(count).toBeGreaterThanOrEqual(2);
    const after = await run(fx.out, fx.entry('main'));
    expect(after).toEqual(before);

    // The start-up is the entry (the merged file) and what the other entry loads too (kept apart).
    const closure = staticClosure(outputs as Outputs, fx.entry('main'));
    const renewClosure = staticClosure(outputs as Outputs, fx.entry('renew'));
    expect(merged).toBe(fx.entry('main'));
    expect(renewClosure).not.toContain(merged);
    expect(closure.filter((f) => f !== merged).every((f) => renewClosure.includes(f))).toBe(true);
    // It exports the entry's own exports and what other files import from it (lazy.js: a and c; other.js: b).
    const exported = (outputs as Outputs)[merged!]!.exports;
    expect(exported).toContain('run');
    expect(exported.filter((name) => name.startsWith('$'))).toHaveLength(3);
    // The merged chunks are gone from disk and from the metafile; their inputs are the merged file's.
    for (const f of startFiles) if (f !== fx.entry('main') && !renewClosure.includes(f)) expect(readdirSync(fx.out)).not.toContain(path.basename(f));
    expect(Object.keys((outputs as Outputs)[merged!]!.inputs).some((i) => i.endsWith('src/b.js'))).toBe(true);
  });

  it('names follow contents: renamed files keep working, and a change in a dependency renames its importers', async () => {
    const fx = await buildFixture();
    const before = await run(fx.out, fx.entry('main'));
    const merged = await mergeStartupChunks(fx.outputs, fx.entry('main'), [fx.entry('renew')]);
    const first = await hashNames(merged.outputs);
    const mainAfter = [...first.renamed.values()].find((f) => path.basename(f).startsWith('main-'))!;
    expect(await run(fx.out, mainAfter)).toEqual(before);
    // Every reference in the files names an existing file.
    const files = new Set(readdirSync(fx.out));
    for (const f of files) for (const m of readFileSync(path.join(fx.out, f), 'utf8').matchAll(/"\/assets\/([\w.-]+\.js)"/g)) expect(files.has(m[1]!), `${f} -> ${m[1]}`).toBe(true);

    // The same build named twice gives the same names (deterministic); a changed lazy chunk renames the files that
    // load it (other.js imports lazy.js dynamically, and main imports both).
    const again = await buildFixture();
    const againMerged = await mergeStartupChunks(again.outputs, again.entry('main'), [again.entry('renew')]);
    const byStem = (m: Map<string, string>) => new Set([...m.values()].map((f) => path.basename(f)));
    expect(byStem((await hashNames(againMerged.outputs)).renamed)).toEqual(byStem(first.renamed));
    const changed = await buildFixture();
    const changedLazy = Object.keys(changed.outputs).find((f) => changed.outputs[f]!.entryPoint?.endsWith('lazy.js'))!;
    writeFileSync(changedLazy, `${readFileSync(changedLazy, 'utf8')}\n// changed`);
    const changedMerged = await mergeStartupChunks(changed.outputs, changed.entry('main'), [changed.entry('renew')]);
    const names = byStem((await hashNames(changedMerged.outputs)).renamed);
    const mainName = (s: Set<string>) => [...s].find((n) => n.startsWith('main-'));
    const otherName = (s: Set<string>) => [...s].find((n) => n.startsWith('other-'));
    expect(mainName(names)).not.toBe(mainName(byStem(first.renamed)));
    expect(otherName(names)).not.toBe(otherName(byStem(first.renamed)));
  });

  it('groups files that refer to each other (Tarjan), dependencies first', () => {
    const edges = new Map([
      ['main', ['x', 'lazy']],
      ['lazy', ['other']],
      ['other', ['lazy', 'y']],
      ['x', ['y']],
      ['y', []],
    ]);
    const groups = components(['main', 'lazy', 'other', 'x', 'y'], edges);
    expect(groups).toContainEqual(['lazy', 'other']);
    const at = (name: string) => groups.findIndex((g: string[]) => g.includes(name));
    expect(at('y')).toBeLessThan(at('x'));
    expect(at('y')).toBeLessThan(at('other'));
    expect(at('lazy')).toBeLessThan(at('main'));
    expect(at('x')).toBeLessThan(at('main'));
  });
});
