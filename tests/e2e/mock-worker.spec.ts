/**
 * Issue 12 (slice worker): the demo mock API runs in a Web Worker. The page holds no Mirage; its writes still outlive a
 * reload in the page's localStorage (`mirage.*`, same keys as before); a worker that cannot start makes the API
 * unreachable (the app's offline message), never a blank page.
 */
import { mkdirSync } from 'node:fs';
import { expect, callApiAs, signInAt, test } from './support/fixtures';
import { ShellPage } from './pages/shell.page';

test('the mock answers from its worker, not the page; a write is in localStorage under mirage.* at once and still there after a reload', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  expect(page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(expect.stringMatching(/^\/assets\/mock-worker-[A-Z0-9]{8}\.js$/));
  // Nothing of Mirage in the page: no server handle, and window.fetch is the bridge (not pretender's polyfill).
  expect(await page.evaluate(() => ({ server: typeof (window as unknown as { server?: unknown }).server, xhr: XMLHttpRequest.name }))).toEqual({ server: 'undefined', xhr: 'XMLHttpRequest' });

  const code = `W${Date.now() % 100000}`;
  const created = await callApiAs(page, { method: 'POST', path: '/api/catalogs/business-lines', body: { name: `Línea del worker ${code}`, code } });
  expect(created.status).toBe(201);
  // The worker's write reached the page's storage before its answer did.
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('mirage.services.')).map(([key, value]) => `${key} ${value}`));
  expect(stored.some((entry) => entry.startsWith('mirage.services.business-lines ') && entry.includes(code))).toBe(true);

  await page.reload();
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  const id = (created.body as { id: string }).id;
  const read = await callApiAs(page, { method: 'GET', path: `/api/catalogs/business-lines/${id}` });
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({ code, name: `Línea del worker ${code}` });
});

test('a mock worker that cannot load: API calls fail like an unreachable server and the app says so (no blank page)', async ({ page, tenantUrl }, testInfo) => {
  // A visit first, so the device keeps the session's data (a test's context may start without it); then the worker's
  // file is gone and the page is loaded again.
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.route(/\/assets\/mock-worker-[\w.-]+\.js$/, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  // The request layer's offline notice, as for a dead connection (the shell drawn from the session kept on the device).
  await expect(page.getByText('No Internet Connection. Changes will be sent when you are back online.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const failure = await page.evaluate(async () => {
    try {
      await fetch('/api/common/user');
      return 'answered';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  });
  expect(failure).toBe('TypeError: Failed to fetch');
  await expect.poll(() => errors.some((e) => e.includes('The demo mock API is not available'))).toBe(true);
  mkdirSync('/tmp/shots/worker', { recursive: true });
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`dead-worker-${width}.png`) });
    await page.screenshot({ path: `/tmp/shots/worker/dead-worker-dark-${width}.png` });
  }
});
