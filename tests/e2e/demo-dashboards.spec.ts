/**
 * The demo dashboards (issue 14), one story signed in once: project's week, day and tab switches (the tabs by keyboard)
 * change what the cards show; an activity's in-app link opens the mailbox in the app and an outside one asks the leave
 * notice first; analytics' year switch changes the visitors; finance's transactions and statements with their status;
 * crypto's price and watchlist; axe in dark and light; es-MX at 320 px with no page overflow.
 */
import { DemoPage } from './pages/demo.page';
import { ApiWire } from './support/api-wire';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';


const shots = '/tmp/shots/dash14';

test('demo dashboards: switches, tabs by keyboard, activity links, the four datasets; axe dark and light; es-MX at 320 px', async ({ page, tenantUrl }) => {
  test.setTimeout(90_000);
  const wire = await ApiWire.install(page);
  await signInAt(page, tenantUrl('acme', '/dashboards/project'), 'sam@acme.test');
  const demo = new DemoPage(page);
  const main = page.getByRole('main');
  await demo.seeHeading('Project');

  // GitHub issues: this week's figures, then last week's.
  const issues = main.getByRole('region', { name: 'GitHub issues summary' });
  const newIssues = issues.getByRole('listitem').filter({ hasText: /^New issues[\d,]+$/ });
  await expect(newIssues).toContainText('214');
  await issues.getByRole('button', { name: 'Last week' }).click();
  await expect(issues.getByRole('button', { name: 'Last week' })).toHaveAttribute('aria-pressed', 'true');
  await expect(newIssues).toContainText('197');
  await issues.getByText('Show the numbers').click();
  await expect(issues.getByRole('table')).toContainText('Closed issues');

  // Schedule: tomorrow's events.
  const schedule = main.getByRole('region', { name: 'Schedule' });
  await expect(schedule).toContainText('Group Meeting');
  await schedule.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(schedule).toContainText('Marketing Meeting');
  await expect(schedule).not.toContainText('Group Meeting');
  await page.screenshot({ path: `${shots}/project-home-dark-1280.png` });
  await demo.seeNoAxeViolations('project home, dark');

  // Tabs by keyboard: Right goes to Budget, End to Team.
  await main.getByRole('tab', { name: 'Home' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'Budget' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tab', { name: 'Budget' })).toBeFocused();
  await expect(main.getByRole('table', { name: 'Budget details' }).getByRole('row')).toHaveCount(6);
  await page.screenshot({ path: `${shots}/project-budget-dark-1280.png` });
  await page.keyboard.press('End');
  await expect(main.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('heading', { name: 'Dejesus Michael' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(main.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  // The switches kept their state across the tabs (machine regions, not component state).
  await expect(main.getByRole('region', { name: 'Schedule' })).toContainText('Marketing Meeting');

  // Activities: a link to another site asks first; an in-app link opens the page in the app.
  const feed = main.getByRole('region', { name: 'Recent activity' });
  await feed.getByRole('link', { name: /export-2024-06\.csv/ }).click();
  const leave = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'example.com' });
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await feed.getByRole('listitem').filter({ hasText: '15 unread mails' }).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/apps\/mailbox$/);

  // Analytics: the year switch changes the visitors' numbers.
  await page.goto(tenantUrl('acme', '/dashboards/analytics'));
  await demo.seeHeading('Analytics');
  const visitors = main.getByRole('region', { name: 'Visitors overview' });
  await visitors.getByText('Show the numbers').click();
  const thisYear = await visitors.getByRole('table').innerText();
  await visitors.getByRole('button', { name: 'Last year' }).click();
  await expect(visitors.getByRole('table')).not.toHaveText(thisYear);
  await expect(main.getByRole('region', { name: 'Gender' })).toContainText('55%');
  await chooseScheme(page, 'Light');
  await page.screenshot({ path: `${shots}/analytics-light-1280.png` });
  await demo.seeNoAxeViolations('analytics, light');

  // Finance: ten transactions, three pending; the statements paid and pending.
  await page.goto(tenantUrl('acme', '/dashboards/finance'));
  await demo.seeHeading('Finance');
  const transactions = main.getByRole('table', { name: 'Recent transactions' });
  await expect(transactions.getByRole('row')).toHaveCount(11);
  await expect(transactions.getByText('Pending', { exact: true })).toHaveCount(3);
  await expect(transactions.getByRole('row', { name: /Salary/ })).toContainText('$4,250.00');
  await expect(main.getByRole('region', { name: 'Previous statement' })).toContainText('Paid');
  await expect(main.getByRole('region', { name: 'Current statement' })).toContainText('Pending');
  await page.screenshot({ path: `${shots}/finance-light-1280.png` });
  await demo.seeNoAxeViolations('finance, light');

  // Crypto, opened from the menu: a malformed answer (hostile markup where a number belongs) is a clear error with
  // Retry, never a broken chart; Retry loads the real dataset: Bitcoin's price and the watchlist.
  await wire.addRule({ name: 'bad-crypto', path: '^/api/dashboards/crypto$', times: 1, fulfil: { status: 200, contentType: 'application/json', body: JSON.stringify({ btc: { amount: '<img src=x onerror=alert(1)>' } }) } });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Crypto' }).click();
  await demo.seeHeading('Crypto');
  await expect(page.getByRole('alert')).toContainText('The dashboard’s answer could not be read.');
  await page.screenshot({ path: `${shots}/crypto-malformed-light-1280.png` });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('btc-price')).toHaveText('$8,878.48');
  await expect(page.getByTestId('watchlist').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('watchlist')).toContainText('$0.23512');
  await page.screenshot({ path: `${shots}/crypto-light-1280.png` });

  // es-MX at 320 px: the headings in Spanish, dates and money in its formats, nothing wider than the page.
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.seeHeading('Cripto');
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/crypto-es-light-320.png` });
  await page.goto(tenantUrl('acme', '/dashboards/finance'));
  await demo.seeHeading('Finanzas');
  await expect(main.getByRole('heading', { name: 'Transacciones recientes' })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/finance-es-light-320.png` });
  await demo.seeNoAxeViolations('finance es-MX 320, light');
  // Back to dark, through the Spanish settings panel (at desktop width: on a phone it folds into the user menu).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Configuración' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configuración' });
  await drawer.getByText('Oscuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-dark/);
  await drawer.getByRole('button', { name: 'Cerrar configuración' }).click();
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(tenantUrl('acme', '/dashboards/project'));
  await demo.seeHeading('Proyecto');
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/project-es-320.png` });
  await demo.seeNoAxeViolations('project es-MX 320');
  await page.goto(tenantUrl('acme', '/dashboards/analytics'));
  await demo.seeHeading('Analítica');
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/analytics-es-320.png` });
});
