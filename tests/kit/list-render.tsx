/**
 * Rendering the list kit in happy-dom: the catalogs, a layout stand-in for the virtualizer (happy-dom has no
 * layout: every box measures 0, so the scroll box is given 480 px and rows 48 px), and the customers' columns.
 */
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import en from '../../src/locales/en-US/messages.json';
import es from '../../src/locales/es-MX/messages.json';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import type { ListPanelColumn } from '../../src/views/kit/list-panel';
import type { ListFilterControl } from '../../src/views/kit/filter-bar';
import type { Customer } from './fixtures';

export function loadCatalog(locale: 'en-US' | 'es-MX' = 'en-US') {
  const catalog = (locale === 'en-US' ? en : es) as unknown as { messages: Messages };
  activateCatalog(locale, catalog.messages);
}

export const renderWithI18n = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

export const SCROLLER_HEIGHT = 480;
export const ROW_HEIGHT = 48;

/** Gives boxes a size (the table's scroll box 480 px high, rows 48 px) and scrolls fire events. Returns the undo. */
export function fakeLayout(): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
    clientWidth: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
    offsetHeight: Object.getOwnPropertyDescriptor(proto, 'offsetHeight'),
    scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
  };
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.querySelector(':scope > table') ? SCROLLER_HEIGHT : 0;
    },
  });
  // The content's height: what the spacers and rendered rows add up to.
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.querySelector(':scope > table')) return 0;
      const spacers = [...this.querySelectorAll<HTMLElement>('tbody td[colspan]')].map((td) => parseFloat(td.style.getPropertyValue(td.style[0] ?? '')) || 0);
      return 44 + this.querySelectorAll('tbody tr:not([aria-hidden])').length * ROW_HEIGHT + spacers.reduce((a, b) => a + b, 0);
    },
  });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 1024 });
  Object.defineProperty(proto, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.tagName === 'TR') return ROW_HEIGHT;
      if (this.tagName === 'THEAD') return 44;
      return 0;
    },
  });
  // As a browser does, a programmatic scroll fires 'scroll' (the virtualizer listens for it).
  const scroll = Element.prototype.scroll;
  Element.prototype.scroll = function (this: Element, ...args: unknown[]) {
    (scroll as (...a: unknown[]) => void).apply(this, args);
    this.dispatchEvent(new Event('scroll'));
  } as typeof scroll;
  return () => {
    Element.prototype.scroll = scroll;
    for (const [name, descriptor] of Object.entries(saved)) {
      delete (proto as unknown as Record<string, unknown>)[name];
      if (descriptor && name === 'scrollHeight') Object.defineProperty(Element.prototype, name, descriptor);
      else if (descriptor) Object.defineProperty(proto, name, descriptor);
    }
  };
}

export const customerColumns: ListPanelColumn<Customer>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name },
  { id: 'email', header: 'Email', cell: (c) => c.email },
  { id: 'status', header: 'Status', cell: (c) => (c.status === 'active' ? 'Active' : 'Inactive') },
  { id: 'city', header: 'City', cell: (c) => c.city },
  { id: 'balance', header: 'Balance', align: 'end', cell: (c) => i18n.number(c.balance, { style: 'currency', currency: 'MXN' }) },
  { id: 'createdAt', header: 'Created', cell: (c) => c.createdAt },
];

export const customerFilters: ListFilterControl<Customer>[] = [
  { name: 'status', label: 'Status', options: [{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }] },
  { name: 'vip', label: 'VIP' },
  { name: 'createdAt', label: 'Created' },
  { name: 'city', label: 'City' },
];
