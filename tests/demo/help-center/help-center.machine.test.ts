// Issue 14, help centre: the address rule, the strict parsers (on the mock's real answers and on bad ones), the page
// machine (each page's data, not found, failure and retry, search, "was this helpful?" once) and its generated paths.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  parseFaqCategories,
  parseGuideCategories,
  parseGuidePage,
  type FaqCategory,
  type GuideCategory,
} from '../../../src/machines/demo/help-center/get-help-center';
import {
  helpCenterMachine,
  helpViewOf,
  MAX_QUERY,
  neighbours,
  popularGuides,
  searchHelp,
  selectCanGiveFeedback,
  selectFailure,
  selectSearchResults,
  type HelpData,
  type HelpView,
} from '../../../src/machines/demo/help-center/help-center.machine';
import { ApiError } from '../../../src/machines/effects/api-error';
import { get, useServer } from '../../mirage-demo/support';
import { doneEvent, errorEvent } from '../../support/path-events';

const faqs: FaqCategory[] = [
  { id: 'c1', slug: 'most-asked', title: 'Most asked', faqs: [{ id: 'f1', categoryId: 'c1', question: 'Is there a trial?', answer: 'Yes, 14 days.' }] },
  { id: 'c2', slug: 'payments', title: 'Payments', faqs: [{ id: 'f2', categoryId: 'c2', question: 'Refunds', answer: 'Ask support about a trial refund.' }] },
];
const guides: GuideCategory[] = [
  {
    id: 'g1', slug: 'getting-started', title: 'Getting Started', totalGuides: 3,
    guides: [
      { id: 'a', categoryId: 'g1', slug: 'what-is-it', title: 'What is this app?', subtitle: 'An overview' },
      { id: 'b', categoryId: 'g1', slug: 'start', title: 'Start using the app', subtitle: 'First steps' },
      { id: 'c', categoryId: 'g1', slug: 'trial', title: 'Your trial', subtitle: 'How long it lasts' },
    ],
  },
  { id: 'g2', slug: 'projects', title: 'Projects', totalGuides: 1, guides: [{ id: 'd', categoryId: 'g2', slug: 'creating', title: 'Creating a project', subtitle: 'New work' }] },
];
const home: HelpData = { page: 'home', faqs, guides };
const guidePage: HelpData = { page: 'guide', category: guides[0]!, guide: { ...guides[0]!.guides[1]!, content: '<p>Hi</p>' } };
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/api/apps/help-center/faqs' });

const start = (view: HelpView, load: (view: HelpView) => Promise<HelpData | null>) =>
  createActor(helpCenterMachine.provide({ actors: { loadHelpCenter: fromPromise(({ input }) => load(input.view)) } }), { input: { view } }).start();

describe('help centre addresses', () => {
  it.each([
    ['/apps/help-center', { page: 'home' }],
    ['/apps/help-center/', { page: 'home' }],
    ['/apps/help-center/faqs', { page: 'faqs' }],
    ['/apps/help-center/guides', { page: 'guides' }],
    ['/apps/help-center/guides/projects', { page: 'category', categorySlug: 'projects' }],
    ['/apps/help-center/guides/projects/creating-a-project', { page: 'guide', categorySlug: 'projects', guideSlug: 'creating-a-project' }],
  ])('%s', (path, view) => expect(helpViewOf(path)).toEqual(view));

  it.each(['/apps/help-centers', '/apps/help-center/support', '/apps/help-center/faqs/x', '/apps/help-center/guides/a/b/c', '/apps/help-center/guides/<b>', '/apps/help-center/guides/x/%3Cscript%3E'])(
    '%s is not a page',
    (path) => expect(helpViewOf(path)).toBeNull(),
  );
});

describe('help centre answers', () => {
  useServer();

  it("reads the mock's own answers: FAQs, guides by category (5 each, with totals), a category, a guide with content", async () => {
    const faqAnswer = parseFaqCategories((await get('/api/apps/help-center/faqs')).body);
    expect(faqAnswer.map((c) => c.slug)).toEqual(['most-asked', 'general-inquiries', 'licenses', 'payments', 'support']);
    const byCategory = parseGuideCategories((await get('/api/apps/help-center/guides')).body);
    expect(byCategory.every((c) => c.guides.length <= 5 && c.totalGuides >= c.guides.length)).toBe(true);
    expect(byCategory.find((c) => c.slug === 'getting-started')!.totalGuides).toBe(7);
    const one = parseGuideCategories((await get('/api/apps/help-center/guides?slug=getting-started')).body);
    expect(one[0]!.guides).toHaveLength(7);
    const page = parseGuidePage((await get('/api/apps/help-center/guide?categorySlug=projects&guideSlug=creating-a-project')).body);
    expect(page!.guide.title).toBe('Creating a project');
    expect(page!.guide.content).toContain('<h2>');
    expect(parseGuidePage((await get('/api/apps/help-center/guide?categorySlug=projects&guideSlug=nope')).body)).toBeNull();
  });

  it.each([
    ['not a list', () => parseFaqCategories({})],
    ['a question that is not text', () => parseFaqCategories([{ ...faqs[0], faqs: [{ ...faqs[0]!.faqs[0], question: 1 }] }])],
    ['a slug with markup', () => parseGuideCategories([{ ...guides[0], slug: '<img src=x onerror=alert(1)>' }])],
    ['a guide slug that leaves the address', () => parseGuideCategories([{ ...guides[1], guides: [{ ...guides[1]!.guides[0], slug: '../admin' }] }])],
    ['a total below the guides listed', () => parseGuideCategories([{ ...guides[0], totalGuides: 1 }])],
    ['a guide answer without content', () => parseGuidePage({ ...guides[0], guides: [guides[0]!.guides[0]] })],
    ['a guide answer with two guides', () => parseGuidePage({ ...guides[0], guides: [{ ...guides[0]!.guides[0], content: '' }, { ...guides[0]!.guides[1], content: '' }] })],
  ])('refuses %s', (_, parse) => expect(parse).toThrow(TypeError));
});

describe('help centre page machine', () => {
  it('loads the page of its address and searches every FAQ and guide by all words typed', async () => {
    const asked: HelpView[] = [];
    const actor = start({ page: 'home' }, async (view) => (asked.push(view), home));
    actor.send({ type: 'helpCenter.query.change', value: 'TRIAL' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual([{ page: 'home' }]);
    const results = selectSearchResults(actor.getSnapshot())!;
    expect(results.faqs.map((f) => f.id)).toEqual(['f1', 'f2']);
    expect(results.guides.map((g) => g.guide.id)).toEqual(['c']);
    actor.send({ type: 'helpCenter.query.change', value: 'trial refund' });
    expect(selectSearchResults(actor.getSnapshot())!.faqs.map((f) => f.id)).toEqual(['f2']);
    actor.send({ type: 'helpCenter.query.change', value: '   ' });
    expect(selectSearchResults(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'helpCenter.query.change', value: 'x'.repeat(500) });
    expect(actor.getSnapshot().context.query).toHaveLength(MAX_QUERY);
  });

  it('an unknown category or guide is not found; a failure says why and Retry loads again', async () => {
    const missing = start({ page: 'category', categorySlug: 'nope' }, async () => null);
    await waitFor(missing, (s) => s.matches('notFound'));
    let calls = 0;
    const actor = start({ page: 'faqs' }, async () => (++calls === 1 ? Promise.reject(offline) : { page: 'faqs', faqs }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toBe('offline');
    actor.send({ type: 'helpCenter.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(calls).toBe(2);
  });

  it('"was this helpful?" takes one answer on a guide page only; open FAQs follow the accordion', async () => {
    const actor = start({ page: 'guide', categorySlug: 'getting-started', guideSlug: 'start' }, async () => guidePage);
    expect(selectCanGiveFeedback(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectCanGiveFeedback(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'helpCenter.feedback.give', feedback: 'notHelpful' });
    actor.send({ type: 'helpCenter.feedback.give', feedback: 'helpful' });
    expect(actor.getSnapshot().context.feedback).toBe('notHelpful');
    expect(selectCanGiveFeedback(actor.getSnapshot())).toBe(false);
    const faqPage = start({ page: 'faqs' }, async () => ({ page: 'faqs', faqs }));
    await waitFor(faqPage, (s) => s.matches('ready'));
    faqPage.send({ type: 'helpCenter.faqs.change', value: ['f1', 'f2'] });
    expect(faqPage.getSnapshot().context.openFaqs).toEqual(['f1', 'f2']);
    expect(selectCanGiveFeedback(faqPage.getSnapshot())).toBe(false);
  });

  it('popular guides are each category\'s first; a guide\'s neighbours are its category\'s previous and next', () => {
    expect(popularGuides(home).map((p) => p.guide.id)).toEqual(['a', 'd']);
    expect(popularGuides(null)).toEqual([]);
    expect(neighbours(guides[0]!, 'start')).toEqual({ previous: guides[0]!.guides[0], next: guides[0]!.guides[2] });
    expect(neighbours(guides[0]!, 'what-is-it').previous).toBeNull();
    expect(neighbours(guides[0]!, 'gone')).toEqual({ previous: null, next: null });
    expect(searchHelp({ page: 'faqs', faqs }, 'trial')).toBeNull();
  });

  it('generated paths: loading, ready, not found or failed; data only when ready; feedback only on a ready guide; a failure only in failed', () => {
    for (const [view, data] of [
      [{ page: 'home' }, home],
      [{ page: 'guide', categorySlug: 'getting-started', guideSlug: 'start' }, guidePage],
    ] as const) {
      const paths = getShortestPaths(helpCenterMachine, {
        input: { view },
        events: [
          { type: 'helpCenter.query.change', value: 'trial' },
          { type: 'helpCenter.faqs.change', value: ['f1'] },
          { type: 'helpCenter.feedback.give', feedback: 'helpful' },
          { type: 'helpCenter.retry' },
          doneEvent('loadHelpCenter', data),
          doneEvent('loadHelpCenter', null),
          errorEvent('loadHelpCenter', offline),
        ] as never,
      });
      expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(['loading', 'ready', 'notFound', 'failed']));
      for (const { state } of paths) {
        expect(state.context.data !== null).toBe(state.matches('ready'));
        if (state.context.feedback !== null) expect(state.matches('ready') && view.page === 'guide').toBe(true);
        expect(selectFailure(state) !== null).toBe(state.matches('failed'));
        expect(state.context.view).toEqual(view);
      }
    }
  });
});
