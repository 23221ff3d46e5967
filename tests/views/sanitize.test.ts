/** `classifyLink`: the one link classifier of server HTML and shortcuts (a pure function, no DOM involved). */
import { describe, expect, it } from 'vitest';
import { classifyLink, type LinkKind } from '../../src/views/ui/sanitize';

const origin = 'https://acme.app.test';

const table: [string, LinkKind][] = [
  // In-app absolute paths.
  ['/orders/1', 'app'],
  ['/', 'app'],
  ['/orders/1?tab=lines#top', 'app'],
  ['/orders/%2F%2Fevil.example', 'app'],
  ['/orders/../admin', 'app'],
  // External.
  ['https://example.com/help', 'external'],
  ['HTTPS://EXAMPLE.COM/', 'external'],
  ['https://acme.app.test/orders/1', 'external'],
  ['mailto:sales@example.com', 'external'],
  ['MAILTO:sales@example.com', 'external'],
  ['tel:+525555555555', 'external'],
  // Protocol-relative and backslash tricks.
  ['//evil.example', 'blocked'],
  ['//evil.example/orders', 'blocked'],
  ['/\\evil.example', 'blocked'],
  ['\\\\evil.example', 'blocked'],
  ['/orders\\..\\..\\evil', 'blocked'],
  // Characters a URL parser drops or rewrites, and invisible ones.
  ['/\t/evil.example', 'blocked'],
  ['/\n/evil.example', 'blocked'],
  ['/\r/evil.example', 'blocked'],
  ['\u0000/orders', 'blocked'],
  [' /orders/1', 'blocked'],
  [' //evil.example', 'blocked'],
  ['/orders/1\u202e', 'blocked'],
  ['/orders/\u200b1', 'blocked'],
  ['https://exa\u00admple.com/', 'blocked'],
  ['https://example.com/\u2028', 'blocked'],
  // Script and data schemes, however they are spelled.
  ['javascript:alert(1)', 'blocked'],
  ['JavaScript:alert(1)', 'blocked'],
  ['java\tscript:alert(1)', 'blocked'],
  ['java&#x09;script:alert(1)', 'blocked'],
  ['&#106;avascript:alert(1)', 'blocked'],
  ['vbscript:msgbox(1)', 'blocked'],
  ['data:text/html,<script>alert(1)</script>', 'blocked'],
  ['data:image/png;base64,AAAA', 'blocked'],
  // Other schemes, relative paths and odd shapes.
  ['http://example.com/', 'blocked'],
  ['ftp://example.com/', 'blocked'],
  ['file:///etc/passwd', 'blocked'],
  ['blob:https://acme.app.test/1', 'blocked'],
  ['https:evil.example', 'blocked'],
  ['https:/evil.example', 'blocked'],
  ['https://', 'blocked'],
  ['https://good.example@evil.example/', 'blocked'],
  ['https://user:pass@example.com/', 'blocked'],
  ['mailto:', 'blocked'],
  ['orders/1', 'blocked'],
  ['./orders/1', 'blocked'],
  ['../orders', 'blocked'],
  ['#top', 'blocked'],
  ['?q=1', 'blocked'],
  ['', 'blocked'],
];

describe('classifyLink', () => {
  it.each(table)('X3 %j is %s', (href, kind) => {
    expect(classifyLink(href, origin)).toBe(kind);
  });

  it('X3 in-app paths need a real page origin (an opaque or malformed one blocks them)', () => {
    expect(classifyLink('/orders/1', 'null')).toBe('blocked');
    expect(classifyLink('/orders/1', '')).toBe('blocked');
    expect(classifyLink('/orders/1', 'https://acme.app.test/path')).toBe('blocked');
    expect(classifyLink('https://example.com/', 'null')).toBe('external');
  });

  it('X3 a non-string value is blocked', () => {
    expect(classifyLink(undefined as unknown as string, origin)).toBe('blocked');
    expect(classifyLink(null as unknown as string, origin)).toBe('blocked');
  });
});
