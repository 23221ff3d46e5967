// @vitest-environment node
// The start-up file's second minification (scripts/squeeze-startup.mjs, issue 12 point 5): smaller, and still the module
// the rest of the build expects (its export names, and its import("/assets/…") calls, which scripts/chunk-plan.mjs rewrites).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dynamicImport } from '../../scripts/chunk-plan.mjs';
import { squeezeStartup } from '../../scripts/squeeze-startup.mjs';

describe('squeezeStartup', () => {
  it('keeps the export names and the dynamic imports, and takes bytes off', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'squeeze-')), 'main.js');
    const source = [
      'function longHelperName(firstArgument, secondArgument) { const intermediateResult = firstArgument + secondArgument; return intermediateResult * 2; }',
      'const unusedButKeptByNothing = 42;',
      'const loadSection = () => import("/assets/dashboard-section-ABC123.js");',
      'export { longHelperName as a1, loadSection as b2 };',
    ].join('\n');
    writeFileSync(file, source);
    const bytes = await squeezeStartup(file);
    const out = readFileSync(file, 'utf8');
    expect(bytes).toBe(Buffer.byteLength(out));
    expect(bytes).toBeLessThan(Buffer.byteLength(source));
    expect(out).not.toContain('unusedButKeptByNothing');
    expect([...out.matchAll(dynamicImport)].map((m) => m[1])).toEqual(['dashboard-section-ABC123.js']);
    const mod = (await import(`data:text/javascript,${encodeURIComponent(out.replace(/import\("[^"]+"\)/, 'Promise.resolve("x")'))}`)) as Record<string, unknown>;
    expect(Object.keys(mod).sort()).toEqual(['a1', 'b2']);
    expect((mod.a1 as (a: number, b: number) => number)(2, 3)).toBe(10);
  });
});
