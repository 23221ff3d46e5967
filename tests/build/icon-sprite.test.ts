// @vitest-environment node
// Icons without JavaScript (issue 12 points 3 and 5): one SVG sprite made at build time from the Heroicons package
// (scripts/icon-sprite.mjs) holds a symbol for every icon of the registry (src/views/ui/icon-names.ts, and the kit's
// sets in icon-kit-names.ts); both builds
// write it hashed into dist/assets, point the app at it (the define __ICON_SPRITE__) and preload it from index.html,
// and no Heroicons component is left in the start-up.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, iconSpriteOf, inputsOf, metaPathFor } from '../../scripts/bundle-report.mjs';
import { componentName, contentHash, iconSprite, iconSymbol, readRegistry, spriteNames, writeIconSprite } from '../../scripts/icon-sprite.mjs';
import { formIcons, listIcons } from '../../src/views/ui/icon-kit-names';
import { productIcons } from '../../src/views/ui/icon-names';
import { sharedBuild } from './shared-build';

/** Each `<symbol>` of a sprite: its id, viewBox and drawing. */
const symbolsOf = (sprite: string) =>
  new Map([...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)].map((m) => [m[1]!, { viewBox: m[2]!, drawing: m[3]! }]));

/** Every catalogue name of the registry, as the app's modules have it. */
const registryNames = [...new Set([productIcons, listIcons, formIcons].flatMap((set) => Object.values(set)))];

describe('the icon sprite (scripts/icon-sprite.mjs)', () => {
  it('holds a drawn symbol for every icon of the registry, and nothing else', async () => {
    const registry = await readRegistry();
    expect(registry).toEqual({ productIcons, listIcons, formIcons });
    const symbols = symbolsOf(iconSprite(spriteNames(registry)));
    expect([...symbols.keys()].sort()).toEqual([...registryNames].sort());
    for (const [name, symbol] of symbols) {
      expect(symbol.viewBox, name).toBe('0 0 24 24');
      expect(symbol.drawing, name).toMatch(/^<path stroke-linecap="round" stroke-linejoin="round" d="[Mm][^"]+"\/>/);
      // The paint is the <Icon>'s own (inherited): a symbol that set it would ignore the theme's colour or CSS.
      expect(symbol.drawing, name).not.toMatch(/fill=|stroke="|stroke-width|style|class=/);
    }
  });

  it('draws exactly what the Heroicons component draws', async () => {
    const { default: DocumentTextIcon } = await import('@heroicons/react/24/outline/DocumentTextIcon');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const paths = [...renderToStaticMarkup(createElement(DocumentTextIcon)).matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(0);
    expect([...iconSymbol('document-text').matchAll(/ d="([^"]+)"/g)].map((m) => m[1])).toEqual(paths);
  });

  it('names the package files as Heroicons does, and refuses a name the package lacks or that is no catalogue name', () => {
    expect(componentName('squares-2x2')).toBe('Squares2X2Icon');
    expect(componentName('cog-6-tooth')).toBe('Cog6ToothIcon');
    expect(componentName('building-office-2')).toBe('BuildingOffice2Icon');
    expect(componentName('x-mark')).toBe('XMarkIcon');
    expect(() => iconSymbol('no-such-icon')).toThrow(/no icon "no-such-icon"/);
    expect(() => iconSymbol('../../../package')).toThrow(/not a Heroicons catalogue name/);
    expect(() => iconSprite([...registryNames, 'no-such-icon'])).toThrow(/no-such-icon/);
  });

  it('is written under a name that changes with its content (served immutable)', async () => {
    expect(contentHash('a')).toMatch(/^[A-Z2-7]{8}$/);
    expect(contentHash('a')).not.toBe(contentHash('b'));
    const dir = mkdtempSync(path.join(tmpdir(), 'sprite-'));
    const small = await writeIconSprite(dir, { some: { check: 'check' } });
    const full = await writeIconSprite(dir, { productIcons, listIcons, formIcons });
    expect(small.url).toMatch(/^\/assets\/icons-[A-Z2-7]{8}\.svg$/);
    expect(full.url).not.toBe(small.url);
    expect(readdirSync(dir).sort()).toEqual([path.basename(small.file), path.basename(full.file)].sort());
    expect(full.names).toEqual([...registryNames].sort());
    expect(readFileSync(full.file, 'utf8')).toBe(iconSprite(registryNames));
  });
});

describe('the icon sprite in the React and preact/compat builds', () => {
  const builds: { variant: 'demo' | 'preact'; dir: string }[] = [];
  beforeAll(() => {
    for (const variant of ['demo', 'preact'] as const) builds.push({ variant, dir: sharedBuild(variant) });
  }, 180_000); // may wait for the other files' shared builds (tests/build/shared-build.ts)

  it('is in dist/assets, holds every icon of the registry, and index.html preloads it', () => {
    for (const { variant, dir } of builds) {
      const sprite = iconSpriteOf(metaPathFor(dir));
      expect(sprite, variant).not.toBeNull();
      expect(existsSync(sprite!), variant).toBe(true);
      expect(path.dirname(sprite!)).toBe(path.join(dir, 'assets'));
      const name = path.basename(sprite!);
      expect(name).toMatch(/^icons-[A-Z2-7]{8}\.svg$/);
      expect(name).toBe(`icons-${contentHash(readFileSync(sprite!, 'utf8'))}.svg`);
      expect([...symbolsOf(readFileSync(sprite!, 'utf8')).keys()].sort(), variant).toEqual([...registryNames].sort());
      expect(readdirSync(path.join(dir, 'assets')).filter((f) => f.startsWith('icons-') && f.endsWith('.svg')), variant).toEqual([name]);
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
      expect(html, variant).toContain(`<link rel="preload" href="/assets/${name}" as="image" type="image/svg+xml" />`);
      expect(readFileSync(path.join(dir, 'silent-renew.html'), 'utf8'), variant).not.toContain(name);
    }
  });

  it("the start-up's JavaScript names the sprite and holds no Heroicons component", () => {
    for (const { variant, dir } of builds) {
      const report = bundleReport(metaPathFor(dir));
      const name = path.basename(iconSpriteOf(metaPathFor(dir))!);
      const startup = report.initial.map((f) => readFileSync(f, 'utf8')).join('\n');
      // As a string or folded into the template that adds the symbol (terser, scripts/squeeze-startup.mjs).
      expect(startup, variant).toContain(`/assets/${name}`);
      expect(inputsOf(report.outputs, report.dashboardFiles).filter((i) => i.includes('@heroicons/')), variant).toEqual([]);
      expect(inputsOf(report.outputs, report.dashboardFiles), variant).toContain('src/views/ui/icon.tsx');
    }
  });

  it('only the demo pages and the rich-text editor still import Heroicons components (the kit draws from the sprite)', () => {
    const { metafile } = JSON.parse(readFileSync(metaPathFor(builds[0]!.dir), 'utf8')) as { metafile: { inputs: Record<string, { imports: { path: string }[] }> } };
    const importers = Object.entries(metafile.inputs)
      .filter(([file, input]) => !file.includes('node_modules/') && input.imports.some((i) => i.path.includes('node_modules/@heroicons/')))
      .map(([file]) => file);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !/^src\/views\/(demo\/|kit\/rich-text\/)/.test(file))).toEqual([]);
    expect(Object.keys(metafile.inputs)).toContain('src/views/kit/list-icons.tsx');
  });
});
