import type { Page } from '@playwright/test';

/**
 * The top bar's settings, language and quick chat are in the user menu below 600 px (issue 13 point 7): these open
 * them wherever they are, in either language.
 */
export const isNarrow = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 600;

const userMenu = /^(User menu|Menú de usuario)$/;
const settings = /^(Settings|Configuración)$/;

/** Opens the settings drawer: the top bar's button, or the user menu's item at phone widths. */
export async function openSettings(page: Page): Promise<void> {
  if (!isNarrow(page)) {
    await page.getByRole('banner').getByRole('button', { name: settings }).click();
    return;
  }
  await page.getByRole('banner').getByRole('button', { name: userMenu }).click();
  await page.getByRole('menuitem', { name: settings }).click();
}

/** Chooses a language by its label ("Español", "English"): the flag menu, or the user menu's group at phone widths. */
export async function chooseLanguageFromUserMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: userMenu }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}
