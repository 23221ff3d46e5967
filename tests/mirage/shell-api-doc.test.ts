/**
 * The "Shell API" table of docs/mock-api.md cannot drift from the code: it is rendered from the same typed
 * endpoint records that register the routes. Run with UPDATE_MOCK_API_DOC=1 to rewrite it after a change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoConfig } from '../../src/config/runtime-config';
import type { MockContext } from '../../src/mirage/index';
import { messageEndpoints } from '../../src/mirage/routes/messages';
import { quickChatEndpoints } from '../../src/mirage/routes/quick-chat';
import { searchEndpoints } from '../../src/mirage/routes/search';
import type { ShellEndpoint } from '../../src/mirage/routes/shell-api';
import { shortcutEndpoints } from '../../src/mirage/routes/shortcuts';
import { call, useShellServer } from './shell-caller';

const docPath = resolve(import.meta.dirname, '../../docs/mock-api.md');
const start = '<!-- shell-endpoints:start (generated from src/mirage/routes/*.ts by tests/mirage/shell-api-doc.test.ts) -->';
const end = '<!-- shell-endpoints:end -->';

/** The configuration makeServer uses by default. */
const context: MockContext = {
  delay: (ms) => ms,
  storage: null,
  config: demoConfig('http://localhost:9090'),
  authorize: async () => {
    throw new Error('not used: the endpoints are only listed');
  },
  now: () => new Date(),
};
const endpoints: ShellEndpoint[] = [...messageEndpoints(context), ...shortcutEndpoints(context), ...searchEndpoints(context), ...quickChatEndpoints(context)];

const cell = (text: string): string => text.replace(/\|/g, '\\|');

function renderTable(): string {
  const rows = endpoints.map((e) => [e.method, `\`${e.path}\``, cell(e.payload), cell(e.answer), e.delay ? `${e.delay} ms` : '—'].join(' | '));
  return ['| Method | Path | Payload | Answer | Delay |', '|---|---|---|---|---|', ...rows.map((r) => `| ${r} |`)].join('\n');
}

function tableInDoc(doc: string): string {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/mock-api.md has no ${start} ... ${end} block`);
  return doc.slice(from + start.length, to).trim();
}

describe('docs/mock-api.md "Shell API"', () => {
  it('lists every shell top-bar endpoint with its payload, answer and delay', () => {
    const doc = readFileSync(docPath, 'utf8');
    const expected = renderTable();
    if (process.env['UPDATE_MOCK_API_DOC'] === '1' && tableInDoc(doc) !== expected) {
      writeFileSync(docPath, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${expected}\n${doc.slice(doc.indexOf(end))}`);
    }
    expect(tableInDoc(readFileSync(docPath, 'utf8')), 'run UPDATE_MOCK_API_DOC=1 npx vitest run tests/mirage/shell-api-doc.test.ts').toBe(expected);
  });

  it('has no duplicate method and path, and every path is a SPEC §7 shell path', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(endpoints.every((e) => /^\/api\/(common\/(messages|notifications|shortcuts|search)|apps\/chat\/chats?)(\/[\w-]+)*$/.test(e.path))).toBe(true);
  });

  describe('against the running mock', () => {
    useShellServer();
    it('every documented endpoint is registered (none falls through to the catch-all 404)', async () => {
      for (const { method, path } of endpoints) {
        const { status, body } = await call(path, { method, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect(`${method} ${path} -> ${status} ${JSON.stringify(body)}`).not.toMatch(/-> 404 "NOT FOUND"$/);
      }
    });
  });
});
