import type { Frame, Page, Request } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';

// SECURITY-TESTS X8 (and A14's "a framed app loads no bundle"), in real Chromium: a page of another origin that frames
// the app's home, a deep route or silent-renew.html gets nothing (frame-ancestors 'none' / 'self'): no document, no
// app script; Chromium reports the refusal to the server. The app itself may frame silent-renew.html (silent renew),
// and nothing else of its own.

/**
 * Another site, served by the test on 127.0.0.1 (cross-site to acme.localhost). A page fulfilled by page.route, or on
 * a public or https origin, would be stopped earlier by Chromium's local network access checks or as mixed content,
 * and so would not test frame-ancestors.
 */
async function startOtherSite(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Another site</title><body><h1>Another site</h1></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function framesOf(page: Page, sources: string[]) {
  await page.evaluate((srcs) => {
    for (const src of srcs) {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = src;
      document.body.append(frame);
    }
  }, sources);
  await expect.poll(() => page.frames().length).toBe(sources.length + 1);
}

/** A frame Chromium refused shows its own error document (chrome-error://), never the app's root. */
async function frameShowsApp(frame: Frame) {
  return frame.evaluate(() => document.getElementById('root') !== null || document.querySelector('script[src*="/assets/"]') !== null).catch(() => false);
}

test('X8 A14 a cross-origin page cannot frame the app: home, a deep route and silent-renew.html are refused and load no bundle', async ({ page, tenantUrl, servers }) => {
  test.info().annotations.push({ type: 'injects-csp-violation', description: 'frame-ancestors refusals are reported on purpose' });
  const other = await startOtherSite();
  const appRequests: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(tenantUrl('acme', '/')) && r.frame() !== page.mainFrame()) appRequests.push(r);
  });
  await page.goto(`${other.origin}/attack`);
  const framed = [tenantUrl('acme', '/'), tenantUrl('acme', '/admin/customers'), tenantUrl('acme', '/silent-renew.html')];
  servers.cspReports.length = 0;
  await framesOf(page, framed);
  // The refusals reach the server's report endpoint (report-uri).
  await expect.poll(() => servers.cspReports.filter((r) => r.directive === 'frame-ancestors').length, { timeout: 10_000 }).toBeGreaterThan(0);
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    expect(frame.url(), 'the refused frame holds Chromium\'s error page').not.toMatch(/^http:\/\/acme\.localhost/);
    expect(await frameShowsApp(frame)).toBe(false);
  }
  // Only the three documents were asked for: no script, style or API request came from a framed app.
  expect(appRequests.map((r) => r.resourceType())).toEqual(['document', 'document', 'document']);
  expect(servers.cspReports.map((r) => r.directive).filter((d) => d !== 'frame-ancestors')).toEqual([]);
  other.server.close();
});

test("X8 the app frames its own silent-renew.html (frame-ancestors 'self') but not its own pages", async ({ page, tenantUrl, servers }) => {
  test.info().annotations.push({ type: 'injects-csp-violation', description: "the app's own page framed on purpose" });
  await page.goto(tenantUrl('acme', '/logged-out'));
  await expect(page.getByRole('button', { name: 'Login Again' })).toBeVisible();
  servers.cspReports.length = 0;
  await framesOf(page, ['/silent-renew.html', '/dashboard']);
  const [renew, home] = page.frames().slice(1);
  await expect.poll(() => renew!.url()).toBe(tenantUrl('acme', '/silent-renew.html'));
  await expect.poll(() => servers.cspReports.map((r) => `${r.directive} ${r.blocked}`), { timeout: 10_000 }).toEqual([`frame-ancestors ${tenantUrl('acme', '/')}`]);
  expect(home!.url()).not.toBe(tenantUrl('acme', '/dashboard'));
  expect(await frameShowsApp(home!)).toBe(false);
});

test('A14 a page of another site that opens the app keeps no handle on it (COOP same-origin): it cannot post messages to the app', async ({ page, context, tenantUrl }) => {
  const other = await startOtherSite();
  try {
    await page.goto(`${other.origin}/opener`);
    const [app] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => {
        (window as unknown as { opened: Window | null }).opened = window.open(url, '_blank');
      }, tenantUrl('acme', '/logged-out')),
    ]);
    await expect(app.getByRole('button', { name: 'Login Again' })).toBeVisible();
    // The browsing context group was switched: the opener's handle reads as closed, the app has no opener.
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened: Window | null }).opened?.closed ?? true)).toBe(true);
    expect(await app.evaluate(() => window.opener)).toBeNull();
    // A forged callback message through the dead handle reaches nothing in the app.
    const received: unknown[] = [];
    await app.exposeFunction('__received', (data: unknown) => received.push(data));
    await app.evaluate(() => window.addEventListener('message', (e) => (window as unknown as { __received: (d: unknown) => void }).__received(e.data)));
    await page.evaluate(() => {
      try {
        (window as unknown as { opened: Window | null }).opened?.postMessage({ source: 'oidc-client', url: 'http://acme.localhost/silent-renew.html?code=x&state=forged', keepOpen: false }, '*');
      } catch {
        // a closed handle may refuse the call: nothing is delivered either way
      }
    });
    await page.waitForTimeout(300);
    expect(received).toEqual([]);
  } finally {
    other.server.close();
  }
});
