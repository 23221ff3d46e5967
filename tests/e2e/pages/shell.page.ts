import { expect, type Page } from '@playwright/test';

/** The signed-in shell. */
export class ShellPage {
  constructor(readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  async seeDashboardOf(company: string) {
    await expect(this.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(this.page.getByRole('banner').getByText(company)).toBeVisible();
  }

  async seeNavLinks(names: string[]) {
    const links = this.nav().getByRole('link');
    await expect(links).toHaveText(names);
  }

  async seeNavGroups(titles: string[]) {
    for (const title of titles) await expect(this.nav().getByText(title, { exact: true })).toBeVisible();
  }

  async clickSignOut() {
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}

export class StatusPageObject {
  constructor(readonly page: Page) {}

  async seeLoggedOut() {
    await expect(this.page.getByRole('heading', { name: 'Logged Out Successfully' })).toBeVisible();
    await expect(this.page.getByText('You have been logged out of the system.')).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Login Again' })).toBeVisible();
  }

  async seeUnauthorized() {
    await expect(this.page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    await expect(
      this.page.getByText("You don't have permission to access this resource or there was an authentication error."),
    ).toBeVisible();
  }

  async seeNotFound(options: { timeout?: number } = {}) {
    await expect(this.page.getByRole('heading', { name: 'Page not found' })).toBeVisible(options);
  }
}
