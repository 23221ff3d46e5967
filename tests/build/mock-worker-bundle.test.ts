// @vitest-environment node
// Issue 12 (the page's JS heap): the demo mock API (Mirage, its services and seeds) is a worker of its own, started by
// the boot script; the page's start-up and the mock's page-side chunk (the bridge) hold none of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, chunkFor, inputsOf, metaPathFor } from '../../scripts/bundle-report.mjs';
import { sharedBuild } from './shared-build';

const bootOf = (dir: string) => readFileSync(path.join(dir, 'assets', readdirSync(path.join(dir, 'assets')).find((f) => /^boot-[\w]+\.js$/.test(f))!), 'utf8');

describe('the mock API worker in the build', () => {
  let demo: ReturnType<typeof bundleReport>;
  let real: ReturnType<typeof bundleReport>;
  let dev: ReturnType<typeof bundleReport>;
  let demoDir: string;
  let realDir: string;
  let devDir: string;
  beforeAll(() => {
    demoDir = sharedBuild('demo');
    realDir = sharedBuild('real');
    devDir = sharedBuild('dev');
    demo = bundleReport(metaPathFor(demoDir));
    real = bundleReport(metaPathFor(realDir));
    dev = bundleReport(metaPathFor(devDir));
  }, 180_000); // may wait for the other files' shared builds (tests/build/shared-build.ts)

  it('the worker file exists, holds Mirage and the services, and the boot script starts exactly it', () => {
    expect(demo.mirage).toMatch(/\/assets\/mock-worker-[A-Z0-9]{8}\.js$/);
    expect(existsSync(demo.mirage!)).toBe(true);
    const inputs = inputsOf(demo.outputs, demo.worker);
    expect(inputs.some((i) => i.includes('node_modules/miragejs/'))).toBe(true);
    expect(inputs).toContain('src/mirage/index.ts');
    expect(inputs).toContain('src/mirage/worker.ts');
    expect(bootOf(demoDir)).toContain(`"/assets/${path.basename(demo.mirage!)}"`);
    // DOMPurify needs a DOM: the worker's sanitizer is the page-fed one (src/mirage/worker-sanitize.ts).
    const workerInputs = inputsOf(demo.outputs, Object.keys(demo.outputs).filter((f) => path.basename(f).startsWith('mock-worker-')));
    expect(workerInputs).toContain('src/mirage/worker-sanitize.ts');
    expect(workerInputs.filter((i) => i.includes('dompurify') || i === 'src/views/ui/sanitize.ts')).toEqual([]);
    // Its seeds load inside the worker on first use: lazy chunks of its own, imported relative to the worker's file.
    const seeds = Object.keys(demo.outputs).filter((f) => inputsOf(demo.outputs, [f]).some((i) => /^src\/mirage\/services\/seeds\/[\w-]+\.seed\.ts$/.test(i)));
    expect(seeds.length).toBeGreaterThan(0);
    for (const seed of seeds) {
      expect(demo.worker).not.toContain(seed);
      expect(path.basename(seed)).toMatch(/^mock-worker-/);
    }
    expect(readFileSync(demo.mirage!, 'utf8')).toMatch(/import\("\.\/mock-worker-[\w.-]+\.js"\)/);
  });

  it('the start-up closure and the preloaded bridge hold no Mirage, no service and no seed', () => {
    const startup = inputsOf(demo.outputs, [...demo.dashboardFiles, ...demo.mock]);
    expect(startup.filter((i) => i.includes('node_modules/miragejs') || i.includes('node_modules/pretender'))).toEqual([]);
    expect(startup.filter((i) => i.startsWith('src/mirage/')).sort()).toEqual(['src/mirage/bridge-protocol.ts', 'src/mirage/bridge.ts']);
    // The bridge is the only mock code of the page, and it is small.
    const bridge = chunkFor(demo.outputs, 'src/mirage/bridge.ts')!;
    expect(demo.mock).toContain(bridge);
    expect(demo.dashboardFiles).not.toContain(bridge);
    expect(readFileSync(bridge).length).toBeLessThan(8 * 1024);
    // No page chunk at all holds Mirage (only the worker's files do).
    const pageFiles = Object.keys(demo.outputs).filter((f) => f.endsWith('.js') && !path.basename(f).startsWith('mock-worker-'));
    expect(inputsOf(demo.outputs, pageFiles).filter((i) => i.includes('node_modules/miragejs'))).toEqual([]);
  });

  it('a build without the mock API has no worker and its boot script starts none; the development build has one', () => {
    expect(real.mirage).toBeUndefined();
    expect(readdirSync(path.join(realDir, 'assets')).filter((f) => f.startsWith('mock-worker-'))).toEqual([]);
    expect(bootOf(realDir)).not.toContain('mock-worker');
    expect(dev.mirage).toBeDefined();
    expect(existsSync(dev.mirage!)).toBe(true);
    expect(bootOf(devDir)).toContain(path.basename(dev.mirage!));
  });
});
