/**
 * The time of a message or notification (SPEC §3 'MMM dd, h:mm a', §9): English uses the 12-hour clock
 * ('Jun 02, 3:35 PM'); Spanish (es, es-MX) uses the 24-hour clock with the day first ('02 jun, 15:35').
 */

/** True for the locales of SPEC §9 that use 24-hour time (es and its regions). */
const uses24Hours = (locale: string): boolean => /^es(-|$)/i.test(locale);

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: '2-digit',
      hour: uses24Hours(locale) ? '2-digit' : 'numeric',
      minute: '2-digit',
      hourCycle: uses24Hours(locale) ? 'h23' : 'h12',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An ISO time in the active locale: 'MMM dd, h:mm a' (en) or 'dd MMM, HH:mm' (es). An unreadable time gives ''.
 * @param timeZone an IANA zone; @default the browser's
 */
export function formatInboxTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatterFor(locale, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Some ICU versions write Spanish short months with a full stop ('sept.'): the pattern has none.
  const month = part('month').replace(/\.$/, '');
  const day = part('day');
  const time = `${part('hour')}:${part('minute')}`;
  if (uses24Hours(locale)) return `${day} ${month}, ${time}`;
  return `${month} ${day}, ${time} ${part('dayPeriod').toUpperCase()}`;
}
