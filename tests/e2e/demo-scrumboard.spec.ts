/**
 * The scrumboard (issue 14), one story: the boards with members and last activity; a board's lists; a card dragged to
 * another list stays there after a reload (PATCH board/card/positions); Alt + arrow keys move a card and the move is
 * announced; a card added, opened at its own address (kept by a reload), described, labelled, given a due date and
 * deleted after the question; a list added, renamed and deleted with its cards; a board label added; axe in dark and
 * light; 320 px without page overflow and es-MX headings.
 */
import type { Page } from '@playwright/test';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/board14';
const list = (page: Page, title: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${title} \\(`) }) });
const cardsOf = (page: Page, title: string) => page.getByRole('list', { name: `Cards of ${title}` });
// The page has answered the new width (a fold done in a media query listener lands a frame after the resize): polled.
const noOverflow = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { timeout: 3_000 }).toBeLessThanOrEqual(0);

test('scrumboard: drag a card to another list, reload, it stays; keyboard moves announced; card dialog; lists and labels; axe; phone in es-MX', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/apps/scrumboard'), 'sam@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
  const boardLink = page.getByRole('link', { name: /Admin Dashboard/ });
  await expect(boardLink).toContainText('Last activity');
  await expect(boardLink.getByText(/^Members: /)).toBeAttached();
  await page.screenshot({ path: `${shots}/boards-dark-1280.png` });
  await boardLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lists' }).locator(':scope > li')).toHaveCount(5);

  // Drag a card from To do to In progress; the move is saved: a reload shows it there.
  const moving = 'Do a research about most needed admin applications';
  await cardsOf(page, 'To do').getByRole('link', { name: moving }).dragTo(cardsOf(page, 'In progress').getByRole('link').first());
  await expect(cardsOf(page, 'In progress').getByRole('link', { name: moving })).toBeVisible();
  await expect(cardsOf(page, 'To do').getByRole('link', { name: moving })).toHaveCount(0);
  await page.reload();
  await expect(cardsOf(page, 'In progress').getByRole('link', { name: moving })).toBeVisible();
  await expect(cardsOf(page, 'To do').getByRole('link', { name: moving })).toHaveCount(0);

  // The keyboard alternative: Alt + ArrowRight moves it on to In review, announced; the focus stays on it.
  await cardsOf(page, 'In progress').getByRole('link', { name: moving }).focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(cardsOf(page, 'In review').getByRole('link', { name: moving })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Card “${moving}” moved to In review` })).toBeAttached();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(cardsOf(page, 'In review').getByRole('link').first()).toHaveText(moving);

  // Add a card to To do, open it (its address survives a reload), describe, label, date it, delete it.
  await list(page, 'To do').getByRole('button', { name: '+ Add a card' }).click();
  await list(page, 'To do').getByLabel('Card title').fill('Write the release notes');
  await list(page, 'To do').getByRole('button', { name: 'Add a card' }).click();
  await cardsOf(page, 'To do').getByRole('link', { name: 'Write the release notes' }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/[^/]+\/card\/[^/]+$/);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Write the release notes' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Description').fill('Everything since the last version.');
  await dialog.getByRole('button', { name: 'Save title and description' }).click();
  await expect(dialog.getByRole('button', { name: 'Save title and description' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Development' }).check();
  await dialog.getByLabel('Due date').fill('01/15/2020');
  await dialog.getByLabel('Due date').blur();
  await expect(dialog.getByText(/^Overdue /)).toBeVisible();
  // Moving without a drag, from the dialog: a list and a position.
  await dialog.getByLabel('List', { exact: true }).selectOption({ label: 'In progress' });
  await dialog.getByLabel('Position').selectOption('1');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog.getByText('In the list In progress')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('moved to In progress, position 1 of');
  await page.screenshot({ path: `${shots}/card-dialog-dark-1280.png` });
  expect(await axeViolations(page), 'card dialog, dark').toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/[^/]+$/);
  await expect(cardsOf(page, 'In progress').getByRole('link').first()).toHaveText('Write the release notes');
  const added = cardsOf(page, 'In progress').getByRole('listitem').filter({ hasText: 'Write the release notes' });
  await expect(added).toContainText('Development');
  await expect(added).toContainText('Overdue');
  await added.getByRole('link').click();
  await dialog.getByRole('button', { name: 'Delete card' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the card “Write the release notes”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/[^/]+$/);
  await expect(page.getByRole('link', { name: 'Write the release notes' })).toHaveCount(0);

  // A list: add, rename, add a card to it, delete it (asked, with its card).
  await page.getByRole('button', { name: '+ Add a list' }).click();
  await page.getByLabel('List title').fill('Backlog');
  await page.getByRole('button', { name: 'Add a list', exact: true }).click();
  await list(page, 'Backlog').getByRole('button', { name: /^Backlog/ }).click();
  // One editor is open at a time: the rename form replaced the list's title.
  await page.getByRole('main').getByLabel('List title').fill('Icebox');
  await page.getByRole('main').getByRole('button', { name: 'Rename', exact: true }).click();
  await list(page, 'Icebox').getByRole('button', { name: '+ Add a card' }).click();
  await list(page, 'Icebox').getByLabel('Card title').fill('Someday');
  await list(page, 'Icebox').getByLabel('Card title').press('Enter');
  await expect(cardsOf(page, 'Icebox').getByRole('link', { name: 'Someday' })).toBeVisible();
  await list(page, 'Icebox').getByRole('button', { name: 'Delete the list Icebox' }).click();
  await expect(confirm).toContainText('1 card is deleted with it');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list(page, 'Icebox')).toHaveCount(0);

  // Board labels: add one; it is offered on cards.
  await page.getByRole('button', { name: 'Labels', exact: true }).click();
  const labels = page.getByRole('dialog', { name: 'Board labels' });
  await labels.getByLabel('New label').fill('Docs');
  await labels.getByRole('button', { name: 'Add' }).click();
  await expect(labels.getByLabel('Name of the label Docs')).toHaveValue('Docs');
  await page.screenshot({ path: `${shots}/labels-dark-1280.png` });
  await labels.getByRole('button', { name: 'Close labels' }).click();

  await page.screenshot({ path: `${shots}/board-dark-1280.png`, fullPage: true });
  expect(await axeViolations(page), 'board, dark').toEqual([]);
  await page.setViewportSize({ width: 320, height: 720 });
  await noOverflow(page);
  await page.screenshot({ path: `${shots}/board-dark-320.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseScheme(page, 'Light');
  await page.screenshot({ path: `${shots}/board-light-1280.png`, fullPage: true });
  expect(await axeViolations(page), 'board, light').toEqual([]);

  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.getByRole('link', { name: 'Todos los tableros' })).toBeVisible();
  await noOverflow(page);
  await page.screenshot({ path: `${shots}/board-light-es-320.png`, fullPage: true });
  expect(await axeViolations(page), 'board, es-MX 320').toEqual([]);
  await page.getByRole('link', { name: 'Todos los tableros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableros' })).toBeVisible();
  await noOverflow(page);
  await page.screenshot({ path: `${shots}/boards-light-es-320.png`, fullPage: true });
});
