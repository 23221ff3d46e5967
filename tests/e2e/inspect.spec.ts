// The Stately inspector of the development build (node build.mjs --dev, into dist-dev; Playwright project `dev`).
import type { Page } from '@playwright/test';
import { expect, signInAt, storedOidcUser, test } from './support/fixtures';
import { ShellPage } from './pages/shell.page';

/** The inspector's window, as @statelyai/inspect opens it. */
const inspectorUrl = 'https://stately.ai/inspect';

/**
 * Stands in for the inspector site: says it is connected (as the real one does, to its opener) and records every
 * message it receives.
 */
const inspectorStub = `<!doctype html><title>inspector stub</title><script>
window.__received = [];
window.addEventListener('message', (e) => window.__received.push(e.data));
if (window.opener) window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

interface Received {
  type?: string;
  name?: string;
}

const received = (popup: Page) => popup.evaluate(() => (window as unknown as { __received: unknown[] }).__received);

const registeredActors = async (popup: Page) =>
  new Set((await received(popup)).map((m) => m as Received).filter((m) => m.type === '@xstate.actor').map((m) => m.name));

const storedTokens = async (page: Page) => {
  const user = (await storedOidcUser(page))!;
  return [user.access_token, user.refresh_token, user.id_token].filter((t): t is string => typeof t === 'string' && t !== '');
};

test.beforeEach(async ({ context }) => {
  await context.route(`${inspectorUrl}**`, (route) => route.fulfill({ contentType: 'text/html', body: inspectorStub }));
});

test('without ?inspect no inspector window opens', async ({ page, tenantUrl }) => {
  const popups: Page[] = [];
  page.on('popup', (p) => popups.push(p));
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  await page.reload();
  await shell.seeDashboardOf('Acme Telecom');
  expect(popups).toEqual([]);
});

test('signing in with ?inspect: the inspector gets every actor of the app, and no token or code', async ({ page, tenantUrl }) => {
  // The provider returns to the exact registered /signin-oidc; add ?inspect to that address before the app reads it,
  // so the inspector watches the whole sign-in (the callback's code, the token exchange, the session's start).
  // (A route cannot do it: Playwright does not route the provider's redirects.)
  await page.addInitScript(() => {
    if (window.location.pathname === '/signin-oidc' && !window.location.search.includes('inspect')) {
      window.history.replaceState(null, '', `${window.location.href}&inspect`);
    }
  });
  let code = '';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/signin-oidc?')) code ||= new URL(frame.url()).searchParams.get('code') ?? '';
  });
  const popups: Page[] = [];
  page.on('popup', (p) => popups.push(p));
  // An event the inspector cannot copy is lost with a page error (an xstate transition's toJSON once recursed
  // without end, and the session's registration went missing).
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  expect(code).not.toBe('');
  expect(popups).toHaveLength(1);
  const popup = popups[0]!;
  expect(popup.url()).toBe(inspectorUrl);

  // Every actor, root first; snapshots and events stream too.
  const expected = ['app', 'nav', 'verticalNav', 'settings', 'auth', 'dialog', 'loading', 'session', 'messages', 'notifications', 'shortcuts', 'search', 'quickChat', 'userStatus'];
  await expect.poll(async () => [...(await registeredActors(popup))].filter((name) => expected.includes(name!)).sort()).toEqual([...expected].sort());
  const types = new Set((await received(popup)).map((m) => (m as Received).type));
  expect(types).toContain('@xstate.snapshot');
  expect(types).toContain('@xstate.event');

  // Use the app a little more (a navigation), then check what the window got.
  await page.getByRole('link', { name: 'Sales orders' }).click();
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await expect.poll(async () => JSON.stringify(await received(popup))).toContain('/orders');
  // Issue 10: an open document's lifecycle statechart runs as its record's child, standing in the document's status.
  await page.getByRole('gridcell', { name: /^SO-\d{6}$/ }).first().click();
  await expect(page.getByRole('heading', { name: /^Order SO-\d{6}$/, level: 1 })).toBeVisible();
  await expect.poll(async () => [...(await registeredActors(popup))].some((name) => /^lifecycle:[^:]+:\d+$/.test(name ?? ''))).toBe(true);
  const everything = JSON.stringify(await received(popup));
  const tokens = await storedTokens(page);
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  for (const token of tokens) expect(everything.includes(token), 'a token reached the inspector').toBe(false);
  // The callback's address (auth and nav locations, the completeSignIn input) went out with its code redacted.
  expect(everything.includes(code), 'the authorization code reached the inspector').toBe(false);
  expect(everything).toContain('?code=[redacted]');
  expect(popups).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});
