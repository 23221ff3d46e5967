/**
 * New documents are dated with the company's day (gaps10b point 7): `todayInZone` (format.ts) and `companyToday`
 * (section deps), tested at instants where the company's zone and others disagree on the day; a new sales order's
 * form starts with the company's day, not the browser's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { selectCreateForm } from '../../src/machines/kit/create-flow.machine';
import { todayInZone } from '../../src/machines/kit/format';
import { orderCreateFlow } from '../../src/machines/sections/orders/orders-record';
import { companyToday, type SectionDeps } from '../../src/machines/sections/section-deps';

const depsIn = (timeZone?: string) =>
  ({ config: demoConfig('http://localhost:9090'), currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' }, ...(timeZone ? { timeZone } : {}) }) as SectionDeps;
const browserDay = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('today in the company\'s time zone', () => {
  it('is the zone\'s calendar day, which differs from UTC\'s and the browser\'s around midnight', () => {
    // 03:00Z: still the 14th in Mexico City (UTC-6), already the 15th in UTC.
    expect(todayInZone('America/Mexico_City', new Date('2025-07-15T03:00:00Z'))).toBe('2025-07-14');
    expect(todayInZone('UTC', new Date('2025-07-15T03:00:00Z'))).toBe('2025-07-15');
    // 11:00Z: the 16th in Kiritimati (UTC+14), the 15th in Honolulu (UTC-10).
    expect(todayInZone('Pacific/Kiritimati', new Date('2025-07-15T11:00:00Z'))).toBe('2025-07-16');
    expect(todayInZone('Pacific/Honolulu', new Date('2025-07-15T11:00:00Z'))).toBe('2025-07-15');
    expect(companyToday({ timeZone: 'America/Mexico_City' }, new Date('2025-07-15T03:00:00Z'))).toBe('2025-07-14');
  });

  it('without a zone, or with one the browser does not know, the browser\'s day', () => {
    const now = new Date('2025-07-15T11:00:00Z');
    expect(todayInZone(undefined, now)).toBe(browserDay(now));
    expect(todayInZone('Mars/Olympus_Mons', now)).toBe(browserDay(now));
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Honolulu'])('a new sales order in a company on %s starts on the company\'s day', (zone) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2025-07-15T11:00:00Z');
    vi.setSystemTime(now);
    const flow = createActor(orderCreateFlow(depsIn(zone)), { input: {} }).start();
    const form = selectCreateForm(flow.getSnapshot() as never) as unknown as { getSnapshot: () => { context: { values: { date: string } } } };
    const expected = zone === 'Pacific/Kiritimati' ? '2025-07-16' : '2025-07-15';
    expect(form.getSnapshot().context.values.date).toBe(expected);
    flow.stop();
  });

  it('one of those zones disagrees with the browser\'s day here, so the form cannot be reading the browser\'s calendar', () => {
    const now = new Date('2025-07-15T11:00:00Z');
    expect([todayInZone('Pacific/Kiritimati', now), todayInZone('Pacific/Honolulu', now)].some((d) => d !== browserDay(now))).toBe(true);
  });
});
