import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';

/** Our own hostile HTML, always run; the shared DOMPurify corpus joins when it is beside the repository. */
const own = [
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<a href="java&#x09;script:alert(1)">tab</a>',
  '<div style="position:fixed;inset:0" onclick="alert(1)">cover</div>',
];
const corpusPath = path.resolve(process.cwd(), '../shared/data/xss-payloads.json');
const shared: string[] = existsSync(corpusPath)
  ? (JSON.parse(readFileSync(corpusPath, 'utf8')) as { cases: { payload: string }[] }).cases.map((c) => c.payload)
  : [];
const payloads = [...own, ...shared];

/** Posts items through the mock API with the signed-in user's own token, as a hostile server would send them. */
async function seed(page: Page, kind: 'messages' | 'notifications', field: 'message' | 'notification') {
  await page.evaluate(
    async ({ kind, field, payloads }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
      const headers = { Authorization: `Bearer ${token}`, 'X-Subdomain': 'acme', 'Content-Type': 'application/json' };
      for (const [i, html] of payloads.entries()) {
        const body = { [field]: { title: html, description: html, read: false, time: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), icon: 'alert' } };
        const res = await fetch(`/api/common/${kind}`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (res.status !== 201) throw new Error(`seed ${kind} ${i}: ${res.status}`);
      }
    },
    { kind, field, payloads },
  );
}

async function assertInert(page: Page, where: string) {
  const findings = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? '';
        if (attr.startsWith('on')) bad.push(`${el.tagName} ${attr}`);
        if (/^\s*(javascript|data|vbscript):/i.test(value) && /href|src|action|formaction|xlink/.test(attr)) bad.push(`${el.tagName} ${attr}=${value.slice(0, 40)}`);
      }
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM'].includes(el.tagName) && el.closest('[data-safe-html], main, [role="dialog"]')) bad.push(el.tagName);
    }
    return bad;
  });
  expect(findings, where).toEqual([]);
}

test(`X1 ${payloads.length} hostile payloads in messages and notifications: no script runs, nothing executable stays`, async ({ page, tenantUrl, cspViolations }) => {
  test.setTimeout(120_000);
  // Hostile HTML on purpose: the CSP (the second defence) reports what it blocks while the sanitizer parses it.
  test.info().annotations.push({ type: 'injects-csp-violation', description: 'hostile server HTML' });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      (window as unknown as Record<string, unknown>)[name] = () => {
        (window as unknown as { __xss: number }).__xss = ((window as unknown as { __xss?: number }).__xss ?? 0) + 1;
      };
    }
  });
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await seed(page, 'messages', 'message');
  await seed(page, 'notifications', 'notification');
  // The demo's mock keeps them across a reload: the panels load them as any server answer.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const name of [/^Messages/, /^Notifications/]) {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await page.waitForTimeout(300);
    await assertInert(page, String(name));
    await page.keyboard.press('Escape');
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  expect(dialogs).toEqual([]);
  // Whatever the CSP reported, it was an inline script or style that it blocked; nothing from elsewhere loaded.
  expect(cspViolations.filter((v) => !/^(script-src-attr|script-src-elem|style-src-attr|style-src-elem) inline$/.test(v))).toEqual([]);
});
