/**
 * Cash closing (/cashclosing, issue 10) end to end, one story: ana opens the spare register with a float and the
 * sales so far, closes it for counting, counts with the keyboard alone (a number and Enter, row after row), sees the
 * difference in words and colour, explains it, saves and submits; approval is not offered to her (four eyes); she
 * rejects with a reason and the closing is back to counting with the reason shown; the history tells each step.
 * Axe in dark and light, then es-MX at 320 px without horizontal overflow.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseScheme, chooseSpanish, dontOverflowHorizontally } from './pages/employees.page';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

async function shoot(page: Page, name: string) {
  await mkdir('/tmp/shots/cash', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/cash/${name}.png`, fullPage: true });
}

async function noAxe(page: Page, where: string) {
  expect(await axeViolations(page), `axe: ${where}`).toEqual([]);
}

test('ana opens a register, counts with the keyboard, sees the difference, submits; a rejection sends it back to counting', async ({ page, tenantUrl }) => {
  test.setTimeout(120_000);
  await signInAt(page, tenantUrl('acme', '/cashclosing'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Cash closing', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Cash closing' });
  await expect(grid.getByRole('row').nth(1)).toContainText(/CC-\d{6}/);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('of 1,095');
  await noAxe(page, 'list, dark');
  await shoot(page, 'list-dark-1280');

  // Open the spare register: 1,000.00 float, 450.00 cash sales so far.
  await page.getByRole('link', { name: 'Open a register' }).click();
  const form = page.getByRole('form', { name: 'Open a register' });
  await form.getByRole('combobox', { name: 'Register', exact: true }).selectOption({ label: 'Caja de eventos (CAJA-04)' });
  const cashier = form.getByRole('combobox', { name: 'Cashier', exact: true });
  await cashier.fill('a');
  await page.getByRole('option', { name: /EMP-\d+/ }).first().click();
  await form.getByRole('textbox', { name: 'Opening float' }).fill('1000');
  await form.getByRole('textbox', { name: 'Cash sales' }).fill('450');
  await form.getByRole('button', { name: 'Open register' }).click();
  await expect(page.getByRole('heading', { name: /^Closing CC-\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText('Open');
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', /\/documents\/cash-closing\/[^/]+\/print$/);

  await page.getByRole('button', { name: 'Close register and count' }).click();
  const count = page.getByRole('region', { name: 'Count by denomination' });
  await expect(count).toBeVisible();
  // The keyboard alone: the first cell, then a number and Enter for each of the 12 denominations (1,400.00 counted).
  await count.getByRole('textbox').first().focus();
  for (const pieces of ['1', '0', '2', '0', '0', '0', '0', '0', '0', '0', '0', '0']) {
    await page.keyboard.type(pieces);
    await page.keyboard.press('Enter');
  }
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('$1,450.00');
  await expect(totals).toContainText('$1,400.00');
  await expect(totals).toContainText('Short by MX$50.00');
  // Enter after the last coin went to the note.
  await expect(page.getByRole('textbox', { name: 'Note on the count' })).toBeFocused();
  await page.keyboard.type('Faltan 50: cambio mal entregado');
  await noAxe(page, 'count, dark');
  await shoot(page, 'count-dark-1280');
  await page.getByRole('button', { name: 'Save count' }).click();
  await expect(totals.getByRole('status')).toHaveText('Count saved');

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { name: 'Count by denomination' })).toBeVisible();
  await expect(page.getByRole('main').locator('header').filter({ hasText: /Closing CC-/ })).toContainText('Submitted');
  // The submitted count reads notes and coins apart (a $20 note and a $20 coin).
  const counted = page.getByRole('region', { name: 'Count by denomination' });
  await expect(counted.getByRole('heading', { name: 'Notes', level: 3 })).toBeVisible();
  await expect(counted.getByRole('heading', { name: 'Coins', level: 3 })).toBeVisible();
  await expect(counted.getByRole('term').filter({ hasText: /^MX\$20\.00$/ })).toHaveCount(2);
  await noAxe(page, 'submitted, dark');
  await shoot(page, 'submitted-dark-1280');
  // Four eyes: ana submitted, so Approve is not offered to her; Reject is.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('region', { name: 'Reject the count' });
  await expect(reject.getByRole('button', { name: 'Send back to counting' })).toBeDisabled();
  await reject.getByRole('textbox', { name: /Reason/ }).fill('Recount the 200 notes');
  await reject.getByRole('button', { name: 'Send back to counting' }).click();
  await expect(page.getByRole('main').locator('header').filter({ hasText: /Closing CC-/ })).toContainText('Counting');
  await expect(page.getByText(/Sent back to counting on .*: Recount the 200 notes/)).toBeVisible();
  // The count is kept for the correction.
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Short by MX$50.00');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history.getByRole('listitem').first()).toContainText('Rejected, back to counting');
  await chooseScheme(page, 'Light');
  await noAxe(page, 'closing, light');
  await shoot(page, 'closing-light-1280');

  // Spanish at a phone's width: no horizontal overflow.
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('Faltan $50.00');
  await dontOverflowHorizontally(page, 320);
  await noAxe(page, 'closing es-MX 320');
  await shoot(page, 'closing-es-320');
  await page.getByRole('link', { name: 'Volver a cortes de caja' }).click();
  await expect(page.getByRole('heading', { name: 'Corte de caja', level: 1 })).toBeVisible();
  await dontOverflowHorizontally(page, 320);
  await shoot(page, 'list-es-320');
});
