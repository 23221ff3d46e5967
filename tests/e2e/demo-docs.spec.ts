/**
 * The documentation pages (issue 14) as one story: the introduction and the changelog opened from the Demo menu, a table
 * of contents anchor leading to its section, a link into a section of the product; axe in dark and light; es-MX at
 * 320 px without horizontal overflow.
 */
import { DemoPage } from './pages/demo.page';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/docs14';

test('docs: the introduction and the changelog from the menu, a contents anchor, a link into the product; axe dark and light; es-MX at 320 px', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  const demo = new DemoPage(page);
  const main = page.getByRole('main');

  // The introduction from the menu; its contents lead to the sign-in section.
  await demo.openDemoMenuItem('Documentation', 'Getting started');
  await expect(page).toHaveURL(/\/docs\/guides\/getting-started\/introduction$/);
  await demo.seeHeading('Introduction');
  await page.screenshot({ path: `${shots}/intro-dark-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('introduction, dark');
  await main.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Signing in with the demo accounts' }).click();
  await expect(page).toHaveURL(/\/docs\/guides\/getting-started\/introduction#signing-in$/);
  const signIn = main.getByRole('region', { name: 'Signing in with the demo accounts' });
  await expect(signIn).toBeInViewport();
  await expect(signIn.getByRole('heading', { name: 'root@platform.test' })).toBeVisible();

  // A link into the product: an in-app navigation to the sales orders.
  await main.getByRole('region', { name: 'What the back office does' }).getByRole('link', { name: 'Sales orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await demo.seeHeading(/Sales orders/);

  // The changelog from the menu: newest release first.
  await demo.openDemoMenuItem('Documentation', 'Changelog');
  await expect(page).toHaveURL(/\/docs\/changelog$/);
  await demo.seeHeading('Changelog');
  const releases = main.getByRole('navigation', { name: 'Releases' }).getByRole('link');
  await expect(releases.first()).toHaveText(/^0\.4\.0 · The demo screens$/);
  await releases.last().click();
  await expect(page).toHaveURL(/#v0-1-0$/);
  await expect(main.getByRole('region', { name: /0\.1\.0 · The foundation/ })).toBeInViewport();
  await chooseScheme(page, 'Light');
  await page.screenshot({ path: `${shots}/changelog-light-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('changelog, light');

  // es-MX on a phone: the changelog light, the introduction dark.
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.seeHeading('Registro de cambios');
  await expect(main.getByRole('heading', { level: 2, name: /0\.4\.0 · Las pantallas de demostración/ })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/changelog-es-light-320.png`, fullPage: true });
  await demo.seeNoAxeViolations('changelog es-MX 320 light');
  await main.getByRole('link', { name: '¿Eres nuevo? Lee la introducción.' }).click();
  await demo.seeHeading('Introducción');
  await expect(main.getByRole('navigation', { name: 'En esta página' }).getByRole('link', { name: 'Uso con el teclado' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 }); // the gear is in the top bar on a wide screen
  await page.getByRole('button', { name: 'Configuración' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configuración' });
  await drawer.getByText('Oscuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-dark/);
  await drawer.getByRole('button', { name: 'Cerrar configuración' }).click();
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/intro-es-dark-320.png`, fullPage: true });
  await page.screenshot({ path: `${shots}/intro-es-dark-320-top.png` });
  await demo.seeNoAxeViolations('introduction es-MX 320 dark');
});
