// @vitest-environment node
// Issue 14: the demo areas load only when opened. The start-up chunks (the entry, its static closure and the
// dashboard's) hold no demo data, no demo screen or machine and no icon library beyond the app's own icons; each demo
// section and the icon catalogue page are lazy chunks of their own.
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, chunkFor, inputsOf, metaPathFor } from '../../scripts/bundle-report.mjs';
import { sharedBuild } from './shared-build';

describe('demo areas in the bundle (esbuild metafile)', () => {
  let report: ReturnType<typeof bundleReport>;
  beforeAll(() => {
    report = bundleReport(metaPathFor(sharedBuild('demo')));
  }, 180_000); // may wait for the other files' shared builds (tests/build/shared-build.ts)

  it('the start-up chunks hold no demo data, screen, machine or whole icon set', () => {
    const startup = inputsOf(report.outputs, report.dashboardFiles);
    expect(startup.filter((i) => i.startsWith('src/mirage/demo/'))).toEqual([]);
    expect(startup.filter((i) => /^src\/(views|machines)\/demo\/[^/]+\//.test(i))).toEqual([]);
    expect(startup.filter((i) => i === 'src/views/demo/demo-section.tsx')).toEqual([]);
    expect(startup.filter((i) => /^src\/views\/sections\/(dashboards|apps|ui|docs)-section\.tsx$/.test(i))).toEqual([]);
    // The app draws single Heroicons files; the catalogue's whole-set index modules come only with its page.
    const wholeSet = (i: string) => /@heroicons\/react\/(24|20)\/(outline|solid)\/(esm\/)?index\.js$/.test(i);
    expect(startup.filter(wholeSet)).toEqual([]);
    // ...and they are in the build, so this check can fail.
    const all = Object.keys(report.outputs).flatMap((f) => inputsOf(report.outputs, [f]));
    expect(all.filter(wholeSet).length).toBeGreaterThanOrEqual(3);
  });

  it('each demo section and the icon catalogue page are lazy chunks of their own', () => {
    for (const source of ['dashboards', 'apps', 'ui', 'docs'].map((s) => `src/views/sections/${s}-section.tsx`).concat('src/views/demo/icons/icons-page.tsx')) {
      const chunk = chunkFor(report.outputs, source);
      expect(chunk, source).toBeDefined();
      expect(report.dashboardFiles, source).not.toContain(chunk);
    }
    // The page's code is not in its section's chunk (it loads when the page opens).
    const ui = chunkFor(report.outputs, 'src/views/sections/ui-section.tsx')!;
    expect(inputsOf(report.outputs, [ui])).not.toContain('src/views/demo/icons/icons-page.tsx');
  });
});
