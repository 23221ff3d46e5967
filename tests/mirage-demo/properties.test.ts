/** Property tests (fast-check): the label slug rule and the two pagination schemes, pure and over HTTP. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MailLabel } from '../../src/mirage/demo/data/mailbox';
import { paginateMails, paginateProducts } from '../../src/mirage/shared/paginate';
import { slugify, uniqueSlug } from '../../src/mirage/demo/slug';
import { get, post, useServer } from './support';

/** Titles built from characters that exercise every step of the rule. */
const title = fc.string({ unit: fc.constantFrom('a', 'B', 'z', '0', '_', ' ', '-', '!', 'é', '.', 'Ä', '/'), minLength: 1, maxLength: 12 });

describe('slug rule (SPEC §5)', () => {
  it('slugify: lower-cased, no spaces, only word characters and hyphens, no hyphen runs before removal', () => {
    fc.assert(
      fc.property(title, (t) => {
        const slug = slugify(t);
        expect(slug).toMatch(/^[a-z0-9_-]*$/);
        expect(slug).toBe(
          t.toLowerCase().replace(/ /g, '-').replace(/-+/g, '-').replace(/[^\w-]+/g, ''),
        );
        // idempotent on its own output: a slug is its own slug
        expect(slugify(slug)).toBe(slug.replace(/-+/g, '-'));
      }),
    );
  });

  it('uniqueSlug: never taken, the base slug when free, else base-N with the smallest free N', () => {
    fc.assert(
      fc.property(title, fc.uniqueArray(fc.oneof(title.map(slugify), title.map((t) => `${slugify(t)}-${t.length}`))), (t, takenList) => {
        const taken = new Set(takenList);
        const base = slugify(t);
        const slug = uniqueSlug(t, taken);
        expect(taken.has(slug)).toBe(false);
        if (!taken.has(base)) expect(slug).toBe(base);
        else {
          const n = Number(slug.slice(base.length + 1));
          expect(slug).toBe(`${base}-${n}`);
          for (let k = 1; k < n; k++) expect(taken.has(`${base}-${k}`)).toBe(true);
        }
      }),
    );
  });

  describe('over HTTP', () => {
    useServer();
    it('labels created in any order all get distinct slugs derived from their titles', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.constantFrom('Work', 'work', 'Big News', 'big  news', 'Invoices!', 'Forums'), { minLength: 1, maxLength: 8 }), async (titles) => {
          const before = (await get<MailLabel[]>('/api/apps/mailbox/labels')).body;
          const created: MailLabel[] = [];
          for (const t of titles) created.push((await post<MailLabel>('/api/apps/mailbox/label', { label: { title: t, color: 'blue' } })).body);
          const all = (await get<MailLabel[]>('/api/apps/mailbox/labels')).body;
          expect(new Set(all.map((l) => l.slug)).size).toBe(all.length);
          expect(all.length).toBe(before.length + titles.length);
          for (const label of created) expect(label.slug.startsWith(slugify(label.title))).toBe(true);
        }),
        { numRuns: 15 },
      );
    });
  });
});

const everyPage = <T>(pages: readonly (T[] | null)[]): T[] => pages.flatMap((p) => p ?? []);

describe('pagination: every item on exactly one page, in order', () => {
  it('products (zero-based pages 0 .. lastPage-1; page lastPage empty; beyond null)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), (items, size) => {
        const { pagination } = paginateProducts(items, 0, size);
        const lastPage = pagination.lastPage;
        expect(lastPage).toBe(Math.max(Math.ceil(items.length / size), 1));
        const pages = Array.from({ length: lastPage }, (_, p) => paginateProducts(items, p, size).items);
        expect(everyPage(pages)).toEqual(items);
        expect(paginateProducts(items, lastPage, size).items).toEqual([]);
        expect(paginateProducts(items, lastPage + 1, size)).toEqual({ items: null, pagination: { lastPage } });
        pages.forEach((page, p) => {
          const meta = paginateProducts(items, p, size).pagination as { startIndex: number; endIndex: number };
          expect(meta.startIndex).toBe(p * size);
          expect(meta.endIndex - meta.startIndex + 1).toBe(page!.length);
        });
      }),
    );
  });

  it('mails (pages 1 .. lastPage, lastPage at least 1, beyond null)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), (items, perPage) => {
        const lastPage = Math.max(Math.ceil(items.length / perPage), 1);
        const pages = Array.from({ length: lastPage }, (_, i) => paginateMails(items, i + 1, perPage));
        expect(pages.every((p) => p.pagination.lastPage === lastPage)).toBe(true);
        expect(everyPage(pages.map((p) => p.items))).toEqual(items);
        expect(pages.every((p) => p.items!.length > 0) || items.length === 0).toBe(true);
        expect(paginateMails(items, lastPage + 1, perPage)).toEqual({ items: null, pagination: { lastPage } });
      }),
    );
  });

  describe('over HTTP', () => {
    useServer();

    it('products: any size, sort and order; walking pages 0 .. lastPage-1 gives the full sorted list once', async () => {
      const sorts = ['name', 'sku', 'price', 'stock', 'active', 'weight'];
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 31 }), fc.constantFrom(...sorts), fc.constantFrom('asc', 'desc'), async (size, sort, order) => {
          type Answer = { products: { id: string }[] | null; pagination: { lastPage: number } };
          const all = (await get<Answer>(`/api/apps/ecommerce/inventory/products?page=0&size=1000&sort=${sort}&order=${order}`)).body.products!;
          const first = (await get<Answer>(`/api/apps/ecommerce/inventory/products?page=0&size=${size}&sort=${sort}&order=${order}`)).body;
          const ids: string[] = [];
          for (let page = 0; page < first.pagination.lastPage; page++) {
            const { products } = (await get<Answer>(`/api/apps/ecommerce/inventory/products?page=${page}&size=${size}&sort=${sort}&order=${order}`)).body;
            ids.push(...products!.map((p) => p.id));
          }
          expect(ids).toEqual(all.map((p) => p.id));
          expect(new Set(ids).size).toBe(ids.length);
        }),
        { numRuns: 20 },
      );
    });

    it('mails: for any folder, filter or label, walking pages 1 .. lastPage gives every matching mail once, newest first', async () => {
      const queries = ['', 'folder=inbox', 'folder=sent', 'folder=drafts', 'folder=spam', 'folder=trash', 'filter=starred', 'filter=important', 'filter=unread', 'label=work', 'label=personal', 'folder=inbox&filter=unread'];
      type Answer = { mails: { id: string; date: string }[] | null; pagination: { lastPage: number; totalResults?: number } };
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...queries), async (query) => {
          const first = (await get<Answer>(`/api/apps/mailbox/mails?${query}`)).body;
          const mails: { id: string; date: string }[] = [];
          for (let page = 1; page <= first.pagination.lastPage; page++) {
            mails.push(...(await get<Answer>(`/api/apps/mailbox/mails?${query}&page=${page}`)).body.mails!);
          }
          expect(mails.length).toBe(first.pagination.totalResults);
          expect(new Set(mails.map((m) => m.id)).size).toBe(mails.length);
          const dates = mails.map((m) => Date.parse(m.date));
          expect(dates).toEqual([...dates].sort((a, b) => b - a));
          expect((await get<Answer>(`/api/apps/mailbox/mails?${query}&page=${first.pagination.lastPage + 1}`)).body.mails).toBeNull();
        }),
        { numRuns: 12 },
      );
    });
  });
});
