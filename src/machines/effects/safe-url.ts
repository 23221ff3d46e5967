/**
 * The product's link rules, shared by the sanitizer (server HTML), the answer parsers and the shortcut form.
 * Which URLs from an answer may reach an `href` or `src`. Anything else (`javascript:`, `data:text/html`,
 * protocol-relative `//host`) is dropped by the parsers, never rendered.
 */

export type LinkKind = 'app' | 'external' | 'blocked';

// Controls (C0, DEL, C1), backslashes, Unicode spaces, zero-width and bidi controls: a URL parser drops or rewrites
// several of them (`/<TAB>/evil` becomes `//evil`, `/\evil` becomes `//evil`), and the rest only hide the target.
// Written with escapes, so no such character sits in this file.
const UNSAFE_URL_CHARACTER = /[\u0000-\u001f\u007f-\u00a0\u00ad\\\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/**
 * Classifies a link target as the product treats it, in server HTML and in shortcuts alike.
 * - `app`: a same-origin absolute path (`/orders/1`); never `//host`, `/\host`, or with a tab, newline or other
 *   control that a URL parser would drop.
 * - `external`: `https://host/...` without user info (`https://good@evil` hides its host), or `mailto:`/`tel:`.
 * - `blocked`: every other scheme (`javascript:`, entity- or tab-split variants, `data:`, `http:`), relative and
 *   protocol-relative paths, and anything that does not parse.
 * @param href the attribute value as it stands in the DOM (entities already decoded)
 * @param origin the page's origin, `window.location.origin`
 */
export function classifyLink(href: string, origin: string): LinkKind {
  if (typeof href !== 'string' || href === '' || UNSAFE_URL_CHARACTER.test(href)) return 'blocked';
  try {
    if (/^\/(?![/\\])/.test(href)) {
      const base = new URL(origin);
      if (base.origin === 'null' || base.origin !== origin) return 'blocked';
      return new URL(href, base).origin === base.origin ? 'app' : 'blocked';
    }
    if (/^https:\/\//i.test(href)) {
      const url = new URL(href);
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
        ? 'external'
        : 'blocked';
    }
    if (/^(?:mailto|tel):./i.test(href)) return 'external';
  } catch {
    return 'blocked';
  }
  return 'blocked';
}

/**
 * Answers are checked before any page exists (and in tests), so app paths are resolved against a placeholder
 * origin: what matters is that the path stays on whatever origin the app runs at.
 */
const anyAppOrigin = 'https://app.invalid';

/** An in-app path, by the one classifier of the product. */
export const isAppPath = (value: string): boolean => classifyLink(value, anyAppOrigin) === 'app';

/** An external link to another site: https only (never mailto/tel for a navigation target). */
export const isExternalLink = (value: string): boolean => /^https:/i.test(value) && classifyLink(value, anyAppOrigin) === 'external';

/**
 * The host as the browser would contact it: punycode for international names (a look-alike shows as `xn--…`),
 * with the port when there is one. Null for anything that is not a link to another site (mail and phone links
 * go to the device's own apps and need no notice). The leave notice's rule (external-link.machine.ts), here so that
 * a click can be judged before the notice's chunk has arrived.
 */
export function realHost(href: string): string | null {
  if (!isExternalLink(href)) return null;
  try {
    return new URL(href).host;
  } catch {
    return null;
  }
}

/** A link for a router (`useRouter`) or for a plain anchor to another site. */
export const isSafeLink = (value: string, useRouter: boolean): boolean =>
  useRouter ? isAppPath(value) : isExternalLink(value);

/**
 * An image source: an http(s) URL, an app path, a relative asset path (`images/avatars/a.jpg`) or a
 * data URL of a raster image.
 */
export const isSafeImage = (value: string): boolean =>
  /^https?:\/\/[^\s/]+[^\s]*$/.test(value) ||
  isAppPath(value) ||
  (/^[A-Za-z0-9_-][A-Za-z0-9_./-]*$/.test(value) && !value.split('/').includes('..')) ||
  /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(value);
