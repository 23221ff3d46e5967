/** Page object of the demo areas' frame and the icon catalogues (issue 14). */
import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

export class DemoPage {
  constructor(readonly page: Page) {}

  async seeHeading(name: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async seeComesLater() {
    await expect(this.page.getByText(/comes in a later release/)).toBeVisible();
  }

  async openDemoMenuItem(group: string, item: string) {
    const nav = this.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: group }).click();
    await nav.getByRole('link', { name: item }).click();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: /Search icons|Buscar íconos/ }).fill(text);
  }

  async seeCount(text: string | RegExp) {
    await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible();
  }

  iconNames() {
    return this.page.getByRole('main').getByRole('listitem');
  }

  async seeNoAxeViolations(label: string) {
    expect(await axeViolations(this.page), label).toEqual([]);
  }

  async dontOverflow() {
    // Polled: the page answers a new width a frame later where a media query listener folds something.
    await expect.poll(() => this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { timeout: 3_000 }).toBeLessThanOrEqual(0);
  }
}
