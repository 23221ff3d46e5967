/**
 * The product's one HTML policy (SECURITY-TESTS setting 7): which tags, attributes and link targets survive in any
 * HTML the product shows or stores: server HTML of messages and dialogs, and the document templates' header and
 * footer. Pure data: `views/ui/sanitize.ts` applies it with DOMPurify for `SafeHtml` (the only HTML sink), and the
 * mock services apply the same function before they store template HTML, so what is stored is what is shown.
 * The belt-and-braces deny lists (tags and attributes named even though no allowlist has them) stay beside DOMPurify in
 * sanitize.ts, the one file allowed to name the sinks they list.
 */

/**
 * `rich`: messages, notification descriptions and chat. `inline`: the confirmation dialog's title and message and
 * notification titles (phrasing content only, so nothing can look like a block, a control or an overlay).
 * `document`: a document template's header and footer: `rich` plus headings and paragraph alignment.
 */
export type HtmlProfile = 'rich' | 'inline' | 'document';

export const inlineTags = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'span', 'code', 'mark'] as const;
export const richTags = [...inlineTags, 'p', 'ul', 'ol', 'li', 'blockquote', 'pre'] as const;
export const documentTags = [...richTags, 'h1', 'h2', 'h3'] as const;

/** The attributes each profile keeps (`href` then only on links the link rule accepts). */
export const profileAttributes: Record<HtmlProfile, readonly string[]> = {
  rich: ['href', 'title'],
  inline: ['href', 'title'],
  // `align` (left, center, right, justify on paragraphs and headings) instead of `style`, which stays forbidden.
  document: ['href', 'title', 'align'],
};

export const profileTags: Record<HtmlProfile, readonly string[]> = {
  rich: richTags,
  inline: inlineTags,
  document: documentTags,
};

/** Paragraph alignment of the `document` profile: the only values of `align`, and only on these elements. */
export const alignments = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof alignments)[number];
export const alignableTags = ['p', 'h1', 'h2', 'h3'] as const;
export const isAlignment = (value: unknown): value is Alignment => typeof value === 'string' && (alignments as readonly string[]).includes(value);

/**
 * DOMPurify drops elements deeper than this. DOMPurify itself has had no depth counter since 3.1.3 (it walks
 * iteratively instead), so the cap lives in a hook. 255 keeps every sanitized tree well below the 512-element
 * depth at which Blink's and WebKit's parsers start flattening: the markup re-parses into the same tree when
 * React writes it into the page, wherever the container sits.
 */
export const MAX_NESTING_DEPTH = 255;

/**
 * Allowed URL shapes, tested by DOMPurify against the value with whitespace and controls removed: https, mailto,
 * tel, and an absolute in-app path (`/x`, never `//host` or `/\host`). The link classifier then checks the raw
 * value (plain http, javascript:, data: and relative links lose their `href`).
 */
export const ALLOWED_URI = /^(?:https:|mailto:|tel:|\/(?![/\\]))/i;
