// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunksForPath, createPreloader, type ChunkPlan } from '../../src/startup/chunk-preload';

const plan: ChunkPlan = {
  files: ['dashboard-section-A.js', 'chunk-B.js', 'admin-section-C.js', 'customers-page-D.js', 'chunk-E.js', 'company-page-F.js', 'config-section-G.js'],
  deps: {
    'dashboard-section-A.js': [0, 1],
    'admin-section-C.js': [2, 1],
    'customers-page-D.js': [3, 4, 1],
    'config-section-G.js': [6],
    'company-page-F.js': [5, 4],
  },
  routes: {
    dashboard: 'dashboard-section-A.js',
    admin: 'admin-section-C.js',
    'admin/customers': 'customers-page-D.js',
    config: 'config-section-G.js',
    'config/': 'company-page-F.js',
  },
};

describe('chunksForPath', () => {
  it('opens the dashboard for the empty path and /dashboard', () => {
    expect(chunksForPath(plan, '/')).toEqual(['dashboard-section-A.js']);
    expect(chunksForPath(plan, '/dashboard')).toEqual(['dashboard-section-A.js']);
  });
  it('opens a section and the page under it', () => {
    expect(chunksForPath(plan, '/admin/customers/12')).toEqual(['admin-section-C.js', 'customers-page-D.js']);
    expect(chunksForPath(plan, '/admin')).toEqual(['admin-section-C.js']);
    expect(chunksForPath(plan, '/admin/unknown')).toEqual(['admin-section-C.js']);
  });
  it("opens a section's only page at its index", () => {
    expect(chunksForPath(plan, '/config')).toEqual(['config-section-G.js', 'company-page-F.js']);
  });
  it('opens nothing for public pages and unknown or hostile paths', () => {
    for (const path of ['/signin-oidc', '/logged-out', '/constructor', '/__proto__/x', '/toString']) expect(chunksForPath(plan, path), path).toEqual([]);
  });
});

describe('createPreloader', () => {
  it('adds each file a chunk needs once, across chunks', () => {
    const links: string[] = [];
    const preload = createPreloader(plan, (href) => links.push(href));
    preload('admin-section-C.js');
    preload('customers-page-D.js');
    preload('admin-section-C.js');
    expect(links).toEqual(['/assets/admin-section-C.js', '/assets/chunk-B.js', '/assets/customers-page-D.js', '/assets/chunk-E.js']);
  });
  it('ignores a chunk the plan does not know', () => {
    const links: string[] = [];
    createPreloader(plan, (href) => links.push(href))('hasOwnProperty');
    expect(links).toEqual([]);
  });
});
