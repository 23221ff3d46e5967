/** Page object of the sales orders section (/orders): the list, the order editor (its line editor) and an order's page. */
import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { callApiAs, expect } from '../support/fixtures';

export interface Level {
  id: string;
  productId: string;
  warehouseId: string;
  sku: string;
  productName: string;
  onHand: string;
  reserved: string;
  available: string;
}

export class OrdersPage {
  constructor(readonly page: Page) {}

  grid(name = 'Sales orders'): Locator {
    return this.page.getByRole('grid', { name });
  }
  form(name: string): Locator {
    return this.page.getByRole('form', { name });
  }
  lines(): Locator {
    return this.page.getByRole('list', { name: /Lines of the document|Líneas del documento/ });
  }
  line(n: number): Locator {
    return this.lines().getByRole('listitem').nth(n - 1);
  }
  header(): Locator {
    return this.page.locator('header').filter({ hasText: /Order SO-|Pedido SO-/ });
  }
  history(): Locator {
    return this.page.getByRole('region', { name: /History|Historial/ });
  }

  async seeList(range: RegExp) {
    await expect(this.page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
    await expect(this.grid().getByRole('row').nth(1)).toContainText(/SO-\d{6}/);
    await expect(this.page.getByRole('navigation', { name: 'Pagination' })).toContainText(range);
  }
  async seeStatus(status: string) {
    await expect(this.header()).toContainText(status);
  }
  async seeNoAxeViolations(where: string) {
    expect(await axeViolations(this.page), `axe: ${where}`).toEqual([]);
  }
  /** Presses a button with the keyboard (focus, then Enter). */
  async pressButton(name: string | RegExp, within: Locator | Page = this.page) {
    const button = within.getByRole('button', { name, exact: typeof name === 'string' });
    await button.focus();
    await this.page.keyboard.press('Enter');
  }
  async shoot(name: string) {
    await mkdir('/tmp/shots/orders', { recursive: true });
    await this.page.screenshot({ path: `/tmp/shots/orders/${name}.png`, fullPage: true });
  }

  /** A level of the main warehouse with whole units, nothing reserved and at least 5 available (from the API). */
  async freeLevel(): Promise<{ warehouseId: string; level: Level }> {
    const warehouses = (await callApiAs(this.page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=50' })).body as { items: { id: string; code: string }[] };
    const main = warehouses.items.find((w) => w.code === 'CDMX-01')!;
    const page = (await callApiAs(this.page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=200` })).body as { items: Level[] };
    const candidates = page.items.filter((l) => l.reserved === '0' && Number(l.available) >= 5 && !l.available.includes('.'));
    let level: Level | undefined;
    for (const candidate of candidates) {
      const product = (await callApiAs(this.page, { method: 'GET', path: `/api/catalogs/products/${candidate.productId}` })).body as { active: boolean; price: number };
      if (product.active && product.price > 0) {
        level = candidate;
        break;
      }
    }
    if (!level) throw new Error('no free, active, stocked level in CDMX-01');
    return { warehouseId: main.id, level };
  }
  async levelOf(warehouseId: string, productId: string): Promise<Level> {
    const page = (await callApiAs(this.page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${warehouseId}&productId=${productId}` })).body as { items: Level[] };
    return page.items[0]!;
  }
}
