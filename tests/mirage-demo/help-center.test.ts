import { describe, expect, it } from 'vitest';
import type { Faq, Guide, HelpCategory } from '../../src/mirage/demo/data/help-center';
import { expectBadRequest, get, useServer } from './support';

type FaqCategory = HelpCategory & { faqs: Faq[] };
type GuideCategory = HelpCategory & { guides: (Guide & { content?: string })[]; visibleGuides?: number; totalGuides?: number };
const base = '/api/apps/help-center';

useServer();

describe('help centre', () => {
  it('GET faqs without slug answers every category with its faqs', async () => {
    const { body } = await get<FaqCategory[]>(`${base}/faqs`);
    expect(body.map((c) => c.slug)).toEqual(['most-asked', 'general-inquiries', 'licenses', 'payments', 'support']);
    for (const c of body) {
      expect(c.faqs.length).toBeGreaterThan(0);
      expect(c.faqs.every((f) => f.categoryId === c.id && f.question !== '' && f.answer !== '')).toBe(true);
    }
  });

  it('GET faqs with slug answers a one-element list, empty for an unknown slug', async () => {
    const { body } = await get<FaqCategory[]>(`${base}/faqs?slug=licenses`);
    expect(body.length).toBe(1);
    expect(body[0]).toMatchObject({ slug: 'licenses', title: 'Licenses' });
    expect((await get(`${base}/faqs?slug=nope`)).body).toEqual([]);
  });

  it('GET guides without slug: every category with visibleGuides, totalGuides and the first 5 guides by default', async () => {
    const { body } = await get<GuideCategory[]>(`${base}/guides`);
    expect(body.map((c) => c.slug)).toEqual(['getting-started', 'projects', 'settings', 'payments', 'your-account']);
    const gettingStarted = body[0]!;
    expect(gettingStarted.totalGuides).toBe(7);
    expect(gettingStarted.visibleGuides).toBe(5);
    expect(gettingStarted.guides.length).toBe(5);
    for (const c of body) {
      expect(c.guides.length).toBe(Math.min(5, c.totalGuides!));
      expect(c.guides.every((g) => g.content === undefined)).toBe(true);
    }
  });

  it('GET guides honours limit', async () => {
    const { body } = await get<GuideCategory[]>(`${base}/guides?limit=2`);
    expect(body.every((c) => c.visibleGuides === 2 && c.guides.length === 2)).toBe(true);
    await expectBadRequest(get(`${base}/guides?limit=-1`), /'limit' must be at least 0/);
  });

  it('GET guides with slug: that category with all its guides', async () => {
    const { body } = await get<GuideCategory[]>(`${base}/guides?slug=getting-started`);
    expect(body.length).toBe(1);
    expect(body[0]!.guides.length).toBe(7);
    expect(body[0]).not.toHaveProperty('visibleGuides');
    expect((await get(`${base}/guides?slug=nope`)).body).toEqual([]);
  });

  it('GET guide answers the category with the one guide plus content; null when unknown', async () => {
    const [category] = (await get<GuideCategory[]>(`${base}/guides?slug=projects`)).body;
    const guide = category!.guides[2]!;
    const { body } = await get<GuideCategory>(`${base}/guide?categorySlug=projects&guideSlug=${guide.slug}`);
    expect(body).toEqual({ id: category!.id, slug: 'projects', title: 'Projects', guides: [{ ...guide, content: expect.stringContaining('<') }] });
    expect((await get(`${base}/guide?categorySlug=projects&guideSlug=nope`)).body).toBeNull();
    expect((await get(`${base}/guide?categorySlug=settings&guideSlug=${guide.slug}`)).body).toBeNull();
    expect((await get(`${base}/guide`)).body).toBeNull();
  });
});
