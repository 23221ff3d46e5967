/**
 * The demo academy (issue 14) as one story: a category chip, "hide completed" and a search narrow the courses and
 * live in the address (a reload keeps them); a course opens at the learner's step, Next and the step list move
 * through it (the address keeps the step; Back goes back a step); axe in dark and light; es-MX at 320 px without
 * horizontal overflow.
 */
import { DemoPage } from './pages/demo.page';
import { chooseScheme } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/learn14';

test('academy: category, hide completed and search in the address, a course read step by step; axe light and dark; es-MX at 320 px', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/apps/academy'), 'sam@acme.test');
  const demo = new DemoPage(page);
  const main = page.getByRole('main');
  const cards = main.locator('ul > li article');
  await demo.seeHeading('What do you want to learn today?');
  await demo.seeCount('12 courses of 12');
  await page.screenshot({ path: `${shots}/academy-dark-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('academy, dark');

  // A category chip.
  await main.getByRole('button', { name: 'Web', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/academy\?category=web$/);
  await expect(main.getByRole('button', { name: 'Web', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await demo.seeCount('4 courses of 12');

  // Hide completed: the count drops by the completed web courses, and no card left says Completed.
  const completedWeb = await cards.filter({ hasText: /Completed (once|\d+ times)/ }).count();
  await main.getByText('Hide completed').click();
  await expect(page).toHaveURL(/hideCompleted=1/);
  await demo.seeCount(`${4 - completedWeb} ${4 - completedWeb === 1 ? 'course' : 'courses'} of 12`);
  await expect(cards.filter({ hasText: /Completed (once|\d+ times)/ })).toHaveCount(0);
  await main.getByText('Hide completed').click();
  await expect(page).not.toHaveURL(/hideCompleted/);

  // Search, then a reload keeps every filter (they are the address).
  await main.getByRole('searchbox', { name: 'Search courses' }).fill('typescript');
  await expect(page).toHaveURL(/category=web&q=typescript$/);
  await demo.seeCount('1 course of 12');
  await page.reload();
  await demo.seeCount('1 course of 12');
  await expect(main.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('typescript');
  await expect(main.getByRole('button', { name: 'Web', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await chooseScheme(page, 'Light');
  await page.screenshot({ path: `${shots}/academy-filtered-light-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('academy filtered, light');

  // The course: open it, go to its first step from the list, then Next; the address holds the step.
  await main.getByRole('searchbox', { name: 'Search courses' }).fill('nothing like this');
  await demo.seeCount('No course matches of 12');
  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/apps\/academy$/);
  await expect(main.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  await demo.seeCount('12 courses of 12');
  await page.goBack();
  await expect(main.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('nothing like this');
  await main.getByRole('searchbox', { name: 'Search courses' }).fill('typescript');
  await demo.seeCount('1 course of 12');
  await main.getByRole('link', { name: 'Basics of TypeScript', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/basics-of-typescript$/);
  await demo.seeHeading('Basics of TypeScript');
  const steps = main.getByRole('complementary', { name: 'Steps' });
  await steps.getByRole('link', { name: 'Introduction', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/basics-of-typescript\/1$/);
  await expect(main.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Introduction', exact: true })).toHaveAttribute('aria-current', 'step');
  await expect(main.getByRole('link', { name: 'Previous step' })).toHaveCount(0);
  const total = Number((await main.getByText(/^Step 1 of \d+$/).textContent())!.replace(/^Step 1 of /, ''));
  await expect(steps.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round(100 / total)));
  await main.getByRole('link', { name: 'Next step' }).click();
  await expect(page).toHaveURL(/\/basics-of-typescript\/2$/);
  await expect(main.getByText(`Step 2 of ${total}`)).toBeVisible();
  await expect(steps.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round(200 / total)));
  await expect(main.getByRole('heading', { level: 2, name: /^Step 1: / })).toBeVisible();
  await page.screenshot({ path: `${shots}/academy-course-light-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('course, light');
  await page.goBack();
  await expect(main.getByText(`Step 1 of ${total}`)).toBeVisible();
  await page.goto(tenantUrl('acme', `/apps/academy/basics-of-typescript/${total}`));
  await expect(main.getByRole('link', { name: 'Next step' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Back to the courses' })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 720 });
  // The navigation folds away after the resize; then nothing is wider than the page.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/academy-course-light-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(tenantUrl('acme', '/apps/academy/no-such-course'));
  await demo.seeHeading('This course does not exist');

  // Phone, es-MX, dark.
  await page.goto(tenantUrl('acme', '/apps/academy?category=cloud'));
  await chooseScheme(page, 'Dark');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.seeHeading('¿Qué quieres aprender hoy?');
  await demo.seeCount('3 cursos de 12');
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/academy-es-dark-320.png`, fullPage: true });
  await demo.seeNoAxeViolations('academy es-MX 320 dark');
  await cards.first().getByRole('link').first().click();
  await expect(main.getByText(/^Paso \d+ de \d+$/)).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/academy-course-es-dark-320.png`, fullPage: true });
  await demo.seeNoAxeViolations('course es-MX 320 dark');
});
