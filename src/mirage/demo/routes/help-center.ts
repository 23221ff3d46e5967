/** Help-centre endpoints (SPEC §7 "Help centre"). */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/help-center';

export const helpCenterRoutes = defineRoutes('helpCenter', [
  {
    method: 'GET', path: `${base}/faqs`, handler: 'getFaqs', payload: 'query `slug`?',
    answer: 'FaqCategory[] each with faqs; with slug a one-element list (empty for an unknown slug)',
  },
  {
    method: 'GET', path: `${base}/guides`, handler: 'getGuides', payload: 'query `slug`?, `limit` (5)',
    answer: 'with slug: [category with all its guides]; without: every category with visibleGuides, totalGuides and its first `limit` guides',
  },
  {
    method: 'GET', path: `${base}/guide`, handler: 'getGuide', payload: 'query `categorySlug`, `guideSlug`',
    answer: 'the category with guides: [the guide plus content (HTML)]; null when unknown',
  },
]);
