/**
 * docs/mock-api.md cannot drift from the code: its endpoint table is rendered from the same typed route
 * tables that register the routes. Run with UPDATE_MOCK_API_DOC=1 to rewrite the table after a change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoEndpoints } from '../../src/mirage/demo/routes';
import { api, useServer } from './support';

const docPath = resolve(import.meta.dirname, '../../docs/mock-api.md');
const start = '<!-- endpoints:start (generated from src/mirage/demo/routes/*.ts by tests/mirage-demo/mock-api-doc.test.ts) -->';
const end = '<!-- endpoints:end -->';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

export function renderEndpointTable(): string {
  const rows = demoEndpoints.map((e) =>
    [e.area, e.method, `\`${e.path}\``, cell(e.payload), cell(e.answer), e.delay ? `${e.delay} ms` : '—'].join(' | '),
  );
  return ['| Area | Method | Path | Payload | Answer | Delay |', '|---|---|---|---|---|---|', ...rows.map((r) => `| ${r} |`)].join('\n');
}

function tableInDoc(doc: string): string {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/mock-api.md has no ${start} ... ${end} block`);
  return doc.slice(from + start.length, to).trim();
}

describe('docs/mock-api.md', () => {
  it('lists every registered demo endpoint with its payload, answer and delay', () => {
    const doc = readFileSync(docPath, 'utf8');
    const expected = renderEndpointTable();
    if (process.env['UPDATE_MOCK_API_DOC'] === '1' && tableInDoc(doc) !== expected) {
      writeFileSync(docPath, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${expected}\n${doc.slice(doc.indexOf(end))}`);
    }
    expect(tableInDoc(readFileSync(docPath, 'utf8')), 'run UPDATE_MOCK_API_DOC=1 npx vitest run tests/mirage-demo/mock-api-doc.test.ts').toBe(expected);
  });

  it('has no duplicate method and path, and every path is spelled as in SPEC §7 (leading slash, /api/...)', () => {
    const keys = demoEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(demoEndpoints.every((e) => /^\/api\/(apps|auth|dashboards|pages|ui)\/[\w/-]*$/.test(e.path))).toBe(true);
  });

  describe('against the running mock', () => {
    useServer();
    it('every documented endpoint is registered (none falls through to the catch-all 404)', async () => {
      for (const { method, path } of demoEndpoints) {
        const { status, text } = await api(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(`${method} ${path} -> ${status} ${text}`).not.toMatch(/-> 404 NOT FOUND$/);
      }
    });
  });
});
