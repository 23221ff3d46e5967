/**
 * The help centre's requests (SPEC §7 "Help centre"): GET /api/apps/help-center/faqs, guides and guide, each answer
 * checked field by field. Texts are plain text (React escapes them); only a guide's `content` is HTML, shown through
 * the one sanitizing component. Slugs end up in addresses, so they must be slugs.
 */
import { apiRequest } from '../../effects/api-client';

/** SPEC §3 "FAQ category" / "Guide category". */
export interface HelpCategory {
  id: string;
  slug: string;
  title: string;
}
export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  answer: string;
}
export interface FaqCategory extends HelpCategory {
  faqs: Faq[];
}
export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}
export interface GuideCategory extends HelpCategory {
  guides: Guide[];
  /** Without a slug: how many guides the list holds at most (the limit asked), and how many the category has. */
  totalGuides: number;
}
export interface GuideWithContent extends Guide {
  /** Untrusted HTML. */
  content: string;
}

const base = '/api/apps/help-center';
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest text kept from one field of an answer (a runaway field is refused, not cut). */
const MAX_TEXT = 2_000;
const MAX_HTML = 200_000;
const MAX_ITEMS = 1_000;

/** A plain-text slug of an address (`getting-started`). */
export const isSlug = (value: string): boolean => value.length <= 120 && slugPattern.test(value);

type Raw = Record<string, unknown>;

function object(raw: unknown, what: string): Raw {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError(`${what} is not an object`);
  return raw as Raw;
}

function text(r: Raw, key: string, what: string, max = MAX_TEXT): string {
  const value = r[key];
  if (typeof value !== 'string' || value.length > max) throw new TypeError(`${what}.${key} must be a string`);
  return value;
}

function slug(r: Raw, key: string, what: string): string {
  const value = text(r, key, what);
  if (!isSlug(value)) throw new TypeError(`${what}.${key} must be a slug`);
  return value;
}

function list(raw: unknown, what: string): unknown[] {
  if (!Array.isArray(raw) || raw.length > MAX_ITEMS) throw new TypeError(`${what} must be a list`);
  return raw;
}

function category(raw: unknown, what: string): HelpCategory & Raw {
  const r = object(raw, what);
  return { ...r, id: text(r, 'id', what), slug: slug(r, 'slug', what), title: text(r, 'title', what) };
}

function parseFaq(raw: unknown): Faq {
  const r = object(raw, 'faq');
  return { id: text(r, 'id', 'faq'), categoryId: text(r, 'categoryId', 'faq'), question: text(r, 'question', 'faq'), answer: text(r, 'answer', 'faq') };
}

function parseGuide(raw: unknown): Guide {
  const r = object(raw, 'guide');
  return { id: text(r, 'id', 'guide'), categoryId: text(r, 'categoryId', 'guide'), slug: slug(r, 'slug', 'guide'), title: text(r, 'title', 'guide'), subtitle: text(r, 'subtitle', 'guide') };
}

export function parseFaqCategories(raw: unknown): FaqCategory[] {
  return list(raw, 'faq categories').map((item) => {
    const c = category(item, 'faq category');
    return { id: c.id, slug: c.slug, title: c.title, faqs: list(c.faqs, 'faq category.faqs').map(parseFaq) };
  });
}

export function parseGuideCategories(raw: unknown): GuideCategory[] {
  return list(raw, 'guide categories').map((item) => {
    const c = category(item, 'guide category');
    const guides = list(c.guides, 'guide category.guides').map(parseGuide);
    const total = c.totalGuides ?? guides.length;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < guides.length) throw new TypeError('guide category.totalGuides must count its guides');
    return { id: c.id, slug: c.slug, title: c.title, guides, totalGuides: total };
  });
}

/** The single-guide answer: the category with its one guide plus content; `null` (unknown slugs) stays null. */
export function parseGuidePage(raw: unknown): { category: HelpCategory; guide: GuideWithContent } | null {
  if (raw === null) return null;
  const c = category(raw, 'guide answer');
  const guides = list(c.guides, 'guide answer.guides');
  if (guides.length !== 1) throw new TypeError('guide answer must hold one guide');
  const g = object(guides[0], 'guide');
  return { category: { id: c.id, slug: c.slug, title: c.title }, guide: { ...parseGuide(g), content: text(g, 'content', 'guide', MAX_HTML) } };
}

export const fetchFaqs = (signal?: AbortSignal): Promise<FaqCategory[]> => apiRequest({ method: 'GET', url: `${base}/faqs`, signal, parse: parseFaqCategories });

/** Without a slug: every category with its first `limit` guides (the API's default 5); with one: that category, all its guides. */
export const fetchGuides = (query: { slug?: string; limit?: number }, signal?: AbortSignal): Promise<GuideCategory[]> =>
  apiRequest({ method: 'GET', url: `${base}/guides`, query: { slug: query.slug, limit: query.limit }, signal, parse: parseGuideCategories });

export const fetchGuide = (categorySlug: string, guideSlug: string, signal?: AbortSignal) =>
  apiRequest({ method: 'GET', url: `${base}/guide`, query: { categorySlug, guideSlug }, signal, parse: parseGuidePage });
