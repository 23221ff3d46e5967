/** Resolves the tenant from the request host (SPEC §1: each tenant is resolved from the subdomain). */
export type TenantHost =
  | { kind: 'tenant'; slug: string }
  /** The bare base domain: the tenant picker. */
  | { kind: 'base' }
  /** Anything else: never sent as X-Subdomain. */
  | { kind: 'invalid'; reason: 'foreign-domain' | 'nested-subdomain' | 'bad-slug' };

const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Hosts that mean "the base domain" when the base domain is localhost. */
const loopbackAliases = new Set(['127.0.0.1', '[::1]']);

/**
 * Parses `host` (optionally with a port and a trailing dot, any case) under `baseDomain`.
 * Only a single DNS label matching `^[a-z0-9-]{1,63}$` (no leading or trailing hyphen, no punycode) is a slug.
 */
export function parseTenantHost(host: string, baseDomain: string): TenantHost {
  const base = baseDomain.toLowerCase().replace(/\.$/, '');
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    name = end === -1 ? name : name.slice(0, end + 1);
  } else {
    name = name.replace(/:\d*$/, '');
  }
  name = name.replace(/\.$/, '');
  if (name === base || (base === 'localhost' && loopbackAliases.has(name))) return { kind: 'base' };
  if (!name.endsWith(`.${base}`)) return { kind: 'invalid', reason: 'foreign-domain' };
  const label = name.slice(0, -(base.length + 1));
  if (label.includes('.')) return { kind: 'invalid', reason: 'nested-subdomain' };
  if (!slugPattern.test(label) || label.startsWith('xn--')) return { kind: 'invalid', reason: 'bad-slug' };
  return { kind: 'tenant', slug: label };
}
