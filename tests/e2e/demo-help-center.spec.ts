/**
 * The demo help center (issue 14) as one story: the landing page's most asked question opened, a search over FAQs and
 * guides, a guide read (breadcrumbs, sanitized content, "was this helpful?" thanked, the next guide), the guides by
 * category (5 each, "View all 7 guides" to the category's page), the FAQs opened by keyboard, an unknown guide; axe in
 * dark and light; es-MX at 320 px without horizontal overflow.
 */
import { DemoPage } from './pages/demo.page';
import { ApiWire } from './support/api-wire';
import { chooseScheme } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/learn14';

test('help center: search, a guide with feedback and the next guide, guides by category with view all, FAQs by keyboard; axe light and dark; es-MX at 320 px', async ({ page, tenantUrl, cspViolations }) => {
  // A hostile guide on purpose: the CSP (the second defence) reports what it blocks while the sanitizer parses it.
  test.info().annotations.push({ type: 'injects-csp-violation', description: 'hostile guide HTML' });
  const wire = await ApiWire.install(page);
  await signInAt(page, tenantUrl('acme', '/apps/help-center'), 'sam@acme.test');
  const demo = new DemoPage(page);
  const main = page.getByRole('main');
  await demo.seeHeading('How can we help you today?');

  // The most asked question opens its answer.
  const trial = main.getByRole('button', { name: 'Is there a 14-days trial?' });
  await trial.click();
  await expect(trial).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(/^Magna consectetur culpa/).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/help-home-dark-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('help center home, dark');

  // A search finds questions and guides by every word typed.
  await main.getByRole('searchbox', { name: 'Search the help center' }).fill('password');
  await expect(main.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toBeVisible();
  await expect(main.getByRole('button', { name: "I've forgotten my username or password" })).toBeVisible();
  await page.screenshot({ path: `${shots}/help-search-dark-1280.png`, fullPage: true });
  await main.getByRole('link', { name: /Changing your password/ }).click();

  // The guide: its address, breadcrumbs, content, feedback, and the next guide of its category.
  await expect(page).toHaveURL(/\/apps\/help-center\/guides\/your-account\/changing-your-password$/);
  await demo.seeHeading('Changing your password');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link')).toHaveText(['Help center', 'Guides', 'Your Account']);
  await expect(main.locator('article blockquote')).toBeVisible();
  await main.getByRole('button', { name: 'Yes' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Thank you! Glad this guide helped.' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  await chooseScheme(page, 'Light');
  await page.screenshot({ path: `${shots}/help-guide-light-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('guide, light');
  await main.getByRole('link', { name: /Next guide/ }).click();
  await expect(page).toHaveURL(/\/guides\/your-account\/closing-your-account$/);
  await demo.seeHeading('Closing your account');

  // Guides by category: 5 each, and the link to all of a category's guides.
  await crumbs.getByRole('link', { name: 'Guides' }).click();
  await demo.seeHeading('Guides');
  const gettingStarted = main.getByRole('region', { name: 'Getting Started' });
  await expect(gettingStarted.getByRole('listitem')).toHaveCount(5);
  await page.screenshot({ path: `${shots}/help-guides-light-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('guides, light');
  await gettingStarted.getByRole('link', { name: /View all 7 guides/ }).click();
  await expect(page).toHaveURL(/\/apps\/help-center\/guides\/getting-started$/);
  await demo.seeHeading('Getting Started');
  await expect(main.locator('ul > li')).toHaveCount(7);

  // The FAQs page: an answer opened with the keyboard.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Help center' }).click();
  await main.getByRole('link', { name: /^FAQs/ }).click();
  await demo.seeHeading('Frequently asked questions');
  const licences = main.getByRole('button', { name: 'Do licenses have an expiry date?' });
  await licences.focus();
  await page.keyboard.press('Enter');
  await expect(licences).toHaveAttribute('aria-expanded', 'true');
  await demo.seeNoAxeViolations('faqs, light');

  // A malformed answer is a clear error with Try again; a guide's hostile HTML shows sanitized (no image, no script,
  // no javascript: link) and breaks nothing.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Help center' }).click();
  await demo.seeHeading('How can we help you today?');
  await wire.addRule({ name: 'bad-guides', path: '^/api/apps/help-center/guides$', times: 1, fulfil: { status: 200, contentType: 'application/json', body: JSON.stringify([{ id: 1, slug: '<b>x</b>' }]) } });
  const hostile = {
    id: 'c', slug: 'projects', title: 'Projects',
    guides: [{ id: 'g', categoryId: 'c', slug: 'creating-a-project', title: 'Creating a project', subtitle: 's', content: '<p>Hostile guide</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">bad link</a>' }],
  };
  await wire.addRule({ name: 'hostile-guide', path: '^/api/apps/help-center/guide\\?', times: 1, fulfil: { status: 200, contentType: 'application/json', body: JSON.stringify(hostile) } });
  await main.getByRole('link', { name: /^Guides/ }).click();
  await expect(page.getByRole('alert')).toContainText("The help center's answer could not be read.");
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('region', { name: 'Projects' })).toBeVisible();
  await main.getByRole('region', { name: 'Projects' }).getByRole('link', { name: /Creating a project/ }).click();
  await expect(main.locator('article')).toContainText('Hostile guide');
  await expect(main.locator('article img, article script')).toHaveCount(0);
  await expect(main.locator('article a')).not.toHaveAttribute('href', /.*/);
  await main.locator('article a').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // Whatever the CSP reported, it was an inline script that it blocked; nothing from elsewhere loaded.
  expect(cspViolations.filter((v) => !/^script-src-(attr|elem) inline$/.test(v))).toEqual([]);

  // An unknown guide says so and keeps its address.
  await page.goto(tenantUrl('acme', '/apps/help-center/guides/projects/no-such-guide'));
  await demo.seeHeading('This guide does not exist');
  await expect(page).toHaveURL(/no-such-guide$/);

  // Phone, en-US light, then es-MX dark.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(tenantUrl('acme', '/apps/help-center/guides'));
  await demo.seeHeading('Guides');
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/help-guides-light-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseScheme(page, 'Dark');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.seeHeading('Guías');
  await expect(main.getByRole('link', { name: /Ver las 7 guías/ })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/help-guides-es-dark-320.png`, fullPage: true });
  await demo.seeNoAxeViolations('guides es-MX 320 dark');
  await main.getByRole('link', { name: /Creating a project/ }).first().click();
  await demo.seeHeading('Creating a project');
  await expect(main.getByRole('heading', { name: '¿Te sirvió esta guía?' })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/help-guide-es-dark-320.png`, fullPage: true });
  await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Centro de ayuda' }).click();
  await demo.seeHeading('¿Cómo podemos ayudarte hoy?');
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/help-home-es-dark-320.png`, fullPage: true });
  await demo.seeNoAxeViolations('home es-MX 320 dark');
  expect(cspViolations.filter((v) => !/^script-src-(attr|elem) inline$/.test(v))).toEqual([]);
});
