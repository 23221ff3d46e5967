/**
 * The formats the demo dashboards add to the kit's (format-context): the sample data's amounts are US dollars in major
 * units, its weekday and month labels are English abbreviations, its crypto prices need more than two decimals. Each is
 * written with the reader's locale, so es-MX and en-US read right.
 */
import type { Formats } from '../../kit/format-context';

/** The template's sample money is in US dollars. */
export const DEMO_CURRENCY = 'USD';

const weekDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface DemoFormats {
  money: (major: number) => string;
  /** Prices under one dollar keep up to five decimals (XRP at 0.23512). */
  price: (major: number) => string;
  number: (n: number, maxFraction?: number) => string;
  compact: (n: number) => string;
  compactMoney: (major: number) => string;
  /** A percent given as 0-100. */
  percent: (n: number) => string;
  /** A day of an ISO instant or date. */
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  /** The month of an ISO instant, short ("ene", "Jan"). */
  month: (iso: string) => string;
  /** The data's English weekday and month abbreviations in the reader's language; any other label as it is. */
  label: (label: string) => string;
  minutes: (n: number) => string;
}

export function demoFormats(f: Formats): DemoFormats {
  const { locale } = f;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const compactMoney = new Intl.NumberFormat(locale, { style: 'currency', currency: DEMO_CURRENCY, notation: 'compact', maximumFractionDigits: 1 });
  const smallPrice = new Intl.NumberFormat(locale, { style: 'currency', currency: DEMO_CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 5 });
  const minute = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  const money = (major: number) => f.money(Math.round(major * 100), DEMO_CURRENCY);
  return {
    money,
    price: (major) => (Math.abs(major) < 1 ? smallPrice.format(major) : money(major)),
    number: (n, maxFraction = 0) => f.number(n, { maximumFractionDigits: maxFraction }),
    compact: (n) => compact.format(n),
    compactMoney: (n) => compactMoney.format(n),
    percent: (n) => f.percent(Math.round(n * 100) / 100),
    date: (iso) => f.date(iso.slice(0, 10)),
    dateTime: (iso) => f.dateTime(iso),
    month: (iso) => monthShort.format(new Date(iso)),
    label: (label) => {
      const d = weekDays.indexOf(label);
      // 2024-01-01 was a Monday.
      if (d >= 0) return weekday.format(new Date(Date.UTC(2024, 0, 1 + d)));
      const mo = months.indexOf(label);
      if (mo >= 0) return monthShort.format(new Date(Date.UTC(2024, mo, 15)));
      return label;
    },
    minutes: (n) => minute.format(n),
  };
}
