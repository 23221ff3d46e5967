// @vitest-environment node
// Issue 12 point 5: the production build leaves out the messages' source texts (scripts/strip-source-messages.mjs),
// which the running app never reads; what the app shows comes from the catalogs, by id.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, stripSourceMessages } from '../../scripts/strip-source-messages.mjs';
import { navigationSets } from '../../src/mirage/data/navigation';
import { navMessages } from '../../src/views/layout/nav-titles';
import type { NavItem } from '../../src/machines/navigation';
import { sharedBuild } from './shared-build';

const ids = new Set(['a.title', 'a.text', 'b.count']);

describe('stripSourceMessages', () => {
  it('removes the text of a descriptor whose id the catalog holds, in any quoting', () => {
    const source = [
      `const x = /*i18n*/ { id: 'a.title', message: 'It\\'s "here"' };`,
      `const y = { id: "a.text", message: "Two\\nlines" , values: { n } };`,
      'const z = { id: `b.count`, message: `not a literal id` };',
      "i18n._({\n  id: 'b.count',\n  message: `{count, plural, one {# item} other {# items}}`,\n}, { count });",
    ].join('\n');
    const { contents, removed } = stripSourceMessages(source, ids);
    expect(removed).toBe(3);
    expect(contents).toContain(`const x = /*i18n*/ { id: 'a.title' };`);
    expect(contents).toContain(`const y = { id: "a.text" , values: { n } };`);
    // A template literal is not an id the plugin can check: left alone.
    expect(contents).toContain('const z = { id: `b.count`, message: `not a literal id` };');
    expect(contents).toContain("i18n._({\n  id: 'b.count',\n}, { count });");
  });

  it('removes the text of a Trans element, keeps everything else on it', () => {
    const source = `<Trans id="a.title" message="Hello <0>{name}</0>" values={{ name }} components={{ 0: <b /> }} />\n<Trans id="a.text" message={'In braces'} />`;
    const { contents, removed } = stripSourceMessages(source, ids);
    expect(removed).toBe(2);
    expect(contents).toBe(`<Trans id="a.title" values={{ name }} components={{ 0: <b /> }} />\n<Trans id="a.text" />`);
  });

  it('leaves an id the catalog does not hold, a template with an expression, and other `message` fields', () => {
    const source = [
      `{ id: 'toast.local', message: 'kept' }`,
      'const e = { id: `a.title`, message: `${count} left` };',
      `return { ok: false, message: 'sort has an empty field' };`,
      `{ id: 'a.title', message: \`x \${y}\` }`,
    ].join('\n');
    const { contents, removed } = stripSourceMessages(source, ids);
    expect(removed).toBe(0);
    expect(contents).toBe(source);
  });

  it('the running app never reads a descriptor text: Lingui with the missing handler answers from the catalog or with the id', () => {
    const i18n = setupI18n({ missing: (_locale, id) => id, messages: { 'en-US': { 'a.title': ['Catalog text'] } }, locale: 'en-US' });
    expect(i18n._({ id: 'a.title', message: 'Source text' })).toBe(i18n._({ id: 'a.title' }));
    expect(i18n._({ id: 'a.missing', message: 'Source text' })).toBe(i18n._({ id: 'a.missing' }));
    expect(i18n._({ id: 'a.missing' })).toBe('a.missing');
  });
});

describe('the production build', () => {
  let files: string[];
  beforeAll(() => {
    const dir = path.join(sharedBuild('demo'), 'assets');
    files = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  }, 180_000); // may wait for the other files' shared builds (tests/build/shared-build.ts)

  it('holds no source text of a catalog message', () => {
    const catalog = catalogIds();
    expect(catalog.size).toBeGreaterThan(1000);
    const left = files.flatMap((text) => [...text.matchAll(/\{id:"([\w.-]+)",message:/g)].map((m) => m[1]!)).filter((id) => catalog.has(id));
    expect(left).toEqual([]);
    // The ids are still there (the menu's dashboard title, the section's loading text).
    expect(files.some((text) => text.includes('"section.loading"'))).toBe(true);
  });
});

describe('navigation titles, shown by key', () => {
  const titlesOf = (items: readonly NavItem[]): string[] => items.flatMap((i) => [...(i.title ? [i.title] : []), ...titlesOf(i.children ?? [])]);

  it('every title the navigation API can send has its source text and is in both compiled catalogs', () => {
    const titles = new Set(Object.values(navigationSets).flatMap((set) => titlesOf(set)));
    expect(titles.size).toBeGreaterThan(40);
    const enUS = JSON.parse(readFileSync('src/locales/en-US/messages.json', 'utf8')).messages as Record<string, unknown>;
    const esMX = JSON.parse(readFileSync('src/locales/es-MX/messages.json', 'utf8')).messages as Record<string, unknown>;
    for (const title of titles) {
      expect(navMessages[title]?.id, title).toBe(title);
      expect(enUS[title], title).toBeDefined();
      expect(esMX[title], title).toBeDefined();
    }
  });
});
