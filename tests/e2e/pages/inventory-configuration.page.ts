/** Page objects of the inventory configuration (/admin/inventory-configuration): its parts, the units, the tree, the settings. */
import { mkdir } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

export class InventoryConfigurationPage {
  constructor(readonly page: Page) {}

  async clickPart(name: 'Units of measure' | 'Product categories' | 'Costing and stock') {
    await this.page.getByRole('navigation', { name: 'Parts of the inventory configuration' }).getByRole('link', { name }).click();
  }
  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
  async settle() {
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  }
  /** A screenshot for people to look at (/tmp/shots/invconfig). */
  async shoot(name: string) {
    await mkdir('/tmp/shots/invconfig', { recursive: true });
    await this.settle();
    await this.page.screenshot({ path: `/tmp/shots/invconfig/${name}.png`, fullPage: true });
  }
  /** The content of the main landmark is no wider than its box. */
  async dontOverflow(what: string) {
    // Polled: the page answers a new width or language a frame or two later.
    await expect(async () => {
      const { scrollWidth, clientWidth, right } = await this.page.getByRole('main').evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: el.getBoundingClientRect().right }));
      expect(scrollWidth, what).toBeLessThanOrEqual(clientWidth);
      expect(right, what).toBeLessThanOrEqual(this.page.viewportSize()!.width);
    }).toPass({ timeout: 10_000 });
  }
}

export class UnitsPage {
  constructor(readonly page: Page) {}
  list() {
    return this.page.getByRole('region', { name: 'Units of measure' });
  }
  rows() {
    return this.page.getByRole('row');
  }
  async seeUnit(code: string) {
    await expect(this.page.getByRole('row').filter({ hasText: code }).first()).toBeVisible();
  }
  async clickNew() {
    await this.page.getByRole('link', { name: 'New unit' }).click();
  }
  async fill(label: 'Code' | 'Name', value: string) {
    await this.page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  async chooseStatus(status: 'Active' | 'Inactive') {
    await this.page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: status });
  }
  async clickButton(name: string | RegExp) {
    await this.page.getByRole('button', { name }).click();
  }
  async seeFieldError(label: 'Code' | 'Name', message: string | RegExp) {
    await expect(this.page.getByRole('textbox', { name: label, exact: true })).toHaveAccessibleDescription(message);
  }
  async seeHeading(name: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}

export class CategoryTreePage {
  constructor(readonly page: Page) {}
  tree() {
    return this.page.getByRole('tree', { name: 'Category tree' });
  }
  item(name: string) {
    return this.tree().getByRole('treeitem', { name: new RegExp(`^${name}\\b`) });
  }
  async seeLoaded() {
    await expect(this.tree().getByRole('treeitem').first()).toBeVisible();
    await expect(this.page.locator('section[aria-busy="true"]')).toHaveCount(0);
  }
  /** The names of the visible rows, in order, with their level. */
  async rows(): Promise<string[]> {
    return this.tree()
      .getByRole('treeitem')
      .evaluateAll((items) => items.map((i) => `${i.getAttribute('aria-level')}:${i.querySelector('span:nth-child(2)')?.textContent ?? ''}`));
  }
  async focus(name: string) {
    await this.item(name).click();
    await expect(this.item(name)).toBeFocused();
  }
  async press(key: string) {
    await this.page.keyboard.press(key);
  }
  announcer(): Locator {
    return this.page.getByTestId('tree-announcer');
  }
  async seeAnnounced(text: string | RegExp) {
    await expect(this.announcer()).toHaveText(text);
  }
  async dragOnto(name: string, target: string, where: 'before' | 'inside' | 'after') {
    const box = (await this.item(target).boundingBox())!;
    const y = where === 'before' ? 3 : where === 'after' ? box.height - 3 : box.height / 2;
    await this.item(name).dragTo(this.item(target), { targetPosition: { x: box.width / 3, y } });
  }
  async clickToolbar(name: string) {
    await this.page.getByRole('toolbar', { name: 'Selected category' }).getByRole('button', { name, exact: true }).click();
  }
}

export class InventorySettingsPage {
  constructor(readonly page: Page) {}
  async choose(label: string | RegExp) {
    await this.page.getByRole('radio', { name: label }).check();
  }
  async clickSave() {
    await this.page.getByRole('button', { name: 'Save settings' }).click();
  }
  confirmDialog() {
    return this.page.getByRole('alertdialog', { name: 'Change the costing method?' });
  }
  history() {
    return this.page.getByRole('region', { name: 'History of changes' });
  }
}

/** The shell's theme switch through the settings drawer. */
export async function chooseScheme(page: Page, scheme: 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme.toLowerCase()}`));
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
}
