// @vitest-environment node
// The chunk plan's address rules on a hand-made metafile (no build): which page chunk each address preloads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoPageImports, demoSectionBase, preloadPlan } from '../../scripts/chunk-plan.mjs';
import { chunksForPath } from '../../src/startup/chunk-preload';

type Import = { path: string; kind: 'import-statement' | 'dynamic-import' };
const out = (entryPoint: string | undefined, imports: Import[] = []) => ({ ...(entryPoint ? { entryPoint } : {}), imports, inputs: {}, bytes: 0 });
const stat = (path: string): Import => ({ path, kind: 'import-statement' });
const dyn = (path: string): Import => ({ path, kind: 'dynamic-import' });

const outputs = {
  'dist/assets/main-A.js': out('src/main.tsx', [
    stat('dist/assets/chunk-shared.js'),
    dyn('dist/assets/admin-section-B.js'),
    dyn('dist/assets/apps-section-C.js'),
    dyn('dist/assets/ui-section-D.js'),
    dyn('dist/assets/config-section-E.js'),
    dyn('dist/assets/dashboards-section-L.js'),
  ]),
  'dist/assets/chunk-shared.js': out(undefined),
  'dist/assets/admin-section-B.js': out('src/views/sections/admin-section.tsx', [dyn('dist/assets/customers-page-F.js')]),
  'dist/assets/customers-page-F.js': out('src/views/sections/customers/customers-page.tsx', [stat('dist/assets/chunk-kit.js')]),
  'dist/assets/chunk-kit.js': out(undefined),
  'dist/assets/apps-section-C.js': out('src/views/sections/apps-section.tsx', [
    dyn('dist/assets/help-center-page-G.js'),
    dyn('dist/assets/academy-page-H.js'),
    dyn('dist/assets/guide-view-I.js'),
    dyn('dist/assets/ecommerce-page-N.js'),
  ]),
  'dist/assets/ecommerce-page-N.js': out('src/views/demo/ecommerce/ecommerce-page.tsx'),
  'dist/assets/dashboards-section-L.js': out('src/views/sections/dashboards-section.tsx', [dyn('dist/assets/dashboards-page-M.js')]),
  'dist/assets/dashboards-page-M.js': out('src/views/demo/dashboards/dashboards-page.tsx'),
  'dist/assets/help-center-page-G.js': out('src/views/demo/help-center/help-center-page.tsx', [stat('dist/assets/chunk-kit.js')]),
  'dist/assets/academy-page-H.js': out('src/views/demo/academy/academy-page.tsx'),
  // A lazily imported module of a demo area that is not a page: it opens no address.
  'dist/assets/guide-view-I.js': out('src/views/demo/help-center/guide-view.tsx'),
  'dist/assets/ui-section-D.js': out('src/views/sections/ui-section.tsx', [dyn('dist/assets/icons-page-J.js')]),
  'dist/assets/icons-page-J.js': out('src/views/demo/icons/icons-page.tsx'),
  'dist/assets/config-section-E.js': out('src/views/sections/config-section.tsx', [dyn('dist/assets/company-page-K.js')]),
  'dist/assets/company-page-K.js': out('src/views/sections/company/company-page.tsx'),
};

// The sources the plan reads: each demo section's pages by segment, and the demo routes' bases.
const sources: Record<string, string> = {
  'src/config/demo-routes.ts': [
    "  { id: 'demo.dashboards', title: 'nav.demo.dashboards', icon: 'bolt', base: '/dashboards', pages: [page('project', 'x')] },",
    "  {\n    id: 'demo.apps',\n    title: 'nav.demo.apps',\n    icon: 'chat',\n    base: '/apps',\n    pages: [],\n  },",
    "  { id: 'demo.icons', title: 'nav.demo.icons', icon: 'pencil', base: '/ui/icons', pages: [] },",
  ].join('\n'),
  'src/views/sections/apps-section.tsx': [
    "const section = demoSections.find((s) => s.id === 'demo.apps')!;",
    'const pages: DemoPages = {',
    "  academy: lazySection(() => import('../demo/academy/academy-page')),",
    '  chat: null,',
    "  'e-commerce': lazySection(() => import('../demo/ecommerce/ecommerce-page')),",
    '};',
  ].join('\n'),
  'src/views/sections/dashboards-section.tsx': [
    "const section = demoSections.find((s) => s.id === 'demo.dashboards')!;",
    "const DashboardsPage = lazySection(() => import('../demo/dashboards/dashboards-page'));",
    'const pages: DemoPages = {',
    '  project: DashboardsPage,',
    '  analytics: DashboardsPage,',
    '};',
  ].join('\n'),
  'src/views/sections/ui-section.tsx': [
    "const section = demoSections.find((s) => s.id === 'demo.icons')!;",
    "const IconsPage = lazySection(() => import('../demo/icons/icons-page'));",
    'const pages: DemoPages = { feather: IconsPage,',
    '  mini: IconsPage,',
    '};',
  ].join('\n'),
};

const { plan } = preloadPlan(outputs, 'dist/assets/main-A.js', false, (file) => sources[file] ?? '');

describe('chunk plan: page routes (scripts/chunk-plan.mjs)', () => {
  it('a business page keeps its folder key, and a section whose only page is a business page opens it at its index', () => {
    expect(plan.routes['admin/customers']).toBe('customers-page-F.js');
    expect(plan.routes['config/']).toBe('company-page-K.js');
    expect(chunksForPath(plan, '/admin/customers/12')).toEqual(['admin-section-B.js', 'customers-page-F.js']);
  });

  it('a demo page (src/views/demo/<area>/<x>-page.tsx) is preloaded at /<section>/<x> and below (issue 12 for the demo screens)', () => {
    expect(plan.routes['apps/help-center']).toBe('help-center-page-G.js');
    expect(plan.routes['apps/academy']).toBe('academy-page-H.js');
    expect(plan.routes['ui/icons']).toBe('icons-page-J.js');
    expect(chunksForPath(plan, '/apps/help-center/guides/projects/creating-a-project')).toEqual(['apps-section-C.js', 'help-center-page-G.js']);
    expect(chunksForPath(plan, '/apps/academy')).toEqual(['apps-section-C.js', 'academy-page-H.js']);
    expect(chunksForPath(plan, '/ui/icons/feather')).toEqual(['ui-section-D.js', 'icons-page-J.js']);
    // Its dependencies outside the start-up come with it.
    expect(plan.deps['help-center-page-G.js']!.map((i) => plan.files[i])).toEqual(['help-center-page-G.js', 'chunk-kit.js']);
  });

  it('a demo page opens at every segment its section file gives it, under the section\'s base', () => {
    expect(plan.routes['apps/e-commerce']).toBe('ecommerce-page-N.js');
    expect(plan.routes['apps/ecommerce']).toBeUndefined();
    expect(plan.routes['dashboards/project']).toBe('dashboards-page-M.js');
    expect(plan.routes['dashboards/analytics']).toBe('dashboards-page-M.js');
    expect(plan.routes['dashboards/dashboards']).toBeUndefined();
    // The icon sets are segments below /ui/icons: every one opens at ui/icons, none at ui/feather.
    expect(plan.routes['ui/feather']).toBeUndefined();
    expect(chunksForPath(plan, '/dashboards/crypto')).toEqual(['dashboards-section-L.js']);
    expect(chunksForPath(plan, '/dashboards/project')).toEqual(['dashboards-section-L.js', 'dashboards-page-M.js']);
  });

  it('reads the segments and the base from the sources', () => {
    expect(demoPageImports(sources['src/views/sections/dashboards-section.tsx']!)).toEqual({
      project: '../demo/dashboards/dashboards-page',
      analytics: '../demo/dashboards/dashboards-page',
    });
    expect(demoPageImports(sources['src/views/sections/apps-section.tsx']!)).toEqual({ academy: '../demo/academy/academy-page', 'e-commerce': '../demo/ecommerce/ecommerce-page' });
    expect(demoSectionBase(sources['src/views/sections/ui-section.tsx']!, sources['src/config/demo-routes.ts']!)).toBe('/ui/icons');
    expect(demoSectionBase(sources['src/views/sections/apps-section.tsx']!, sources['src/config/demo-routes.ts']!)).toBe('/apps');
    expect(demoSectionBase('no section here', sources['src/config/demo-routes.ts']!)).toBeNull();
  });

  it("reads this repository's own demo table and section files (the patterns still match them)", () => {
    const routes = readFileSync('src/config/demo-routes.ts', 'utf8');
    const read = (section: string) => readFileSync(`src/views/sections/${section}-section.tsx`, 'utf8');
    expect(demoSectionBase(read('ui'), routes)).toBe('/ui/icons');
    expect(demoSectionBase(read('dashboards'), routes)).toBe('/dashboards');
    expect(demoSectionBase(read('apps'), routes)).toBe('/apps');
    expect(demoPageImports(read('ui')).feather).toBe('../demo/icons/icons-page');
    expect(demoPageImports(read('apps'))['help-center']).toBe('../demo/help-center/help-center-page');
  });

  it('a demo module that is not a page opens no address, and a demo section index never opens its only page', () => {
    expect(Object.values(plan.routes)).not.toContain('guide-view-I.js');
    expect(plan.routes['ui/']).toBeUndefined();
    expect(chunksForPath(plan, '/ui')).toEqual(['ui-section-D.js']);
    expect(chunksForPath(plan, '/apps')).toEqual(['apps-section-C.js']);
  });
});
