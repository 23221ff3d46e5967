/**
 * The browser time zone for the `X-User-Timezone` header (SPEC §7, SECURITY-TESTS B5).
 * Read per request: the zone can change during a session (travel, OS settings).
 */

/** IANA names are ASCII letters, digits and `_ + - /` (e.g. `America/Argentina/Buenos_Aires`, `Etc/GMT+5`). */
const ianaName = /^[A-Za-z][A-Za-z0-9_+\-]*(?:\/[A-Za-z0-9_+\-]+)*$/;

/** True when `zone` is a usable IANA zone name (not `Etc/Unknown`, accepted by `Intl.DateTimeFormat`). */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  if (zone === 'Etc/Unknown' || !ianaName.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The current browser time zone, or `undefined` when it is missing, `Etc/Unknown` or not a valid IANA zone. */
export function userTimeZone(): string | undefined {
  let zone: unknown;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  return isValidTimeZone(zone) ? zone : undefined;
}
