/**
 * The formats of the user's locale (Lingui's active one) with the company's currency and the user's time zone,
 * for views: `const f = useFormats(); f.money(123450)`. The section (or the shell) wraps its pages in
 * `<FormatProvider currency={company.currency}>`; without it the currency is the locale's (SPEC §9: es-MX MXN,
 * en-US USD, es EUR).
 */
import { useLingui } from '@lingui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRelativeTime,
  weekStart,
} from '../../machines/kit/format';

export interface FormatSettings {
  /** ISO 4217 code of the company's currency. @default the locale's (MXN, USD, EUR) */
  currency?: string;
  /** The user's IANA time zone for instants. @default the browser's */
  timeZone?: string;
}

const FormatContext = createContext<FormatSettings>({});

export function FormatProvider({ children, ...settings }: FormatSettings & { children: ReactNode }) {
  const { currency, timeZone } = settings;
  const value = useMemo(() => ({ ...(currency ? { currency } : {}), ...(timeZone ? { timeZone } : {}) }), [currency, timeZone]);
  return <FormatContext.Provider value={value}>{children}</FormatContext.Provider>;
}

/** SPEC §9: the currency each locale uses when the company's is not known. */
export function localeCurrency(locale: string): string {
  if (/^en(-|$)/i.test(locale)) return 'USD';
  if (/^es-MX$/i.test(locale)) return 'MXN';
  return 'EUR';
}

export function useFormats() {
  const { i18n } = useLingui();
  const settings = useContext(FormatContext);
  const locale = i18n.locale;
  const currency = settings.currency ?? localeCurrency(locale);
  const timeZone = settings.timeZone;
  return useMemo(
    () => ({
      locale,
      currency,
      timeZone,
      weekStart: weekStart(locale),
      number: (value: number | string, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }) => formatNumber(value, locale, options),
      /** Minor units of the company currency (or of `other`). */
      money: (minor: number, other?: string) => formatMoney(minor, other ?? currency, locale),
      percent: (percent: number | string) => formatPercent(percent, locale),
      quantity: (quantity: number | string) => formatQuantity(quantity, locale),
      date: (day: string, style: 'short' | 'long' = 'short') => formatDate(day, locale, style),
      dateTime: (instant: string) => formatDateTime(instant, locale, timeZone),
      relative: (instant: string, now: number) => formatRelativeTime(instant, now, locale),
    }),
    [locale, currency, timeZone],
  );
}

export type Formats = ReturnType<typeof useFormats>;
