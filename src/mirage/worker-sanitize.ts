/**
 * The mock's HTML sanitizer inside its worker (build.mjs puts this module in the place of `views/ui/sanitize.ts` in the
 * worker's build). DOMPurify needs a DOM, which a worker has not: the page applies the product's one policy (the same
 * `sanitizeHtml`, `views/ui/sanitize.ts`) to the strings of a write before the worker handles it (`prefillSanitized`),
 * and the mock's synchronous `sanitizeHtml` reads the results. A string nobody sanitized is never stored as it came:
 * the call throws and the write fails (500), as a sanitizer failure would on a real server.
 */
import type { HtmlProfile } from '../domain/html-policy';

/** The profile the mock services sanitize with (document templates' header and footer). */
export const mockHtmlProfile: HtmlProfile = 'document';

const MAX_CACHED = 2000;
const sanitized = new Map<string, string>();
const keyOf = (profile: HtmlProfile, html: string) => `${profile}\n${html}`;

export function sanitizeHtml(html: string, profile: HtmlProfile): string {
  const clean = sanitized.get(keyOf(profile, html));
  if (clean === undefined) throw new Error('The mock API has no sanitized copy of this HTML (the page did not sanitize it)');
  return clean;
}

/** Every string of a JSON value (a write's body), deep. */
export function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/**
 * Whether a write to `url` carries HTML the mock sanitizes: only the document templates' (header and footer). Every other
 * write is handled at once, without a round trip to the page (which also loads the sanitizer there on its first use).
 */
export const writesHtml = (url: string): boolean => /\/document-templates(\/|$)/.test(new URL(url, 'http://mock.invalid/').pathname);

/**
 * Before a write of HTML is handled (`writesHtml`): asks the page (`ask`) to sanitize every string of its JSON body that
 * is not known yet, and keeps the answers. A body that is not JSON has nothing the mock sanitizes.
 */
export async function prefillSanitized(method: string, url: string, body: string | null, ask: (items: string[], profile: HtmlProfile) => Promise<string[] | null>): Promise<void> {
  if (body === null || method === 'GET' || method === 'HEAD' || method === 'DELETE' || !writesHtml(url)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  const missing = [...stringsOf(parsed)].filter((s) => !sanitized.has(keyOf(mockHtmlProfile, s)));
  if (missing.length === 0) return;
  const answers = await ask(missing, mockHtmlProfile);
  if (!answers || answers.length !== missing.length) return;
  if (sanitized.size + missing.length > MAX_CACHED) sanitized.clear();
  missing.forEach((html, i) => {
    if (typeof answers[i] === 'string') sanitized.set(keyOf(mockHtmlProfile, html), answers[i]!);
  });
}
