/**
 * The browser side of the switch in place: switchLocale activates the catalog with Lingui and stores the choice (no
 * reload), announceLanguage sets `<html lang>` and fires 'languageChanged' 100 ms later, and everything under the
 * I18nProvider re-renders in the new language without being rebuilt: a typed value stays in the same input, dates and
 * amounts re-format (no stale cached formatter).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider, Trans } from '@lingui/react';
import { createElement as h } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceLanguage, switchLocale } from '../../src/machines/effects/browser-actions';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { localeStorageKey } from '../../src/machines/effects/locale';
import { formatDate, formatMoney } from '../../src/machines/kit/format';
import { FormatProvider, useFormats } from '../../src/views/kit/format-context';

const english = { 'probe.title': 'New customer', 'probe.name': 'Name' };
const spanish = { 'probe.title': 'Nuevo cliente', 'probe.name': 'Nombre' };

beforeEach(() => {
  localStorage.clear();
  activateCatalog('en-US', english);
});
afterEach(() => vi.useRealTimers());

describe('switchLocale (in place)', () => {
  it('activates the loaded catalog with Lingui and stores the choice; the page is not reloaded', () => {
    const reload = vi.fn();
    const changes = vi.fn();
    const stop = i18n.on('change', changes);
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    switchLocale(null, { locale: 'es-MX', messages: spanish });
    stop();
    expect(i18n.locale).toBe('es-MX');
    expect(i18n._({ id: 'probe.title', message: 'New customer' })).toBe('Nuevo cliente');
    expect(localStorage.getItem(localeStorageKey)).toBe('es-MX');
    expect(changes).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("announceLanguage sets <html lang> at once and fires 'languageChanged' 100 ms later (SPEC §9)", () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent<{ locale: string }>).detail.locale);
    window.addEventListener('languageChanged', listener);
    announceLanguage(null, { locale: 'es-MX' });
    expect(document.documentElement.lang).toBe('es-MX');
    vi.advanceTimersByTime(99);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual(['es-MX']);
    window.removeEventListener('languageChanged', listener);
  });
});

function Probe() {
  const f = useFormats();
  return h(
    'form',
    { 'aria-label': 'probe' },
    h('h1', null, h(Trans, { id: 'probe.title', message: 'New customer' })),
    h('label', null, h(Trans, { id: 'probe.name', message: 'Name' }), h('input', { name: 'name', defaultValue: '' })),
    h('p', { 'data-testid': 'date' }, f.date('2024-03-05')),
    h('p', { 'data-testid': 'money' }, f.money(123456)),
  );
}

describe('the page under the I18nProvider, after a switch in place', () => {
  it('texts, dates and amounts follow the new language; the typed value stays in the same input', () => {
    render(h(I18nProvider, { i18n }, h(FormatProvider, { currency: 'EUR', children: h(Probe) })));
    expect(screen.getByRole('heading').textContent).toBe('New customer');
    const input = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(input, { target: { value: 'Ferretería La Güera' } });
    const englishDate = screen.getByTestId('date').textContent;
    const englishMoney = screen.getByTestId('money').textContent;
    expect(englishDate).toBe(formatDate('2024-03-05', 'en-US'));

    act(() => switchLocale(null, { locale: 'es-MX', messages: spanish }));

    expect(screen.getByRole('heading').textContent).toBe('Nuevo cliente');
    const same = screen.getByRole('textbox', { name: 'Nombre' });
    expect(same, 'not rebuilt').toBe(input);
    expect((same as HTMLInputElement).value).toBe('Ferretería La Güera');
    expect(screen.getByTestId('date').textContent).toBe(formatDate('2024-03-05', 'es-MX'));
    expect(screen.getByTestId('date').textContent).not.toBe(englishDate);
    expect(screen.getByTestId('money').textContent).toBe(formatMoney(123456, 'EUR', 'es-MX'));
    expect(screen.getByTestId('money').textContent).not.toBe(englishMoney);

    act(() => switchLocale(null, { locale: 'en-US', messages: english }));
    expect(screen.getByRole('heading').textContent).toBe('New customer');
    expect(screen.getByTestId('date').textContent).toBe(englishDate);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ferretería La Güera');
  });
});
