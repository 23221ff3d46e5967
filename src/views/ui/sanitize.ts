/**
 * The one DOMPurify setup of the product (SECURITY-TESTS setting 7): two allowlist profiles for server HTML, a
 * nesting-depth cap and the link classifier shared by `SafeHtml` and the shortcuts. Only this file imports
 * `dompurify`, and only `safe-html.tsx` writes HTML into the page (X5 enforces both).
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { classifyLink, type LinkKind } from '../../machines/effects/safe-url';
import { alignableTags, ALLOWED_URI, isAlignment, MAX_NESTING_DEPTH, profileAttributes, profileTags, type HtmlProfile } from '../../domain/html-policy';

export { classifyLink, type LinkKind, MAX_NESTING_DEPTH, type HtmlProfile };

/** `app`: an in-app absolute path (router navigation); `external`: https, mailto or tel; `blocked`: anything else. */

/** Tags named explicitly even though the allowlist already excludes them, so that widening the list by mistake
 * still keeps controls, embeds, foreign content, styles and document-level tags out. */
const FORBIDDEN_TAGS = [
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'label', 'fieldset', 'output', 'datalist',
  'img', 'picture', 'source', 'video', 'audio', 'track', 'canvas', 'map', 'area',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe',
  'svg', 'math', 'style', 'script', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext',
  'base', 'meta', 'link', 'title', 'head', 'dialog', 'details', 'summary', 'marquee', 'slot',
];

/** Their text would read like an action or is never meant to be seen; it goes with them. */
const FORBIDDEN_CONTENTS = ['button', 'select', 'option', 'textarea', 'object', 'embed', 'canvas', 'datalist'];

const FORBIDDEN_ATTRIBUTES = ['style', 'class', 'id', 'name', 'target', 'rel', 'src', 'srcset', 'srcdoc', 'action',
  'formaction', 'xlink:href', 'background', 'poster', 'ping'];

const baseConfig = {
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  FORBID_TAGS: FORBIDDEN_TAGS,
  ADD_FORBID_CONTENTS: FORBIDDEN_CONTENTS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  KEEP_CONTENT: true,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
} satisfies Config;

// The allowlists are the shared policy's (domain/html-policy.ts), which the mock services apply before storing.
const profileConfig = (profile: HtmlProfile): Config => ({
  ...baseConfig,
  ALLOWED_TAGS: [...profileTags[profile]],
  ALLOWED_ATTR: [...profileAttributes[profile]],
  // DOMPurify checks any other attribute's value as a URL; `align` is a keyword, checked by `keepAlignment`.
  ...(profileAttributes[profile].includes('align') ? { ADD_URI_SAFE_ATTR: ['align'] } : {}),
});
const profiles: Record<HtmlProfile, Config> = {
  rich: profileConfig('rich'),
  inline: profileConfig('inline'),
  document: profileConfig('document'),
};

const SCRIPT_OR_DATA_SCHEME = /^(?:javascript|vbscript|data):/i;
const ATTRIBUTE_WHITESPACE = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

let purifier: DOMPurify | undefined;
// Element depth of every element seen in the current call, the walk root (DOMPurify's <body>) at 0. Sanitizing is
// synchronous, so state per call is safe.
let depths = new WeakMap<Node, number>();
let walkRoot: Node | null = null;

/** `beforeSanitizeElements`: drop an element (and its content) nested deeper than MAX_NESTING_DEPTH. */
function capDepth(node: Node): void {
  if (walkRoot === null) {
    // DOMPurify visits the root of its walk first.
    walkRoot = node;
    depths.set(node, 0);
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const parent = node.parentNode;
  const depth = (parent ? (depths.get(parent) ?? 0) : 0) + 1;
  if (depth > MAX_NESTING_DEPTH) {
    // DOMPurify (3.4) treats a node that a hook detached as removed, with its subtree.
    parent?.removeChild(node);
    return;
  }
  depths.set(node, depth);
}

/**
 * `afterSanitizeAttributes`, so it only sees what the allowlist kept and what it adds is not re-checked:
 * - `href` stays only on `<a>`, and only when `classifyLink` says `app` or `external`;
 * - external links get `rel="noopener noreferrer"`, https ones also `target="_blank"`;
 * - in-app links get no marker: `SafeHtml` classifies the `href` again on click, with the same function, rather
 *   than trusting an attribute in the DOM;
 * - a `title` that reads like a script or data URL goes (harmless as a tooltip, but no attribute of the output
 *   should look like one).
 */
function classifyLinks(element: Element): void {
  keepAlignment(element);
  const title = element.getAttribute('title');
  if (title !== null && SCRIPT_OR_DATA_SCHEME.test(title.replace(ATTRIBUTE_WHITESPACE, ''))) element.removeAttribute('title');
  const href = element.getAttribute('href');
  if (href === null) return;
  const kind = element.localName === 'a' ? classifyLink(href, window.location.origin) : 'blocked';
  if (kind === 'blocked') {
    element.removeAttribute('href');
    return;
  }
  if (kind === 'external') {
    if (/^https:/i.test(href)) element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

/** `align` (kept by the `document` profile only) stays on a paragraph or heading with a known value; else it goes. */
function keepAlignment(element: Element): void {
  const align = element.getAttribute('align');
  if (align === null) return;
  if (!(alignableTags as readonly string[]).includes(element.localName) || !isAlignment(align)) element.removeAttribute('align');
}

/**
 * `afterSanitizeElements`: the parser drops a newline right after `<pre>`, and serializing does not add it back,
 * so a `<pre>` whose text starts with a newline would lose it on every round trip. Dropping it here keeps
 * `sanitizeHtml` idempotent (X2); only a leading blank line of preformatted text is lost.
 */
function dropLeadingPreNewline(node: Node): void {
  if (node.nodeType !== Node.TEXT_NODE || node.parentNode?.nodeName !== 'PRE') return;
  for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
    if (sibling.nodeType !== Node.TEXT_NODE || (sibling as Text).data !== '') return;
  }
  const text = node as Text;
  if (text.data.startsWith('\n')) text.data = text.data.slice(1);
}

function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    if (!purifier.isSupported) throw new Error('DOMPurify is not supported in this environment');
    purifier.addHook('beforeSanitizeElements', capDepth);
    purifier.addHook('afterSanitizeElements', dropLeadingPreNewline);
    purifier.addHook('afterSanitizeAttributes', classifyLinks);
  }
  return purifier;
}

/**
 * Sanitizes server HTML for one profile. The result is final: render it as is, with no string replacement,
 * interpolation or translation afterwards (X5). Idempotent: `sanitizeHtml(sanitizeHtml(x, p), p) === sanitizeHtml(x, p)`.
 *
 * B3, measured in Chromium 156 (Debian) on the CI container, idle to loaded: 1 MB of plain text ~3-12 ms (no `<`:
 * DOMPurify's fast path), ~1 MB of paragraphs with 1,000 links ~55-100 ms (450 ms under heavy load), 10,000 sibling
 * tags ~115-175 ms, 300-deep nesting ~2-5 ms. A chat view should still chunk or virtualize very long threads.
 */
export function sanitizeHtml(html: string, profile: HtmlProfile): string {
  return run((purify, dirty) => purify.sanitize(dirty, profiles[profile]), html);
}

/**
 * The same as `sanitizeHtml`, as a `TrustedHTML` (DOMPurify's `dompurify` policy) where the browser supports
 * Trusted Types, so that the one HTML sink keeps working under `require-trusted-types-for 'script'` (X7).
 */
export function sanitizeHtmlForSink(html: string, profile: HtmlProfile): TrustedHTML | string {
  return run((purify, dirty) => purify.sanitize(dirty, { ...profiles[profile], RETURN_TRUSTED_TYPE: true }), html);
}

function run<T>(sanitize: (purify: DOMPurify, dirty: string) => T, html: string): T {
  const purify = getPurifier();
  depths = new WeakMap();
  walkRoot = null;
  try {
    return sanitize(purify, typeof html === 'string' ? html : '');
  } finally {
    walkRoot = null;
  }
}
