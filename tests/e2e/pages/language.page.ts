import { chooseLanguageFromUserMenu, isNarrow } from '../support/shell-controls';
import { expect, type Page } from '@playwright/test';

const triggerName = (label: string) => new RegExp(`^(Language|Idioma): ${label}$`);

/** The top bar's language menu; the trigger is named in the language in use ("Language: English", "Idioma: Español"). */
export class LanguageMenu {
  constructor(readonly page: Page) {}

  trigger(current: string) {
    return this.page.getByRole('banner').getByRole('button', { name: triggerName(current) });
  }
  async choose(current: string, next: string) {
    // Below 600 px the languages are a group of the user menu (issue 13 point 7).
    if (isNarrow(this.page)) return chooseLanguageFromUserMenu(this.page, next);
    await this.trigger(current).click();
    await this.page.getByRole('menuitem', { name: new RegExp(`^${next}`) }).click();
  }
  async seeCurrent(label: string) {
    if (isNarrow(this.page)) {
      await expect(this.page.locator('html')).toHaveAttribute('lang', label === 'Español' ? 'es-MX' : 'en-US');
      return;
    }
    await expect(this.trigger(label)).toBeVisible();
  }
}

/** The notice that says a language could not be loaded, with Retry and a close button. */
export class LanguageNotice {
  constructor(readonly page: Page) {}

  notice() {
    return this.page.getByRole('alert').filter({ hasText: /could not be loaded|No se pudo cargar/ });
  }
  async seeFailed(text: string) {
    await expect(this.notice()).toBeVisible();
    await expect(this.notice()).toContainText(text);
  }
  async dontSeeFailed() {
    await expect(this.notice()).toHaveCount(0);
  }
  retryButton() {
    return this.notice().getByRole('button', { name: /^(Retry|Reintentar)$/ });
  }
  async clickRetry() {
    await this.retryButton().click();
  }
  async clickDismiss(name = 'Dismiss') {
    await this.notice().getByRole('button', { name }).click();
  }
}
