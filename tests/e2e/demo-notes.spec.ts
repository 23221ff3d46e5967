/**
 * The notes (issue 14), one story: the grid of notes; search; a task ticked on the grid; a new note with a task,
 * a label and a reminder, kept by a reload; a task added to a saved note (POST notes/tasks); archive and unarchive
 * through the Archive filter in the address; delete asked; labels added and deleted (the notes lose it); axe in dark
 * and light; 320 px without page overflow and es-MX headings.
 */
import type { Page } from '@playwright/test';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/board14';
const card = (page: Page, title: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${title}`) }) });
const filters = (page: Page) => page.getByRole('navigation', { name: /Note filters|Filtros de notas/ });
// The page has answered the new width (a fold done in a media query listener lands a frame after the resize): polled.
const noOverflow = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { timeout: 3_000 }).toBeLessThanOrEqual(0);

test('notes: search, tick, create with a task, label and reminder, reload, add a task, archive, delete, labels; axe; phone in es-MX', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/apps/notes'), 'sam@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^13 notes$/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/notes-dark-1280.png` });

  // Search, and tick a task on the grid.
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('milk');
  await expect(page.getByRole('status').filter({ hasText: '1 note · matching “milk”' })).toBeVisible();
  const milk = card(page, 'Shopping list').getByRole('checkbox', { name: 'Milk' });
  await milk.check();
  await expect(milk).toBeChecked();
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('');

  // A new note with a task, a label and a reminder.
  await page.getByRole('button', { name: 'New note' }).click();
  const editor = page.getByRole('dialog', { name: 'New note' });
  await editor.getByLabel('Title').fill('Trip to Oaxaca');
  await editor.getByLabel('Note', { exact: true }).fill('Book the bus.');
  await editor.getByLabel('New task').fill('Passport');
  await editor.getByRole('button', { name: 'Add task' }).click();
  await editor.getByRole('checkbox', { name: 'Work' }).check();
  await editor.getByLabel('Reminder').fill('05/04/2030');
  await editor.getByLabel('Reminder').blur();
  await page.screenshot({ path: `${shots}/note-editor-dark-1280.png` });
  expect(await axeViolations(page), 'note editor, dark').toEqual([]);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^14 notes$/ })).toBeVisible();
  await page.reload();
  const trip = card(page, 'Trip to Oaxaca');
  await expect(trip).toContainText('Passport');
  await expect(trip).toContainText('Work');
  await expect(trip).toContainText('Reminder');
  await filters(page).getByRole('link', { name: 'Reminders' }).click();
  await expect(page).toHaveURL(/\/apps\/notes\/reminders$/);
  await expect(card(page, 'Trip to Oaxaca')).toBeVisible();

  // A task added to the saved note goes to POST notes/tasks and shows at once.
  await card(page, 'Trip to Oaxaca').getByRole('button', { name: /^Trip to Oaxaca/ }).click();
  const open = page.getByRole('dialog', { name: 'Trip to Oaxaca' });
  await open.getByLabel('New task').fill('Tickets');
  await open.getByLabel('New task').press('Enter');
  await expect(open.getByRole('checkbox', { name: 'Tickets' })).toBeVisible();
  await open.getByRole('button', { name: 'Close the note' }).click();
  await expect(card(page, 'Trip to Oaxaca')).toContainText('Tickets');

  // Archive: it leaves the notes and is in the archive; unarchived, it comes back.
  await card(page, 'Trip to Oaxaca').getByRole('button', { name: 'Archive Trip to Oaxaca' }).click();
  await expect(card(page, 'Trip to Oaxaca')).toHaveCount(0);
  await filters(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await card(page, 'Trip to Oaxaca').getByRole('button', { name: 'Unarchive Trip to Oaxaca' }).click();
  await expect(card(page, 'Trip to Oaxaca')).toHaveCount(0);
  await filters(page).getByRole('link', { name: 'Notes' }).click();

  // Delete, asked first.
  await card(page, 'Trip to Oaxaca').getByRole('button', { name: 'Delete Trip to Oaxaca' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the note “Trip to Oaxaca”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Trip to Oaxaca')).toHaveCount(0);

  // Labels: add Travel (a filter appears); delete Friends (asked; the notes lose it).
  await expect(card(page, 'Gift ideas')).toContainText('Friends');
  await filters(page).getByRole('button', { name: 'Edit labels' }).click();
  const labels = page.getByRole('dialog', { name: 'Edit labels' });
  await labels.getByLabel('New label').fill('Travel');
  await labels.getByRole('button', { name: 'Add' }).click();
  await expect(labels.getByLabel('Name of the label Travel')).toBeVisible();
  await labels.getByRole('button', { name: 'Delete the label Friends' }).click();
  await expect(confirm).toContainText('Delete the label “Friends”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(labels.getByLabel('Name of the label Friends')).toHaveCount(0);
  await labels.getByRole('button', { name: 'Close labels' }).click();
  await expect(filters(page).getByRole('link', { name: 'Travel' })).toBeVisible();
  await expect(card(page, 'Gift ideas')).not.toContainText('Friends');

  await page.screenshot({ path: `${shots}/notes-dark-after-1280.png`, fullPage: true });
  expect(await axeViolations(page), 'notes, dark').toEqual([]);
  await page.setViewportSize({ width: 320, height: 720 });
  await noOverflow(page);
  await page.screenshot({ path: `${shots}/notes-dark-320.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseScheme(page, 'Light');
  await filters(page).getByRole('link', { name: 'Archive' }).click();
  await page.screenshot({ path: `${shots}/notes-archive-light-1280.png`, fullPage: true });
  expect(await axeViolations(page), 'notes archive, light').toEqual([]);

  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.getByRole('heading', { level: 1, name: 'Archivo' })).toBeVisible();
  await filters(page).getByRole('link', { name: 'Notas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
  await noOverflow(page);
  await page.screenshot({ path: `${shots}/notes-light-es-320.png`, fullPage: true });
  expect(await axeViolations(page), 'notes es-MX 320').toEqual([]);
  await page.getByRole('button', { name: 'Nueva nota' }).click();
  await expect(page.getByRole('dialog', { name: 'Nueva nota' })).toBeVisible();
  await noOverflow(page);
  await page.screenshot({ path: `${shots}/note-editor-light-es-320.png` });
});
