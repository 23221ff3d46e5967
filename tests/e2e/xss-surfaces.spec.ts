import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

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
  for (const [i, html] of payloads.entries()) {
    const item = { title: html, description: html, read: false, time: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), icon: 'alert' };
    const { status } = await callApiAs(page, { method: 'POST', path: `/api/common/${kind}`, body: { [field]: item } });
    expect(status, `seed ${kind} ${i}`).toBe(201);
  }
}

/**
 * Traps alert/confirm/prompt before any page script runs (a call only counts) and records native dialogs;
 * `calls()` is how many times hostile markup reached one of them.
 */
async function trapScriptDialogs(page: Page) {
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
  return {
    calls: async () => dialogs.length + (await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)),
  };
}

async function assertInert(page: Page, where: string, root = ':root') {
  const findings = await page.evaluate((root) => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll(`${root}, ${root} *`)) {
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? '';
        if (attr.startsWith('on')) bad.push(`${el.tagName} ${attr}`);
        if (/^\s*(javascript|data|vbscript):/i.test(value) && /href|src|action|formaction|xlink/.test(attr)) bad.push(`${el.tagName} ${attr}=${value.slice(0, 40)}`);
      }
      // Server HTML lives only in SafeHtml containers (X5): nothing of these may survive in one.
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'INPUT', 'BUTTON', 'STYLE'].includes(el.tagName.toUpperCase()) && el.closest('[data-safe-html]')) bad.push(el.tagName);
    }
    return bad;
  }, root);
  expect(findings, where).toEqual([]);
}

test(`X1 ${payloads.length} hostile payloads in messages and notifications: no script runs, nothing executable stays`, async ({ page, tenantUrl, cspViolations }) => {
  test.setTimeout(120_000);
  // Hostile HTML on purpose: the CSP (the second defence) reports what it blocks while the sanitizer parses it.
  test.info().annotations.push({ type: 'injects-csp-violation', description: 'hostile server HTML' });
  const trapped = await trapScriptDialogs(page);
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
  expect(await trapped.calls()).toBe(0);
  // Whatever the CSP reported, it was an inline script or style that it blocked; nothing from elsewhere loaded.
  expect(cspViolations.filter((v) => !/^(script-src-attr|script-src-elem|style-src-attr|style-src-elem) inline$/.test(v))).toEqual([]);
});

test(`X1 X4 ${payloads.length} hostile payloads in the confirmation dialog (removing a message quotes it): no script runs, only the app's buttons`, async ({
  page,
  tenantUrl,
  cspViolations,
}) => {
  test.setTimeout(180_000);
  test.info().annotations.push({ type: 'injects-csp-violation', description: 'hostile server HTML' });
  const trapped = await trapScriptDialogs(page);
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await seed(page, 'messages', 'message');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Messages/ }).click();
  const panel = page.getByRole('dialog', { name: /^Messages/ });
  // One Remove button per item (sanitized rich HTML may hold list items of its own).
  const removeButtons = panel.getByRole('button', { name: 'Remove' });
  await expect(removeButtons.first()).toBeVisible();
  const count = await removeButtons.count();
  expect(count).toBeGreaterThanOrEqual(payloads.length);
  const confirm = page.getByRole('alertdialog', { name: 'Remove this message?' });
  for (let i = 0; i < count; i += 1) {
    await removeButtons.nth(i).click();
    await expect(confirm).toBeVisible();
    await assertInert(page, `dialog for item ${i}`, '[role="alertdialog"]');
    // X4: nothing the server sent is interactive or styled; the only controls are the dialog's own two buttons.
    const stray = await confirm.evaluate((el) => {
      const message = el.querySelector('[data-safe-html]:not(h2 *)') ?? el;
      return [...el.querySelectorAll('[data-safe-html] *')]
        .filter((n) => ['FORM', 'BUTTON', 'INPUT', 'IMG', 'SVG', 'MATH', 'STYLE', 'SELECT', 'TEXTAREA', 'IFRAME'].includes(n.tagName.toUpperCase()) || n.hasAttribute('style'))
        .map((n) => n.tagName)
        .concat(message ? [] : ['no message']);
    });
    expect(stray, `item ${i}`).toEqual([]);
    await expect(confirm.getByRole('button')).toHaveText(['Cancel', 'Remove']);
    // The dialog holds the focus (as a keyboard user finds it), then Escape answers it.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
  }
  // Every one was cancelled: nothing was removed.
  await expect(removeButtons).toHaveCount(count);
  expect(await trapped.calls()).toBe(0);
  expect(cspViolations.filter((v) => !/^(script-src-attr|script-src-elem|style-src-attr|style-src-elem) inline$/.test(v))).toEqual([]);
});

test('B4 a link to another site in server HTML names its real host before it opens, in a new tab without an opener', async ({ page, context, tenantUrl }) => {
  await context.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }));
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const message = {
    title: 'Payment link',
    description: 'Pay here: <a href="https://evil.example/pay">https://acme.test/pay</a>',
    read: false,
    time: new Date(Date.now() + 60_000).toISOString(),
  };
  expect((await callApiAs(page, { method: 'POST', path: '/api/common/messages', body: { message } })).status).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: /^Messages/ }).click();
  const link = page.getByRole('dialog', { name: /^Messages/ }).getByRole('link', { name: 'https://acme.test/pay' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(await axeViolations(page)).toEqual([]);

  let popups = 0;
  page.on('popup', () => (popups += 1));
  await link.click();
  const notice = page.getByRole('alertdialog', { name: 'Leave the app?' });
  await expect(notice).toContainText('This link opens evil.example in a new tab.');
  await expect(notice.getByRole('button', { name: 'Open link' })).toBeVisible();
  await notice.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice).toBeHidden();
  expect(popups).toBe(0);
  await expect(page).toHaveURL(/\/dashboard/);

  await link.click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), notice.getByRole('button', { name: 'Open link' }).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://evil.example/pay');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/dashboard/);
});

test(`X1 ${payloads.length} hostile payloads in a quick chat conversation: no script runs, nothing executable stays`, async ({ page, tenantUrl, cspViolations }) => {
  test.setTimeout(120_000);
  test.info().annotations.push({ type: 'injects-csp-violation', description: 'hostile server HTML' });
  await page.setViewportSize({ width: 1440, height: 900 });
  const trapped = await trapScriptDialogs(page);
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=modern'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The chat service keeps what the caller sends: the payloads come back as the conversation's messages.
  const chats = (await callApiAs(page, { method: 'GET', path: '/api/apps/chat/chats' })).body as { id: string }[];
  const chatId = chats[0]!.id;
  for (const [i, value] of payloads.entries()) {
    const { status } = await callApiAs(page, { method: 'POST', path: '/api/apps/chat/chat/messages', body: { chatId, value } });
    expect(status, `seed chat ${i}`).toBe(201);
  }
  await page.reload();
  await page.getByRole('button', { name: 'Quick chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  await drawer.getByRole('navigation', { name: 'Chats' }).getByRole('button').first().click();
  const thread = drawer.getByRole('list', { name: 'Messages' });
  await expect(thread).toBeVisible();
  // Older messages may be behind "Show earlier": bring them all in before looking.
  for (let i = 0; i < 20; i += 1) {
    const earlier = drawer.getByRole('button', { name: 'Show earlier' });
    if (!(await earlier.isVisible())) break;
    await earlier.click();
  }
  await expect.poll(() => thread.locator('li[data-mine="true"]').count()).toBeGreaterThanOrEqual(payloads.length);
  await page.waitForTimeout(300);
  await assertInert(page, 'quick chat');
  expect(await trapped.calls()).toBe(0);
  expect(cspViolations.filter((v) => !/^(script-src-attr|script-src-elem|style-src-attr|style-src-elem) inline$/.test(v))).toEqual([]);
});
