/** Help-centre area (lazy chunk): FAQs by category, guides by category with a limit, single guide with content. */
import { faqCategoryRows, faqRows, guideCategoryRows, guideContent, guideRows, type Faq, type Guide, type HelpCategory } from '../data/help-center';
import type { Handler } from '../endpoint';
import { table, type MirageSchema } from '../../shared/store';

const faqCategories = (s: MirageSchema) => table<HelpCategory>(s, 'faqCategory');
const faqs = (s: MirageSchema) => table<Faq>(s, 'faq');
const guideCategories = (s: MirageSchema) => table<HelpCategory>(s, 'guideCategory');
const guides = (s: MirageSchema) => table<Guide>(s, 'guide');

export function seed(schema: MirageSchema): void {
  faqCategories(schema).seed(faqCategoryRows);
  faqs(schema).seed(faqRows);
  guideCategories(schema).seed(guideCategoryRows);
  guides(schema).seed(guideRows);
}

/** Without slug every category with its faqs; with slug a one-element list (empty for an unknown slug). */
const getFaqs: Handler = ({ schema, req }) => {
  const slug = req.param('slug');
  const all = faqs(schema).all();
  return faqCategories(schema)
    .where((c) => slug === undefined || c.slug === slug)
    .map((c) => ({ ...c, faqs: all.filter((f) => f.categoryId === c.id) }));
};

/**
 * With slug: a one-element list, that category with all its guides (empty for an unknown slug).
 * Without: every category with visibleGuides = limit, totalGuides and its first `limit` guides (default 5).
 */
const getGuides: Handler = ({ schema, req }) => {
  const slug = req.param('slug');
  const all = guides(schema).all();
  const of = (c: HelpCategory) => all.filter((g) => g.categoryId === c.id);
  if (slug !== undefined) {
    return guideCategories(schema)
      .where((c) => c.slug === slug)
      .map((c) => ({ ...c, guides: of(c) }));
  }
  const limit = req.queryInt('limit', 5, 0);
  return guideCategories(schema)
    .all()
    .map((c) => ({ ...c, visibleGuides: limit, totalGuides: of(c).length, guides: of(c).slice(0, limit) }));
};

/** The category with a guides list holding the one guide plus its content; null when either slug is unknown. */
const getGuide: Handler = ({ schema, req }) => {
  const categorySlug = req.param('categorySlug');
  const guideSlug = req.param('guideSlug');
  const category = guideCategories(schema).where((c) => c.slug === categorySlug)[0];
  const guide = category ? guides(schema).where((g) => g.categoryId === category.id && g.slug === guideSlug)[0] : undefined;
  if (!category || !guide) return null;
  return { ...category, guides: [{ ...guide, content: guideContent(guide) }] };
};

export const handlers = { getFaqs, getGuides, getGuide } satisfies Record<string, Handler>;
