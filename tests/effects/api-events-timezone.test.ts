// @vitest-environment node
/** The api-events channel and the time-zone validation (B5). */
import { describe, expect, it, vi } from 'vitest';
import { emitApiEvent, subscribeToApiEvents, type ApiEvent } from '../../src/machines/effects/api-events';
import { isValidTimeZone, userTimeZone } from '../../src/machines/effects/timezone';

describe('api-events', () => {
  it('delivers events to every listener until it unsubscribes', () => {
    const a: ApiEvent[] = [];
    const b: ApiEvent[] = [];
    const stopA = subscribeToApiEvents((e) => a.push(e));
    const stopB = subscribeToApiEvents((e) => b.push(e));
    emitApiEvent({ type: 'api.offline' });
    stopA();
    stopA();
    emitApiEvent({ type: 'api.online' });
    stopB();
    emitApiEvent({ type: 'api.unauthorized' });
    expect(a).toEqual([{ type: 'api.offline' }]);
    expect(b).toEqual([{ type: 'api.offline' }, { type: 'api.online' }]);
  });

  it('the same function subscribed twice is two subscriptions, each removed by its own handle', () => {
    const listener = vi.fn();
    const first = subscribeToApiEvents(listener);
    const second = subscribeToApiEvents(listener);
    emitApiEvent({ type: 'api.offline' });
    first();
    emitApiEvent({ type: 'api.online' });
    second();
    expect(listener.mock.calls).toEqual([[{ type: 'api.offline' }], [{ type: 'api.offline' }], [{ type: 'api.online' }]]);
  });

  it('a throwing listener is logged and the others still run; unsubscribing during delivery is safe', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const stopSelf: () => void = subscribeToApiEvents(() => {
      seen.push('self');
      stopSelf();
    });
    const stopBad = subscribeToApiEvents(() => {
      throw new Error('bug');
    });
    const stopGood = subscribeToApiEvents((e) => seen.push(e.type));
    emitApiEvent({ type: 'api.notFound', status: 404, url: 'https://x/api/common/a' });
    emitApiEvent({ type: 'api.online' });
    expect(seen).toEqual(['self', 'api.notFound', 'api.online']);
    expect(error).toHaveBeenCalledTimes(2);
    stopBad();
    stopGood();
  });
});

describe('B5: userTimeZone', () => {
  it('B5 returns the real browser zone when it is valid', () => {
    const zone = userTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'America/Port-au-Prince', 'America/Mexico_City'])(
    'B5 accepts %s',
    (zone) => expect(isValidTimeZone(zone)).toBe(true),
  );

  it.each([undefined, null, 7, '', 'Etc/Unknown', 'Mars/Olympus_Mons', 'Europe/Paris\nX: 1', '+01:00', '../etc/passwd', 'a'.repeat(65), 'Europe/ Paris'])(
    'B5 refuses %j',
    (zone) => expect(isValidTimeZone(zone)).toBe(false),
  );

  it.each([undefined, 'Etc/Unknown', 'Not/A_Zone'])('B5 userTimeZone is undefined when Intl reports %j', (zone) => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: zone } as Intl.ResolvedDateTimeFormatOptions;
    });
    expect(userTimeZone()).toBeUndefined();
  });
});
