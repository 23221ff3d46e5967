import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

/** One of the warehouses section's lists (warehouses, a warehouse's stock, its movements), found by its grid's name. */
export class WarehouseListPage {
  constructor(
    readonly page: Page,
    readonly name: RegExp,
  ) {}

  grid() {
    return this.page.getByRole('grid', { name: this.name });
  }
  rows() {
    return this.grid().getByRole('rowgroup').nth(1).getByRole('row');
  }
  region() {
    return this.page.getByRole('region', { name: this.name });
  }
  resultsStatus() {
    return this.region().locator(':scope > [role="status"]');
  }
  /** The list has answered its current query and shows rows. */
  async seeSettled() {
    await expect(this.resultsStatus()).toHaveText(/^[\d,]+ (results?|resultados?)$/);
    await expect(this.grid()).toHaveAttribute('aria-busy', 'false');
    await expect(this.rows().first()).toBeVisible();
  }
  headerNames(): Promise<string[]> {
    return this.grid().getByRole('columnheader').allTextContents().then((t) => t.map((s) => s.trim()));
  }
  async columnTexts(header: string): Promise<string[]> {
    const index = (await this.headerNames()).indexOf(header);
    expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
    return this.rows().evaluateAll((rows, i) => rows.map((r) => (r.querySelectorAll('[role="gridcell"], td')[i]?.textContent ?? '').trim()), index);
  }
  filter(label: string): Locator {
    return this.region().getByRole('combobox', { name: label, exact: true });
  }
  async chooseFilter(label: string, option: string) {
    await this.filter(label).selectOption({ label: option });
  }
  async clickRow(index: number) {
    await this.rows().nth(index).click();
  }
  async clickRowWith(text: string) {
    await this.rows().filter({ hasText: text }).first().click();
  }
}

/** A record page of the section (a warehouse, a stock level). */
export class WarehouseRecordPage {
  constructor(readonly page: Page) {}

  main() {
    return this.page.getByRole('main');
  }
  async seeTitle(name: string | RegExp) {
    await expect(this.main().getByRole('heading', { name, level: 1 })).toBeVisible();
  }
  detail(term: string) {
    return this.main().getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::*[1]');
  }
  async seeStatus(label: string) {
    await expect(this.main().locator('header').filter({ has: this.page.getByRole('heading', { level: 1 }) }).getByText(label, { exact: true })).toBeVisible();
  }
  async click(name: string) {
    await this.main().getByRole('button', { name, exact: true }).or(this.main().getByRole('link', { name, exact: true })).first().click();
  }
  form(name: string | RegExp) {
    return this.page.getByRole('form', { name });
  }
  dialog(name: string) {
    return this.page.getByRole('alertdialog', { name }).or(this.page.getByRole('dialog', { name }));
  }
  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
}

/** The section's content (the main landmark) is no wider than its box at phone width. */
export async function dontOverflowInMain(page: Page, what: string) {
  const main = page.getByRole('main');
  // Polled: the page answers a new width or language a frame or two later.
  await expect(async () => {
    const { scrollWidth, clientWidth, right } = await main.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(scrollWidth, `${what}: main's content`).toBeLessThanOrEqual(clientWidth);
    expect(right, `${what}: main's right edge`).toBeLessThanOrEqual(page.viewportSize()!.width);
  }).toPass({ timeout: 10_000 });
}

/** Switches the colour scheme in the settings drawer. */
export async function chooseScheme(page: Page, scheme: 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme.toLowerCase()}`));
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
}
