// @vitest-environment node
// Issue 12 point 5: the JavaScript a returning user's browser fetches before the signed-in dashboard is visible (the
// entry, its static closure and the dashboard's chunks, as index.html and the boot script preload them), gzip.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, metaPathFor, sizes } from '../../scripts/bundle-report.mjs';

const KiB = 1024;
/**
 * The budgets this build is held to (a ratchet: today's figure and a little room). Issue 12 aims at 115 KiB (React) and
 * 60 KiB (preact/compat); lower these as the start-up bundle shrinks, never raise them to let a change in.
 */
const budgets = { react: 180 * KiB, preact: 120 * KiB } as const;

const build = (dir: string, ...args: string[]) =>
  execFileSync('node', ['build.mjs', ...args], { env: { ...process.env, DIST_DIR: dir }, stdio: 'pipe' });

describe('start-up bytes of a signed-in dashboard (esbuild metafile)', () => {
  let react: ReturnType<typeof bundleReport>;
  let preact: ReturnType<typeof bundleReport>;
  beforeAll(() => {
    build('.build/dist-test-budget-react');
    build('.build/dist-test-budget-preact', '--preact');
    react = bundleReport(metaPathFor('.build/dist-test-budget-react'));
    preact = bundleReport(metaPathFor('.build/dist-test-budget-preact'));
  }, 90_000);

  it(`React build: at most ${budgets.react / KiB} KiB gzip of JavaScript until the dashboard is visible`, () => {
    const { gzip } = sizes(react.dashboardFiles);
    expect(gzip).toBeGreaterThan(50 * KiB);
    expect(gzip).toBeLessThanOrEqual(budgets.react);
  });

  it(`preact/compat build: at most ${budgets.preact / KiB} KiB gzip`, () => {
    expect(preact.preact).toBe(true);
    const { gzip } = sizes(preact.dashboardFiles);
    expect(gzip).toBeGreaterThan(20 * KiB);
    expect(gzip).toBeLessThanOrEqual(budgets.preact);
  });

  it('the start-up holds no panel widget: Ark/zag, floating-ui and DOMPurify arrive with the panels, after the first paint', () => {
    for (const report of [react, preact]) {
      const inputs = report.dashboardFiles.flatMap((f) => Object.keys(report.outputs[f]!.inputs));
      expect(inputs.filter((i) => /node_modules\/(@ark-ui|@zag-js|@floating-ui|dompurify)\//.test(i))).toEqual([]);
      const later = report.afterPaint.flatMap((f) => Object.keys(report.outputs[f]!.inputs));
      expect(later.some((i) => i.includes('node_modules/@zag-js/'))).toBe(true);
    }
  });

  it('index.html preloads everything counted here, so it comes in one round trip after the HTML', () => {
    const html = readFileSync('.build/dist-test-budget-react/index.html', 'utf8');
    const { plan } = JSON.parse(readFileSync(metaPathFor('.build/dist-test-budget-react'), 'utf8')) as { plan: { routes: Record<string, string>; deps: Record<string, number[]>; files: string[] } };
    const preloaded = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
    const byBoot = new Set(plan.deps[plan.routes.dashboard!]!.map((i) => plan.files[i]));
    for (const f of [...react.dashboardFiles, ...react.mock]) {
      const name = f.split('/').pop()!;
      expect(preloaded.has(name) || byBoot.has(name), name).toBe(true);
    }
  });
});
