// @vitest-environment node
/**
 * The `document` profile of the one HTML policy (domain/html-policy.ts applied by views/ui/sanitize.ts), in a real
 * engine (DOMPurify fails open in happy-dom: see tests/views/sanitize-chromium.test.ts): the editor's formatting
 * survives (bold, italic, underline, lists, https/mailto links, headings, alignment), hostile markup never does, the
 * result is a fixed point, the 20,000-character limit counts what is kept, and the seeded templates are already
 * sanitized. The other profiles lose nothing of theirs: headings and `align` stay out of `rich` and `inline`.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const origin = 'https://acme.app.test';
const harness = `
import { sanitizeHtml } from './src/views/ui/sanitize';
import { normalizeDocumentTemplateInput, validateDocumentTemplate } from './src/domain/document-template';
import { seedTemplates } from './src/mirage/services/seeds/templates.seed';
const sanitize = (html) => sanitizeHtml(html, 'document');
window.policy = {
  sanitizeHtml,
  check: (input) => validateDocumentTemplate(normalizeDocumentTemplateInput(input, sanitize)),
  seeds: () => [...seedTemplates('acme'), ...seedTemplates('globex')].flatMap((t) => [t.header, t.footer]),
};
`;

interface PolicyWindow {
  policy: {
    sanitizeHtml: (html: string, profile: string) => string;
    check: (input: Record<string, unknown>) => Record<string, string[]>;
    seeds: () => string[];
  };
  alerted?: boolean;
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await esbuild.build({
    stdin: { contents: harness, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'policy-harness.ts' },
    bundle: true,
    format: 'iife',
    write: false,
    outdir: 'test-results/policy-harness',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [vanillaExtractPlugin()],
    logLevel: 'warning',
  });
  const js = bundle.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!js) throw new Error('harness bundle has no script');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  page = await browser.newPage();
  await page.route('**/*', (route) =>
    route.request().url() === `${origin}/` ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>policy</title>' }) : route.abort(),
  );
  await page.goto(`${origin}/`);
  await page.addScriptTag({ content: js.text });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const sanitize = (html: string, profile = 'document') =>
  page.evaluate(([h, p]) => (window as unknown as PolicyWindow).policy.sanitizeHtml(h, p), [html, profile] as const);

describe('document profile', () => {
  it('keeps what the editor makes: headings, bold, italic, underline, lists, links, alignment', async () => {
    const html =
      '<h1>T</h1><h2 align="center">S</h2><h3 align="right">s</h3><p align="justify"><strong>b</strong> <em>i</em> <u>u</u> <s>x</s></p>' +
      '<ul><li><p>one</p></li></ul><ol><li>two</li></ol><p><a href="https://acme.test/x">web</a> <a href="mailto:a@acme.test">mail</a></p>';
    expect(await sanitize(html)).toBe(
      '<h1>T</h1><h2 align="center">S</h2><h3 align="right">s</h3><p align="justify"><strong>b</strong> <em>i</em> <u>u</u> <s>x</s></p>' +
        '<ul><li><p>one</p></li></ul><ol><li>two</li></ol><p><a href="https://acme.test/x" target="_blank" rel="noopener noreferrer">web</a> <a href="mailto:a@acme.test" rel="noopener noreferrer">mail</a></p>',
    );
  });

  it('drops scripts, handlers, javascript: and plain http links, styles with url(), iframes, images, svg and bad align values', async () => {
    const hostile = [
      '<script>window.alerted = true</script>',
      '<img src="https://evil.example/x.png" onerror="window.alerted = true">',
      '<p style="background:url(https://evil.example/t.png)" onclick="window.alerted = true">kept</p>',
      '<a href="javascript:window.alerted=true">js</a>',
      '<a href=" jav&#x09;ascript:window.alerted=true">split</a>',
      '<a href="http://evil.example/">http</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="window.alerted = true"><image href="https://evil.example/i.png"/></svg>',
      '<style>@import url(https://evil.example/x.css)</style>',
      '<p align="center; background:url(x)">a</p><span align="center">s</span>',
      '<form action="https://evil.example"><button>Pay</button></form>',
      '<math><mtext><img src=x onerror="window.alerted = true"></mtext></math>',
    ].join('');
    const out = await sanitize(hostile);
    for (const bad of ['<script', 'onerror', 'onclick', 'onload', 'javascript', 'style', 'url(', '<iframe', '<img', '<svg', '<form', 'Pay', 'evil.example', 'align="center;', '<span align'])
      expect(out).not.toContain(bad);
    expect(out).toContain('<p>kept</p>');
    expect(out).toContain('<a>http</a>');
    const alerted = await page.evaluate((html) => {
      const box = document.createElement('div');
      document.body.append(box);
      box.insertAdjacentHTML('beforeend', html);
      return new Promise<boolean>((resolve) => setTimeout(() => resolve((window as unknown as PolicyWindow).alerted === true), 200));
    }, out);
    expect(alerted).toBe(false);
  });

  it('is a fixed point, and the other profiles keep their allowlists (no headings, no align)', async () => {
    const once = await sanitize('<h2 align="left">x</h2><p><a href="https://a.test">y</a></p><script>1</script>');
    expect(await sanitize(once)).toBe(once);
    expect(await sanitize('<h2 align="left">x</h2><p align="center">y</p>', 'rich')).toBe('x<p>y</p>');
    expect(await sanitize('<h1>x</h1>', 'inline')).toBe('x');
  });

  it('the template rules count the header after sanitizing: dropped markup does not make it too long', async () => {
    const base = { documentType: 'quotation', name: 'Q', footer: '', logo: null, paper: 'A4', status: 'inactive' };
    const check = (header: string) => page.evaluate((input) => (window as unknown as PolicyWindow).policy.check(input), { ...base, header });
    expect(await check(`<p>ok</p>${'<img src="https://evil.example/a.png">'.repeat(700)}`)).toEqual({});
    expect(await check(`<p>${'x'.repeat(20_000)}</p>`)).toEqual({ header: ['too-long'] });
  });

  it('the seeded templates are already what the policy keeps', async () => {
    const seeds = await page.evaluate(() => (window as unknown as PolicyWindow).policy.seeds());
    expect(seeds.length).toBe(28);
    for (const html of seeds) expect(await sanitize(html)).toBe(html);
  });
});
