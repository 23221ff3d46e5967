/**
 * Which URLs from an answer may reach an `href` or `src`. Anything else (`javascript:`, `data:text/html`,
 * protocol-relative `//host`) is dropped by the parsers, never rendered.
 */

/** An in-app path: `/` followed by anything but a second `/` or `\` (so never `//host`). */
export const isAppPath = (value: string): boolean => /^\/(?![/\\])[^\s]*$/.test(value);

/** An external link: https only. */
export const isExternalLink = (value: string): boolean => /^https:\/\/[^\s/]+[^\s]*$/.test(value);

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
