/** One page of the demo help centre (/apps/help-center/…, issue 14): loads what the page shows, its search, open FAQs and "was this helpful?". */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isApiError } from '../../effects/api-error';
import { fetchFaqs, fetchGuide, fetchGuides, isSlug, type Faq, type FaqCategory, type Guide, type GuideCategory, type GuideWithContent, type HelpCategory } from './get-help-center';

/** The pages of the help centre, read from the address. */
export type HelpView =
  | { page: 'home' }
  | { page: 'faqs' }
  | { page: 'guides' }
  | { page: 'category'; categorySlug: string }
  | { page: 'guide'; categorySlug: string; guideSlug: string };

export const HELP_BASE = '/apps/help-center';
export const helpPaths = {
  home: HELP_BASE,
  faqs: `${HELP_BASE}/faqs`,
  guides: `${HELP_BASE}/guides`,
  category: (categorySlug: string) => `${HELP_BASE}/guides/${categorySlug}`,
  guide: (categorySlug: string, guideSlug: string) => `${HELP_BASE}/guides/${categorySlug}/${guideSlug}`,
};

/** The page of an address under /apps/help-center, or null (an unknown page or a segment that is not a slug: 404). */
export function helpViewOf(path: string): HelpView | null {
  if (path !== HELP_BASE && !path.startsWith(`${HELP_BASE}/`)) return null;
  const rest = path.slice(HELP_BASE.length).split('/').filter((s) => s !== '');
  const [first, categorySlug, guideSlug, ...more] = rest;
  if (first === undefined) return { page: 'home' };
  if (first === 'faqs' && categorySlug === undefined) return { page: 'faqs' };
  if (first !== 'guides' || more.length > 0) return null;
  if (categorySlug === undefined) return { page: 'guides' };
  if (!isSlug(categorySlug)) return null;
  if (guideSlug === undefined) return { page: 'category', categorySlug };
  return isSlug(guideSlug) ? { page: 'guide', categorySlug, guideSlug } : null;
}

/** What each page shows. */
export type HelpData =
  | { page: 'home'; faqs: FaqCategory[]; guides: GuideCategory[] }
  | { page: 'faqs'; faqs: FaqCategory[] }
  | { page: 'guides'; guides: GuideCategory[] }
  | { page: 'category'; category: GuideCategory }
  | { page: 'guide'; category: GuideCategory; guide: GuideWithContent };

/** The landing page searches every guide, so it asks for more than the default 5 per category. */
export const ALL_GUIDES = 100;

/** Loads a page's data; `null` when its category or guide does not exist. */
export async function loadHelpData(view: HelpView, signal?: AbortSignal): Promise<HelpData | null> {
  switch (view.page) {
    case 'home': {
      const [faqs, guides] = await Promise.all([fetchFaqs(signal), fetchGuides({ limit: ALL_GUIDES }, signal)]);
      return { page: 'home', faqs, guides };
    }
    case 'faqs':
      return { page: 'faqs', faqs: await fetchFaqs(signal) };
    case 'guides':
      return { page: 'guides', guides: await fetchGuides({}, signal) };
    case 'category': {
      const [category] = await fetchGuides({ slug: view.categorySlug }, signal);
      return category ? { page: 'category', category } : null;
    }
    case 'guide': {
      const [page, categories] = await Promise.all([fetchGuide(view.categorySlug, view.guideSlug, signal), fetchGuides({ slug: view.categorySlug }, signal)]);
      const category = categories[0];
      return page && category ? { page: 'guide', category, guide: page.guide } : null;
    }
  }
}

export type HelpFailure = 'offline' | 'malformed' | 'failed';
export type HelpFeedback = 'helpful' | 'notHelpful';

export interface HelpCenterContext {
  view: HelpView;
  data: HelpData | null;
  failure: HelpFailure | null;
  query: string;
  /** The FAQ ids whose answers are open. */
  openFaqs: string[];
  /** The reader's answer to "was this helpful?" (kept on this page only: the mock has no endpoint for it). */
  feedback: HelpFeedback | null;
}

export type HelpCenterEvent =
  | { type: 'helpCenter.query.change'; value: string }
  | { type: 'helpCenter.faqs.change'; value: string[] }
  | { type: 'helpCenter.feedback.give'; feedback: HelpFeedback }
  | { type: 'helpCenter.retry' };

export const MAX_QUERY = 100;

export const loadHelpCenter = fromPromise<HelpData | null, { view: HelpView }>(({ input, signal }) => loadHelpData(input.view, signal));

const failureOf = (error: unknown): HelpFailure => {
  const code = isApiError(error) ? error.code : null;
  return code === 'offline' ? 'offline' : code === 'malformed' ? 'malformed' : 'failed';
};

export const helpCenterMachine = setup({
  types: {} as { context: HelpCenterContext; events: HelpCenterEvent; input: { view: HelpView } },
  actors: { loadHelpCenter },
  guards: {
    isFound: (_, params: { data: HelpData | null }) => params.data !== null,
    canGiveFeedback: ({ context }) => context.view.page === 'guide' && context.feedback === null,
  },
  actions: {
    setQuery: assign((_, params: { value: string }) => ({ query: params.value.slice(0, MAX_QUERY) })),
    setOpenFaqs: assign((_, params: { value: string[] }) => ({ openFaqs: params.value.filter((id) => typeof id === 'string').slice(0, 1_000) })),
    setData: assign((_, params: { data: HelpData | null }) => ({ data: params.data, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    setFeedback: assign((_, params: { feedback: HelpFeedback }) => ({ feedback: params.feedback })),
  },
}).createMachine({
  id: 'helpCenter',
  context: ({ input }) => ({ view: input.view, data: null, failure: null, query: '', openFaqs: [], feedback: null }),
  initial: 'loading',
  // Typing and opening answers never wait for the data: what was typed applies when it arrives.
  on: {
    'helpCenter.query.change': { actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) } },
    'helpCenter.faqs.change': { actions: { type: 'setOpenFaqs', params: ({ event }) => ({ value: event.value }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadHelpCenter',
        src: 'loadHelpCenter',
        input: ({ context }) => ({ view: context.view }),
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => ({ data: event.output }) }, target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
          { target: 'notFound' },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: { 'helpCenter.feedback.give': { guard: 'canGiveFeedback', actions: { type: 'setFeedback', params: ({ event }) => ({ feedback: event.feedback }) } } },
    },
    notFound: { type: 'final' },
    failed: { on: { 'helpCenter.retry': { target: 'loading' } } },
  },
});

export type HelpCenterRef = ActorRefFrom<typeof helpCenterMachine>;
export type HelpCenterSnapshot = SnapshotFrom<typeof helpCenterMachine>;

/** Every word of the query in the text (case-insensitive). */
export function matchesWords(textValue: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = textValue.toLowerCase();
  return words.length > 0 && words.every((w) => haystack.includes(w));
}

export interface HelpSearchResults {
  faqs: Faq[];
  guides: { guide: Guide; category: HelpCategory }[];
}

/** The landing page's search over every FAQ (question and answer) and guide (title and subtitle); null without a query. */
export function searchHelp(data: HelpData | null, query: string): HelpSearchResults | null {
  if (query.trim() === '' || data?.page !== 'home') return null;
  return {
    faqs: data.faqs.flatMap((c) => c.faqs).filter((f) => matchesWords(`${f.question} ${f.answer}`, query)),
    guides: data.guides.flatMap((category) => category.guides.filter((g) => matchesWords(`${g.title} ${g.subtitle}`, query)).map((guide) => ({ guide, category }))),
  };
}

/** The guides around the one shown, in its category's order. */
export function neighbours(category: GuideCategory, guideSlug: string): { previous: Guide | null; next: Guide | null } {
  const index = category.guides.findIndex((g) => g.slug === guideSlug);
  if (index < 0) return { previous: null, next: null };
  return { previous: category.guides[index - 1] ?? null, next: category.guides[index + 1] ?? null };
}

export const selectData = (s: HelpCenterSnapshot): HelpData | null => s.context.data;
export const selectQuery = (s: HelpCenterSnapshot): string => s.context.query;
export const selectOpenFaqs = (s: HelpCenterSnapshot): string[] => s.context.openFaqs;
export const selectFeedback = (s: HelpCenterSnapshot): HelpFeedback | null => s.context.feedback;
export const selectIsLoading = (s: HelpCenterSnapshot): boolean => s.matches('loading');
export const selectIsNotFound = (s: HelpCenterSnapshot): boolean => s.matches('notFound');
export const selectFailure = (s: HelpCenterSnapshot): HelpFailure | null => (s.matches('failed') ? s.context.failure : null);
export const selectSearchResults = (s: HelpCenterSnapshot): HelpSearchResults | null => searchHelp(s.context.data, s.context.query);
export const selectCanGiveFeedback = (s: HelpCenterSnapshot): boolean => s.can({ type: 'helpCenter.feedback.give', feedback: 'helpful' });
export const selectCanRetry = (s: HelpCenterSnapshot): boolean => s.can({ type: 'helpCenter.retry' });

/** The landing page's popular guides: each category's first guide (the one its list leads with). */
export function popularGuides(data: HelpData | null): { guide: Guide; category: HelpCategory }[] {
  if (data?.page !== 'home') return [];
  return data.guides.flatMap((category) => (category.guides[0] ? [{ guide: category.guides[0], category }] : []));
}
