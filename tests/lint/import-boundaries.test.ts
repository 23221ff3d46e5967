// @vitest-environment node
/**
 * Import boundaries of the app (STYLE §1 and §12; issue 8 "architecture"): machines never import React, views or
 * UI libraries; the pure rules in src/domain import nothing of the app's layers; a section never imports another
 * section; the kit never imports a section; and there is no import cycle in app code. Only value imports count
 * for cycles (`import type` is erased) and dynamic `import()` is how lazy chunks are made, so it is allowed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');

interface Import {
  specifier: string;
  typeOnly: boolean;
  /** Resolved file for a relative import, else null (a package). */
  resolved: string | null;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : walk(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** Static imports and re-exports (`import … from`, `import '…'`, `export … from`); not dynamic `import()`. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): Import[] {
  const found: Import[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) {
    const typeOnly = match[2] !== undefined || /^\s*\{[^}]*\}\s+from\s+$/.test(match[3] ?? '') && /^\{\s*(type\s+\w+\s*,?\s*)+\}/.test((match[3] ?? '').trim());
    found.push({ specifier: match[4]!, typeOnly: Boolean(typeOnly), resolved: resolve(file, match[4]!) });
  }
  return found;
}

const files = walk(src);
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
const graph = new Map(files.map((file) => [file, importsOf(file)]));

const under = (file: string | null, folder: string) => file !== null && rel(file).startsWith(`${folder}/`);
const sectionOf = (file: string): string | null => /^src\/(?:machines|views)\/sections\/([^/]+)\//.exec(rel(file))?.[1] ?? null;

function violations(predicate: (file: string, imp: Import) => boolean): string[] {
  const out: string[] = [];
  for (const [file, imports] of graph) for (const imp of imports) if (predicate(file, imp)) out.push(`${rel(file)} -> ${imp.specifier}`);
  return out;
}

const uiPackages = /^(react|react-dom|react\/.*|react-dom\/.*|@xstate\/react|@ark-ui\/.*|@vanilla-extract\/.*|@heroicons\/.*|@tanstack\/react-.*|wouter)$/;

describe('import boundaries', () => {
  it('machines import no React, no UI library and no view', () => {
    const bad = violations(
      (file, imp) =>
        under(file, 'src/machines') && (uiPackages.test(imp.specifier) || under(imp.resolved, 'src/views') || /\.tsx$/.test(imp.resolved ?? '')),
    );
    expect(bad).toEqual([]);
  });

  it('the pure rules (src/domain) import nothing of the app layers, Mirage or a UI library', () => {
    const bad = violations(
      (file, imp) =>
        under(file, 'src/domain') &&
        (imp.resolved !== null ? !under(imp.resolved, 'src/domain') : /^(miragejs|react|@)/.test(imp.specifier)),
    );
    expect(bad).toEqual([]);
  });

  it('XState in src/domain is only the lifecycle statecharts (`*-lifecycle.ts`), run by the UI and the services alike', () => {
    const bad = violations((file, imp) => under(file, 'src/domain') && imp.resolved === null && /^xstate/.test(imp.specifier) && !file.endsWith('-lifecycle.ts'));
    expect(bad).toEqual([]);
  });

  it('app code does not import the mock (it is loaded lazily with import())', () => {
    const bad = violations((file, imp) => !under(file, 'src/mirage') && under(imp.resolved, 'src/mirage') && !imp.typeOnly);
    expect(bad).toEqual([]);
  });

  it('a section never imports another section, and the kit never imports a section', () => {
    const bad = violations((file, imp) => {
      if (imp.resolved === null) return false;
      const from = sectionOf(file);
      const to = sectionOf(imp.resolved);
      if (to === null) return false;
      if (under(file, 'src/machines/kit') || under(file, 'src/views/kit')) return true;
      return from !== null && from !== to;
    });
    expect(bad).toEqual([]);
  });

  it('there is no import cycle in app code (value imports)', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'visiting');
      stack.push(file);
      for (const imp of graph.get(file) ?? []) {
        if (imp.typeOnly || imp.resolved === null || !graph.has(imp.resolved)) continue;
        const next = imp.resolved;
        if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('the scanner sees what it must (self-check on made-up sources)', () => {
    const fake = path.join(src, 'machines', 'x.ts');
    const found = importsOf(
      fake,
      [
        "import { a } from './a';",
        "import type { B } from './b';",
        "import { type C } from './c';",
        "export { d } from '../views/d';",
        "import 'react';",
        "const lazy = () => import('./lazy');",
      ].join('\n'),
    );
    expect(found.map((f) => [f.specifier, f.typeOnly])).toEqual([
      ['./a', false],
      ['./b', true],
      ['./c', true],
      ['../views/d', false],
      ['react', false],
    ]);
  });
});
