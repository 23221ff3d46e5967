/**
 * The tasks demo app (issue 14) as one story: a completion toggled from the list changes the counts and stays after a
 * reload; a row moved from the keyboard (Alt+Arrow Down) is announced and keeps its place after a reload; a row
 * dragged by its handle; a new task created first and opened, filled in (title, notes, due date, priority, tag,
 * subtask) and saved; a tag added; the task deleted after confirmation; a new section; an unknown id's not-found state;
 * axe in dark and light, 320 px without overflow, es-MX headings.
 */
import { DemoPage } from './pages/demo.page';
import { chooseSpanish } from './pages/employees.page';
import { chooseScheme } from './pages/inventory-configuration.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/people14';

test('tasks: toggle, counts, keyboard move and drag, reload, new task with details, tags, delete, section, not found; axe, phone, es-MX', async ({ page, tenantUrl }) => {
  const demo = new DemoPage(page);
  await signInAt(page, tenantUrl('acme', '/apps/tasks'), 'ana@acme.test');
  await demo.seeHeading('Tasks');
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: 'Task list' });
  const rows = list.getByRole('listitem');
  const counts = list.getByText(/remaining tasks? · \d+ completed/);
  await expect(rows.nth(5)).toBeVisible();
  await expect(counts).toBeVisible();
  const [remaining, completed] = ((await counts.textContent())!.match(/\d+/g) ?? []).map(Number) as [number, number];

  // A completion toggled from the list: the counts follow, and a reload keeps it.
  const box = list.getByRole('checkbox', { name: /^Completed: / }).and(page.locator(':not(:checked)')).first();
  const boxName = (await box.getAttribute('aria-label'))!;
  await box.check();
  await expect(counts).toHaveText(`${remaining - 1} remaining tasks · ${completed + 1} completed`);
  await page.reload();
  await expect(list.getByRole('checkbox', { name: boxName })).toBeChecked();
  await expect(counts).toHaveText(`${remaining - 1} remaining tasks · ${completed + 1} completed`);

  // A keyboard move: Alt+Arrow Down on the focused row, announced, kept after a reload.
  const titles = async () => (await list.locator('li a > span:first-child').allTextContents()).map((t) => t.trim());
  const before = await titles();
  const second = list.getByRole('link').nth(1);
  await second.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(list.getByRole('status')).toContainText(`moved to position 3 of ${before.length}`);
  await expect.poll(titles).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  // The move buttons do the same.
  await rows.nth(2).getByRole('button', { name: /^Move up: / }).click();
  await expect.poll(titles).toEqual(before);
  await rows.nth(1).getByRole('button', { name: /^Move down: / }).click();
  await expect.poll(titles).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  await page.reload();
  await expect.poll(titles).toEqual([before[0], before[2], before[1], ...before.slice(3)]);

  // A drag by the handle: the fifth row dropped on the top half of the fourth.
  const afterKeys = await titles();
  await rows.nth(4).locator('[aria-hidden="true"]').first().dragTo(rows.nth(3), { targetPosition: { x: 40, y: 4 } });
  await expect.poll(titles).toEqual([...afterKeys.slice(0, 3), afterKeys[4], afterKeys[3], ...afterKeys.slice(5)]);
  await page.screenshot({ path: `${shots}/tasks-dark-1280.png` });

  // A tag, then a new task (first in the list, opened) filled in and saved.
  await list.getByText('Manage tags').click();
  await list.getByRole('textbox', { name: 'New tag' }).fill('Docs');
  await list.getByRole('button', { name: 'Add tag' }).click();
  await expect(list.getByRole('textbox', { name: 'Name of the tag Docs' })).toBeVisible();
  await list.getByRole('button', { name: 'Add task' }).click();
  await expect(page).toHaveURL(/\/apps\/tasks\/[\w-]+$/);
  const detail = main.getByRole('region', { name: 'Task details' });
  const form = detail.getByRole('form');
  await form.getByLabel('Title').fill('Write the e2e story');
  await form.getByLabel('Notes').fill('One test per area');
  await form.getByLabel('Due date').fill('12/24/2026');
  await form.getByLabel('Due date').blur();
  await form.getByLabel('Priority').selectOption('2');
  await form.getByRole('checkbox', { name: 'Docs' }).check();
  await form.getByRole('textbox', { name: 'New subtask' }).fill('Sign in once');
  await form.getByRole('textbox', { name: 'New subtask' }).press('Enter');
  await expect(form.getByRole('textbox', { name: 'Subtask 1' })).toHaveValue('Sign in once');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(list.getByRole('link').first()).toContainText('Write the e2e story');
  await expect(list.getByRole('link').first()).toContainText('High priority');
  await expect(list.getByRole('link').first()).toContainText('Docs');
  await expect(counts).toHaveText(`${remaining} remaining tasks · ${completed + 1} completed`);
  await page.reload();
  await expect(form.getByLabel('Title')).toHaveValue('Write the e2e story');
  await expect(form.getByLabel('Due date')).toHaveValue('12/24/2026');
  await expect(form.getByRole('textbox', { name: 'Subtask 1' })).toHaveValue('Sign in once');
  await page.screenshot({ path: `${shots}/tasks-detail-dark-1280.png`, fullPage: true });
  await demo.seeNoAxeViolations('tasks dark');

  // Delete after confirmation: back to the list, gone from it.
  await form.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/apps\/tasks$/);
  await expect(list.getByRole('link', { name: /Write the e2e story/ })).toBeHidden();

  // A new section.
  await list.getByRole('button', { name: 'Add section' }).click();
  await expect(detail.getByRole('heading', { name: 'Section' })).toBeVisible();
  await form.getByLabel('Title').fill('Later');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(list.locator('li a > span:first-child').first()).toHaveText('Section: Later');

  // The top bar's search finds a task by title; its result opens the task's page.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('press kit');
  await page.getByRole('listbox').getByRole('group', { name: 'Tasks' }).getByRole('option', { name: /Prepare the press kit/ }).click();
  await expect(page).toHaveURL(/\/apps\/tasks\/[\w-]+$/);
  await expect(form.getByLabel('Title')).toHaveValue('Prepare the press kit');

  // Unknown id: a not-found state.
  await page.goto(tenantUrl('acme', '/apps/tasks/no-such-task'));
  await expect(main.getByRole('heading', { name: 'Task not found' })).toBeVisible();

  await chooseScheme(page, 'Light');
  await list.getByRole('link').nth(2).click();
  await expect(form.getByLabel('Title')).toBeVisible();
  await page.screenshot({ path: `${shots}/tasks-light-1280.png` });
  await demo.seeNoAxeViolations('tasks light');

  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 740 });
  await demo.seeHeading('Tareas');
  await expect(main.getByRole('heading', { name: 'Tarea', exact: true })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/tasks-detail-es-light-320.png`, fullPage: true });
  await main.getByRole('link', { name: '← Todas las tareas' }).click();
  await expect(main.getByRole('button', { name: 'Agregar tarea' })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/tasks-list-es-light-320.png` });
  await demo.seeNoAxeViolations('tasks es-MX 320');
});
