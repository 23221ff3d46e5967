/**
 * `SafeHtml` owns the only HTML sink of the product (X5): server HTML (message, notification and chat text,
 * confirmation dialog title and message) goes through `sanitizeHtmlForSink` and nothing else. Plain-text fields
 * (names, subjects, company, …) never come here: render them as ordinary React text children, which React escapes,
 * so `<b>x</b>` in a name shows literally.
 */
import { useMemo, type MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { safeHtml } from './safe-html.css';
import { useLeaveNotice } from './leave-notice';
import { classifyLink, sanitizeHtmlForSink, type HtmlProfile } from './sanitize';

export interface SafeHtmlProps {
  /** Server HTML, untrusted. */
  html: string;
  /** The allowlist (domain/html-policy.ts): `rich` for messages, notification descriptions and chat; `inline` for dialog
   * texts and titles; `document` for a document template's header and footer. */
  profile: HtmlProfile;
  /**
   * The container element. Keep `div` for `rich` (it may hold paragraphs and lists).
   * @default 'div' for `rich`, 'span' for `inline`
   */
  as?: 'div' | 'span' | 'p';
  /** Extra class for the container; the isolation and wrapping class is always applied. @default undefined */
  className?: string;
}

/**
 * In-app links are classified again here, with the sanitizer's own `classifyLink`, instead of trusting a marker in
 * the DOM: a plain left click goes through wouter (`pushState`, no reload); external links keep their
 * `target="_blank" rel="noopener noreferrer"` and open after the leave notice named their real host (B4);
 * anything else is not followed.
 */
function followLink(event: MouseEvent<HTMLElement>, leave: (event: MouseEvent<HTMLElement>, href: string) => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const node = event.target as Node;
  const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  const anchor = element?.closest('a[href]');
  if (!anchor || !event.currentTarget.contains(anchor)) return;
  const href = anchor.getAttribute('href') ?? '';
  const kind = classifyLink(href, window.location.origin);
  if (kind === 'external') {
    leave(event, href);
    return;
  }
  if (kind === 'blocked') {
    event.preventDefault();
    return;
  }
  // With a modifier the browser opens the path in a new tab or window, which is fine for an in-app path.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(href);
}

/** Renders sanitized server HTML in an isolated, wrapping container (B4); sanitizing is memoized per html+profile. */
export function SafeHtml({ html, profile, as, className }: SafeHtmlProps) {
  const markup = useMemo(() => ({ __html: sanitizeHtmlForSink(html, profile) }), [html, profile]);
  const leave = useLeaveNotice();
  const Container = as ?? (profile === 'inline' ? 'span' : 'div');
  return (
    <Container
      className={className ? `${safeHtml} ${className}` : safeHtml}
      dir="auto"
      data-safe-html=""
      onClick={(event) => followLink(event, leave)}
      dangerouslySetInnerHTML={markup}
    />
  );
}
