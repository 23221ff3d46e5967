/**
 * The "Business services" table of docs/mock-api.md cannot drift from the code: it is rendered from the same
 * service definitions that register the routes. Run with UPDATE_MOCK_API_DOC=1 to rewrite it after a change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoConfig } from '../../src/config/runtime-config';
import { bankingService } from '../../src/mirage/services/banking';
import { catalogsService } from '../../src/mirage/services/catalogs';
import { distributionService } from '../../src/mirage/services/distribution';
import { inventoryService } from '../../src/mirage/services/inventory';
import { orderingService } from '../../src/mirage/services/ordering';
import type { ServiceDefinition } from '../../src/mirage/services/service';
import { serviceContractsService } from '../../src/mirage/services/service-contracts';
import { tenantManagementService } from '../../src/mirage/services/tenant-management';
import { get, useServices } from './support';

const docPath = resolve(import.meta.dirname, '../../docs/mock-api.md');
const start = '<!-- services:start (generated from src/mirage/services/*.ts by tests/mirage-services/services-doc.test.ts) -->';
const end = '<!-- services:end -->';

const services: readonly ServiceDefinition[] = [
  catalogsService,
  orderingService,
  inventoryService,
  distributionService,
  bankingService,
  serviceContractsService,
  tenantManagementService,
];
const config = demoConfig('http://localhost:9090');

const cell = (text: string): string => text.replace(/\|/g, '\\|');
const claims = (list: readonly string[]) => list.map((p) => p.replace(/^permission\./, '')).join(', ');
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

function renderTable(): string {
  const rows: string[][] = [];
  for (const { service, resources, routeDocs = [] } of services) {
    const base = config.services[service];
    for (const r of resources) {
      rows.push([
        `\`${base}/${r.name}\``,
        r.write ? 'list, read, create, update, delete, history' : 'list, read, history (read-only)',
        claims([...new Set([...r.read, ...(r.write ? [r.write] : [])])]),
        r.write ? claims([r.write]) : '—',
        list(r.searchFields),
        list(r.sortFields),
        list(r.filters),
        cell(r.description),
      ]);
    }
    for (const route of routeDocs) rows.push([`\`${route.method} ${base}${route.path}\``, 'one route', cell(route.access), '—', '—', '—', '—', cell(route.answer)]);
    if (resources.length === 0 && routeDocs.length === 0) rows.push([`\`${base}/*\``, 'none yet', 'any signed-in user of the tenant', '—', '—', '—', '—', '404 problem for every resource (after auth)']);
  }
  return [
    '| Path | Operations | Read: any of | Write | q searches | sort | filters | What |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function tableInDoc(doc: string): string {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/mock-api.md has no ${start} ... ${end} block`);
  return doc.slice(from + start.length, to).trim();
}

describe('docs/mock-api.md "Business services"', () => {
  it('lists every service resource with its permissions, query fields and meaning', () => {
    const doc = readFileSync(docPath, 'utf8');
    const expected = renderTable();
    if (process.env['UPDATE_MOCK_API_DOC'] === '1' && tableInDoc(doc) !== expected) {
      writeFileSync(docPath, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${expected}\n${doc.slice(doc.indexOf(end))}`);
    }
    expect(tableInDoc(readFileSync(docPath, 'utf8')), 'run UPDATE_MOCK_API_DOC=1 npx vitest run tests/mirage-services/services-doc.test.ts').toBe(expected);
  });

  it('every resource path is plural kebab-case under one of the seven bases (DOMAIN.md)', () => {
    expect(services.map((s) => config.services[s.service])).toEqual([
      '/api/catalogs', '/api/ordering', '/api/inventory', '/api/distribution', '/api/banking', '/api/service-contracts', '/api/tenant-management',
    ]);
    for (const { resources } of services) for (const r of resources) expect(r.name).toMatch(/^[a-z]+(-[a-z]+)*s$/);
  });

  describe('against the running mock', () => {
    useServices();
    it('every documented resource answers its list (as a user with every business permission)', async () => {
      for (const { service, resources } of services) {
        for (const r of resources) {
          const { status, body } = await get(`${config.services[service]}/${r.name}?pageSize=1`);
          expect(`${r.name} ${status}`).toBe(`${r.name} 200`);
          expect(body).toMatchObject({ page: 1, pageSize: 1, total: expect.any(Number) });
        }
      }
    });
  });
});
