// @vitest-environment node
/** The shell panels' answer parsers: every field checked, the bad one named, unsafe URLs never kept. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/machines/effects/api-error';
import { errorCodeOf } from '../../src/machines/effects/error-code';
import { parseChatList } from '../../src/machines/effects/get-chats';
import { parseInboxItem, parseInboxList } from '../../src/machines/effects/get-inbox';
import { parseShortcut, parseShortcuts } from '../../src/machines/effects/get-shortcuts';
import { classifyLink, isAppPath, isSafeImage, isSafeLink } from '../../src/machines/effects/safe-url';
import { parseSearchResults } from '../../src/machines/effects/search-request';

describe('inbox item parser', () => {
  const base = { id: 'm1', read: false, time: '2024-05-01T10:00:00Z' };

  it('keeps every field of a well-formed item', () => {
    const item = { ...base, title: '<b>Hi</b>', description: 'x', icon: 'user', image: 'images/a.jpg', link: '/orders', useRouter: true };
    expect(parseInboxItem(item)).toEqual(item);
  });

  it('names the bad field', () => {
    expect(() => parseInboxItem({ ...base, read: 'no' })).toThrow('item.read must be a boolean');
    expect(() => parseInboxItem({ ...base, time: 'yesterday' })).toThrow('item.time must be an ISO date-time');
    expect(() => parseInboxItem({ ...base, title: 3 })).toThrow('item.title must be a string');
    expect(() => parseInboxList({}, 'messages')).toThrow('messages must be an array');
  });

  it('drops links and images that could run script or leave for another host', () => {
    const item = parseInboxItem({ ...base, link: 'javascript:alert(1)', useRouter: false, image: 'javascript:alert(1)' });
    expect(item.link).toBeUndefined();
    expect(item.image).toBeUndefined();
    expect(parseInboxItem({ ...base, link: '//evil.example', useRouter: true }).link).toBeUndefined();
    expect(parseInboxItem({ ...base, link: 'https://help.example.com', useRouter: false }).link).toBe('https://help.example.com');
  });

  it('sorts a list newest first', () => {
    const list = parseInboxList([base, { ...base, id: 'm2', time: '2024-05-03T10:00:00Z' }, { ...base, id: 'm3', time: '2024-05-02T10:00:00Z' }]);
    expect(list.map((i) => i.id)).toEqual(['m2', 'm3', 'm1']);
  });
});

/** Runs a parser with console.warn recorded. */
function withWarnings<T>(run: () => T): { value: T; warnings: string[] } {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    return { value: run(), warnings: warn.mock.calls.map((c) => String(c[0])) };
  } finally {
    warn.mockRestore();
  }
}

describe('issue 11 point 8: a bad item of a list answer is dropped with a warning, never the whole list', () => {
  const base = { id: 'm1', read: false, time: '2024-05-01T10:00:00Z' };

  it('messages and notifications: a malformed item is dropped and named; an unsafe link or image is left out of its item', () => {
    for (const kind of ['messages', 'notifications'] as const) {
      const { value, warnings } = withWarnings(() =>
        parseInboxList([base, { ...base, id: '' }, { ...base, id: 'm3', link: 'https://user@evil.example/', useRouter: false }], kind),
      );
      expect(value.map((i) => i.id)).toEqual(['m1', 'm3']);
      expect(value[1]!.link).toBeUndefined();
      expect(warnings).toEqual([
        expect.stringContaining(`${kind}[1] was dropped from the answer: ${kind}[1].id must be a non-empty string`),
        expect.stringContaining(`${kind}[2].link was dropped`),
      ]);
    }
    expect(() => parseInboxList({}, 'messages')).toThrow('messages must be an array');
  });

  it('shortcuts: a shortcut with a link the product refuses (user info, bidi override) is dropped, the others load', () => {
    const shortcut = { id: 's1', label: 'Orders', icon: 'orders', link: '/orders', useRouter: true };
    const { value, warnings } = withWarnings(() =>
      parseShortcuts([
        { ...shortcut, id: 'bad1', link: 'https://good.example@evil.example/', useRouter: false },
        shortcut,
        { ...shortcut, id: 'bad2', link: '/orders\u202e' },
        { ...shortcut, id: 'bad3', label: null },
      ]),
    );
    expect(value.map((s) => s.id)).toEqual(['s1']);
    expect(warnings).toEqual([
      expect.stringContaining('shortcuts[0] was dropped from the answer: shortcuts[0].link must be an https URL'),
      expect.stringContaining('shortcuts[2] was dropped from the answer: shortcuts[2].link must be an app path'),
      expect.stringContaining('shortcuts[3] was dropped from the answer: shortcuts[3].label must be a string'),
    ]);
    expect(() => parseShortcuts('<html>')).toThrow('shortcuts must be an array');
  });
});

describe('shortcut parser', () => {
  const shortcut = { id: 's1', label: 'Orders', icon: 'orders', link: '/orders', useRouter: true };

  it('accepts in-app and https shortcuts and names the bad field', () => {
    expect(parseShortcut(shortcut)).toEqual(shortcut);
    expect(parseShortcut({ ...shortcut, link: 'https://x.example', useRouter: false, description: 'd' }).description).toBe('d');
    expect(() => parseShortcut({ ...shortcut, useRouter: 'yes' })).toThrow('shortcut.useRouter must be a boolean');
  });

  it('refuses a link that does not fit useRouter', () => {
    expect(() => parseShortcut({ ...shortcut, link: 'https://x.example' })).toThrow('shortcut.link must be an app path');
    expect(() => parseShortcut({ ...shortcut, link: 'javascript:alert(1)', useRouter: false })).toThrow('shortcut.link must be an https URL');
  });
});

describe('search parser', () => {
  it('reads the pages set and a record set (total, see all, details, inactive)', () => {
    const raw = [
      { id: 'pages', label: 'Pages', results: [{ id: 'p1', title: 'nav.orders', link: '/orders' }] },
      {
        id: 'customers',
        label: 'Customers',
        total: 7,
        seeAll: '/admin/customers?q=alvarez',
        results: [{ id: 'c1', title: 'Ana Álvarez', details: ['CLI-000001', 'AAAA800101AB1'], inactive: false, link: '/admin/customers/c1' }],
      },
    ];
    expect(parseSearchResults(raw)).toEqual(raw);
  });

  it('names the bad field and refuses unknown sets, bad totals and links off the app', () => {
    const record = { id: 'c', title: 'x', details: [], inactive: false, link: '/admin/customers/c' };
    const set = (changes: Record<string, unknown>) => [{ id: 'customers', label: 'C', total: 1, seeAll: '/admin/customers?q=x', results: [record], ...changes }];
    // Issue 11 point 8: a bad set or a bad result is dropped with a warning naming the field; the answer stays.
    const dropped = (raw: unknown) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const sets = parseSearchResults(raw);
      const warnings = warn.mock.calls.map((c) => String(c[0]));
      warn.mockRestore();
      return { sets, warnings };
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ id: 'orders' }, 'search[0].id must be pages, contacts, tasks or one of customers, suppliers, products, employees, warehouses'],
      [{ total: -1 }, 'search[0].total must be a non-negative integer'],
      [{ seeAll: 'https://evil.test/' }, 'search[0].seeAll must be an app path'],
    ];
    for (const [changes, message] of cases) {
      const { sets, warnings } = dropped([...set(changes), ...set({ id: 'products' })]);
      expect(sets.map((x) => x.id), message).toEqual(['products']);
      expect(warnings).toEqual([expect.stringContaining(message)]);
    }
    expect(() => parseSearchResults(set({ total: 0 }))).not.toThrow();
    for (const [bad, message] of [
      [{ ...record, inactive: 'no' }, 'search[0].results[0].inactive must be a boolean'],
      [{ ...record, details: ['a', 3] }, 'search[0].results[0].details[1] must be a string'],
      [{ ...record, link: '//evil.test/x' }, 'search[0].results[0].link must be an app path'],
      [{ ...record, link: '/\u202e/x' }, 'search[0].results[0].link must be an app path'],
    ] as const) {
      const { sets, warnings } = dropped(set({ total: 2, results: [bad, { ...record, id: 'kept' }] }));
      expect(sets[0]!.results.map((r) => r.id), message).toEqual(['kept']);
      expect(warnings).toEqual([expect.stringContaining(message)]);
    }
    const pages = dropped([{ id: 'pages', label: 'P', results: [{ id: 'p', title: 'x', link: 'javascript:x' }, { id: 'q', title: 'y', link: '/orders' }] }]);
    expect(pages.sets[0]!.results.map((r) => r.id)).toEqual(['q']);
    expect(pages.warnings).toEqual([expect.stringContaining('search[0].results[0].link must be an app path')]);
    expect(() => parseSearchResults({ sets: [] })).toThrow('search must be an array');
  });
});

describe('chat list parser', () => {
  it('names the bad field', () => {
    expect(() => parseChatList([{ id: 'c1', unreadCount: -1, contact: { name: 'A' } }])).toThrow('chats[0].unreadCount must be a non-negative integer');
    expect(() => parseChatList([{ id: 'c1', unreadCount: 0 }])).toThrow('chats[0].contact must be an object');
    expect(parseChatList([{ id: 'c1', unreadCount: 0, contact: { name: 'A', avatar: null } }])).toEqual([
      { id: 'c1', unreadCount: 0, contact: { name: 'A', avatar: null } },
    ]);
  });
});

describe('safe URLs', () => {
  it('in-app paths and https links', () => {
    expect(isAppPath('/orders?x=1')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isSafeLink('https://a.example/x', false)).toBe(true);
    expect(isSafeLink('http://a.example/x', false)).toBe(false);
    expect(isSafeLink('/x', false)).toBe(false);
  });

  it('images', () => {
    for (const ok of ['images/a.jpg', '/img/a.png', 'https://cdn.example/a.png', 'data:image/png;base64,AAAA']) expect(isSafeImage(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html;base64,AAAA', '../secret.png', '//evil.example/a.png']) expect(isSafeImage(bad), bad).toBe(false);
  });
});

describe('error codes', () => {
  it('keeps the request layer code, else unknown', () => {
    expect(errorCodeOf(new ApiError({ kind: 'timeout', code: 'timeout', method: 'GET', url: 'http://x/api' }))).toBe('timeout');
    expect(errorCodeOf(new TypeError('x'))).toBe('unknown');
    expect(errorCodeOf(null)).toBe('unknown');
  });
});

describe('one link rule for server HTML, answers and the shortcut form', () => {
  it('the answer parsers refuse exactly what the sanitizer refuses', () => {
    const origin = 'https://app.invalid';
    for (const href of ['https://user:pass@evil.example/x', '/\tevil', '/\u202e/x', 'https://', '/orders/1', 'https://good.example/a', 'mailto:a@b.example']) {
      expect(isAppPath(href), href).toBe(classifyLink(href, origin) === 'app');
      expect(isSafeLink(href, false), href).toBe(href.startsWith('https:') && classifyLink(href, origin) === 'external');
    }
  });
});
