/**
 * What the Stately inspector may see of the app (development build, `?inspect`): a plain, structured-cloneable copy
 * of an inspection event with every credential replaced by `[redacted]`. The inspector window is a third-party site,
 * so tokens and the OIDC user must never reach it, wherever they sit in a snapshot or an event.
 */

export const redacted = '[redacted]';

/** Keys whose value is a credential, compared without case and without `_`/`-` (access_token, accessToken…). */
const secretKeys = new Set(['accesstoken', 'refreshtoken', 'idtoken', 'oidcuser', 'authorization', 'password']);
const normalizeKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

/** An oidc-client-ts `User` (or a token response): any object that carries a token is dropped as a whole. */
const isOidcUser = (value: object): boolean => 'access_token' in value || 'refresh_token' in value || 'id_token' in value;

const jwt = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const bearer = /\b(Bearer\s+)[^\s"',;]+/gi;
/** Tokens and the authorization code in a URL's query or fragment (`?code=…`, `#access_token=…`). */
const urlParam = /([?&#](?:code|access_token|refresh_token|id_token)=)[^&#\s"']*/g;
/** Tokens inside serialised JSON (the stored OIDC user is a JSON string in sessionStorage). */
const jsonField = /("(?:access_token|refresh_token|id_token)"\s*:\s*")[^"]*/g;

/** Redacts credentials inside a string: JWTs, bearer values, token URL parameters and token JSON fields. */
export function redactString(text: string): string {
  return text
    .replace(jwt, redacted)
    .replace(bearer, `$1${redacted}`)
    .replace(urlParam, `$1${redacted}`)
    .replace(jsonField, `$1${redacted}`);
}

/** Deeper than this, values are cut (`[…]`), as the inspector's own serialiser does. */
const defaultDepthLimit = 10;

/**
 * A JSON-like copy of `value` without credentials. Cycles become `[circular]`, functions and symbols are left out,
 * DOM nodes become their name, errors their name and message; `toJSON` is honoured (actor refs, dates).
 */
export function redactSecrets(value: unknown, depthLimit = defaultDepthLimit): unknown {
  const ancestors = new Set<object>();
  // `viaJson`: the value is what a `toJSON` returned. As in JSON.stringify, its own `toJSON` is not called again
  // (xstate's transitions return a copy of themselves, `toJSON` included: calling it again never ends).
  const walk = (item: unknown, depth: number, viaJson = false): unknown => {
    if (typeof item === 'string') return redactString(item);
    if (typeof item === 'bigint') return item.toString();
    if (typeof item === 'function' || typeof item === 'symbol') return undefined;
    if (item === null || typeof item !== 'object') return item;
    if (ancestors.has(item)) return '[circular]';
    if (depth >= depthLimit) return '[…]';
    if (typeof Node !== 'undefined' && item instanceof Node) return `[${item.nodeName}]`;
    if (isOidcUser(item)) return redacted;
    const json = (item as { toJSON?: unknown }).toJSON;
    if (typeof json === 'function' && !viaJson) return walk(json.call(item), depth, true);
    ancestors.add(item);
    try {
      if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1) ?? null);
      if (item instanceof Error) return { name: item.name, message: redactString(item.message) };
      const copy: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(item)) {
        const next = secretKeys.has(normalizeKey(key)) ? redacted : walk(entry, depth + 1);
        if (next !== undefined) copy[key] = next;
      }
      return copy;
    } finally {
      ancestors.delete(item);
    }
  };
  return walk(value, 0);
}
