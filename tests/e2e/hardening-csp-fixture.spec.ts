import { expect, test } from './support/fixtures';

// The fixture itself (X6): a CSP report that reaches the static server's endpoint during a test fails that test, even
// when the page saw no securitypolicyviolation event (a report posted by the browser after the page moved on).
test('X6 the fixture fails a test during which the server received a CSP report', async ({ page, tenantUrl, servers }) => {
  test.fail(true, 'the fixture must fail this test: the server received a CSP report');
  await page.goto(tenantUrl('acme', '/logged-out'));
  const status = await page.evaluate(async () => {
    const report = { 'csp-report': { 'document-uri': location.href, 'violated-directive': 'img-src', 'effective-directive': 'img-src', 'blocked-uri': 'https://evil.example/pixel.png' } };
    const res = await fetch('/_csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
    return res.status;
  });
  expect(status).toBeLessThan(300);
  expect(servers.cspReports.at(-1)?.blocked).toContain('evil.example');
});
