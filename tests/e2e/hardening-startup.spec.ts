import { expect, test } from './support/fixtures';

// SECURITY-TESTS N6: the identity provider's discovery document failing at start-up (503, or no answer at all) ends on
// the sign-in-failed page with Try again within the time limit, never an endless spinner or a blank page; Try again
// recovers once the provider answers.

const failedTitle = 'Sign-in is not available right now';

test('N6 discovery answering 503 at start-up: the sign-in-failed page with Try again, no request storm; Try again recovers', async ({ page, tenantUrl, servers }) => {
  const discoveryUrl = `http://localhost:${servers.idpPort}/.well-known/openid-configuration`;
  let failing = true;
  let discoveryRequests = 0;
  await page.route(discoveryUrl, async (route) => {
    discoveryRequests += 1;
    if (!failing) return route.fallback();
    return route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>', headers: { 'Retry-After': '1' } });
  });
  await page.goto(tenantUrl('acme', '/orders'));
  await expect(page.getByRole('heading', { level: 1, name: failedTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveURL(tenantUrl('acme', '/orders'));
  // The provider's error page is never shown as the app's own.
  await expect(page.getByText('Service Unavailable')).toHaveCount(0);
  await page.waitForTimeout(1_500);
  const afterWait = discoveryRequests;
  expect(afterWait, 'discovery is not retried in a loop').toBeLessThanOrEqual(3);

  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(new URL(page.url()).port).toBe(String(servers.idpPort));
});

test('N6 discovery that never answers: the sign-in-failed page after the 15 s request limit (page clock), not a spinner forever', async ({ page, tenantUrl, servers }) => {
  await page.clock.install();
  let asked = 0;
  await page.route(`http://localhost:${servers.idpPort}/.well-known/openid-configuration`, () => {
    asked += 1;
  });
  await page.goto(tenantUrl('acme'));
  await expect.poll(() => asked).toBe(1);
  await page.clock.runFor(14_000);
  await expect(page.getByRole('heading', { level: 1, name: failedTitle })).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(page.getByRole('heading', { level: 1, name: failedTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
});
