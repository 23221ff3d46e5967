import { describe, expect, it } from 'vitest';
import type { Mail, MailFolder, MailLabel } from '../../src/mirage/demo/data/mailbox';
import type { MailPagination } from '../../src/mirage/shared/paginate';
import { del, expectBadRequest, get, patch, post, useServer } from './support';

type ListedMail = Mail & { ccCount: number; bccCount: number };
interface MailPage {
  mails: ListedMail[] | null;
  pagination: MailPagination | { lastPage: number };
}
const base = '/api/apps/mailbox';
const mailsOf = async (query: string) => (await get<MailPage>(`${base}/mails?${query}`)).body;
/** Every mail matching `query`, walking the pages. */
async function allPages(query: string): Promise<ListedMail[]> {
  const out: ListedMail[] = [];
  for (let page = 1; ; page++) {
    const { mails, pagination } = await mailsOf(`${query}&page=${page}`);
    out.push(...mails!);
    if (page >= pagination.lastPage) return out;
  }
}
const folders = async () => (await get<(MailFolder & { count: number })[]>(`${base}/folders`)).body;
const labels = async () => (await get<MailLabel[]>(`${base}/labels`)).body;

useServer();

describe('mailbox', () => {
  it('GET settings and PATCH settings (merged)', async () => {
    expect((await get(`${base}/settings`)).body).toEqual({ messageLayout: 'right' });
    expect((await patch(`${base}/settings`, { settings: { messageLayout: 'full' } })).body).toEqual({ messageLayout: 'full' });
    expect((await get(`${base}/settings`)).body).toEqual({ messageLayout: 'full' });
    await expectBadRequest(patch(`${base}/settings`, { settings: { theme: 'dark' } }), /unknown field/);
    await expectBadRequest(patch(`${base}/settings`, { settings: { messageLayout: 3 } }), /must be a string/);
  });

  it('GET folders answers inbox, sent, drafts, spam and trash with the counts rule of SPEC §4', async () => {
    const list = await folders();
    expect(list.map((f) => f.slug)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    const count = (slug: string) => list.find((f) => f.slug === slug)!.count;
    const inFolder = async (slug: string) => allPages(`folder=${slug}`);
    expect(count('sent')).toBe(0);
    expect(count('trash')).toBe(0);
    expect((await inFolder('trash')).length).toBeGreaterThan(0);
    expect(count('drafts')).toBe((await inFolder('drafts')).length);
    expect(count('spam')).toBe((await inFolder('spam')).length);
    const inbox = await inFolder('inbox');
    expect(count('inbox')).toBe(inbox.filter((m) => m.unread).length);
    expect(count('inbox')).toBeLessThan(inbox.length);
  });

  it('folder counts follow changes: reading a mail lowers the inbox count', async () => {
    const before = (await folders()).find((f) => f.slug === 'inbox')!.count;
    const unread = (await allPages('folder=inbox')).find((m) => m.unread)!;
    await patch(`${base}/mail`, { id: unread.id, mail: { unread: false } });
    expect((await folders()).find((f) => f.slug === 'inbox')!.count).toBe(before - 1);
  });

  it('GET filters and labels answer the seeded values with colours', async () => {
    expect((await get<{ slug: string }[]>(`${base}/filters`)).body.map((f) => f.slug)).toEqual(['starred', 'important']);
    expect((await labels()).map((l) => [l.slug, l.color])).toEqual([
      ['personal', 'blue'], ['work', 'indigo'], ['payments', 'red'], ['invoices', 'teal'], ['accounts', 'purple'], ['forums', 'green'],
    ]);
  });

  it('seeded mails: about 100, with attachments of 13 KB to 243 KB, in every folder', async () => {
    const all = await allPages('');
    expect(all.length).toBe(100);
    const sizes = all.flatMap((m) => m.attachments.map((a) => a.size));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13_000);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(243_449);
    expect(Math.min(...sizes)).toBeLessThan(14_000);
    expect(Math.max(...sizes)).toBeGreaterThan(240_000);
    expect(all[0]!.attachments.length + all.flatMap((m) => m.attachments).length).toBeGreaterThan(0);
    expect(Object.keys(all.flatMap((m) => m.attachments)[0]!).sort()).toEqual(['downloadUrl', 'name', 'preview', 'size', 'type']);
    expect(all.every((m) => m.type === 'mail' && /<.+@.+>$/.test(m.from.contact))).toBe(true);
  });

  it('GET mails by folder: newest first, ten per page, with ccCount and bccCount', async () => {
    const { mails, pagination } = await mailsOf('folder=inbox&page=1');
    expect(mails!.length).toBe(10);
    expect(pagination).toEqual({ totalResults: 64, resultsPerPage: 10, currentPage: 1, lastPage: 7, startIndex: 0, endIndex: 9 });
    const dates = (await allPages('folder=inbox')).map((m) => Date.parse(m.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const m of mails!) {
      expect(m.ccCount).toBe(m.cc?.length ?? 0);
      expect(m.bccCount).toBe(m.bcc?.length ?? 0);
    }
    expect((await allPages('')).some((m) => m.ccCount > 0)).toBe(true);
  });

  it('GET mails pages: default page 1, the last page is partial, beyond it mails is null and pagination {lastPage}', async () => {
    expect((await mailsOf('folder=inbox')).pagination).toMatchObject({ currentPage: 1 });
    expect(await mailsOf('folder=inbox&page=7')).toMatchObject({
      pagination: { totalResults: 64, currentPage: 7, lastPage: 7, startIndex: 60, endIndex: 63 },
    });
    expect((await mailsOf('folder=inbox&page=7')).mails!.length).toBe(4);
    expect(await mailsOf('folder=inbox&page=8')).toEqual({ mails: null, pagination: { lastPage: 7 } });
    expect(await mailsOf('folder=nope')).toEqual({
      mails: [], pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(await mailsOf('folder=nope&page=2')).toEqual({ mails: null, pagination: { lastPage: 1 } });
    await expectBadRequest(get(`${base}/mails?page=0`), /'page' must be at least 1/);
  });

  it('GET mails by filter (a boolean field) and by label slug', async () => {
    const all = await allPages('');
    expect((await allPages('filter=starred')).map((m) => m.id)).toEqual(all.filter((m) => m.starred).map((m) => m.id));
    expect((await allPages('filter=important')).map((m) => m.id)).toEqual(all.filter((m) => m.important).map((m) => m.id));
    const work = (await labels()).find((l) => l.slug === 'work')!;
    expect((await allPages('label=work')).map((m) => m.id)).toEqual(all.filter((m) => m.labels.includes(work.id)).map((m) => m.id));
    expect((await mailsOf('label=nope')).mails).toEqual([]);
    await expectBadRequest(get(`${base}/mails?filter=subject`), /query\.filter must be one of/);
  });

  it('GET mail answers the mail, null for a missing or unknown id', async () => {
    const [first] = (await mailsOf('page=1')).mails!;
    const { ccCount: _c, bccCount: _b, ...mail } = first!;
    expect((await get(`${base}/mail?id=${first!.id}`)).body).toEqual(mail);
    expect((await get(`${base}/mail?id=nope`)).body).toBeNull();
    expect((await get(`${base}/mail`)).body).toBeNull();
  });

  it('PATCH mail changes flags, folder and labels', async () => {
    const [first] = (await mailsOf('folder=inbox&page=1')).mails!;
    const trash = (await folders()).find((f) => f.slug === 'trash')!;
    const [personal, work] = await labels();
    const { body } = await patch<Mail>(`${base}/mail`, {
      id: first!.id,
      mail: { starred: !first!.starred, important: true, folder: trash.id, labels: [personal!.id, { id: work!.id }] },
    });
    expect(body).toMatchObject({ starred: !first!.starred, important: true, folder: trash.id, labels: [personal!.id, work!.id] });
    expect((await allPages('folder=trash')).map((m) => m.id)).toContain(first!.id);
  });

  it('PATCH mail refuses bad payloads without changing anything', async () => {
    const before = await allPages('');
    const target = before[0]!;
    await expectBadRequest(patch(`${base}/mail`, { id: target.id, mail: { starred: 'yes' } }), /starred must be a boolean/);
    await expectBadRequest(patch(`${base}/mail`, { id: target.id, mail: { unread: false, folder: 'nope' } }), /unknown folder/);
    await expectBadRequest(patch(`${base}/mail`, { id: target.id, mail: { unread: false, labels: ['nope'] } }), /unknown label/);
    await expectBadRequest(patch(`${base}/mail`, { id: target.id, mail: { subject: 'x' } }), /unknown field/);
    await expectBadRequest(patch(`${base}/mail`, { id: 'nope', mail: { unread: false } }), /does not exist/, 404);
    expect(await allPages('')).toEqual(before);
  });

  it('POST label makes the slug from the title and unique with -1, -2', async () => {
    const a = (await post<MailLabel>(`${base}/label`, { label: { title: 'Work', color: 'pink' } })).body;
    expect(a).toEqual({ id: expect.any(String), title: 'Work', slug: 'work-1', color: 'pink' });
    const b = (await post<MailLabel>(`${base}/label`, { label: { title: 'work', color: 'pink' } })).body;
    expect(b.slug).toBe('work-2');
    const c = (await post<MailLabel>(`${base}/label`, { label: { title: '  Big   News!! ', color: 'amber' } })).body;
    expect(c.slug).toBe('-big-news-');
    expect((await labels()).map((l) => l.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    await expectBadRequest(post(`${base}/label`, { label: { title: 'x' } }), /color is required/);
    await expectBadRequest(post(`${base}/label`, { label: { title: '!!!', color: 'red' } }), /to make a slug/);
  });

  it('PATCH label recomputes the slug from a new title without the uniqueness check', async () => {
    const [personal] = await labels();
    const { body } = await patch<MailLabel>(`${base}/label`, { id: personal!.id, label: { title: 'Work' } });
    expect(body).toEqual({ ...personal, title: 'Work', slug: 'work' });
    expect((await labels()).filter((l) => l.slug === 'work').length).toBe(2);
    expect((await patch<MailLabel>(`${base}/label`, { id: personal!.id, label: { color: 'red' } })).body).toEqual({ ...body, color: 'red' });
    await expectBadRequest(patch(`${base}/label`, { id: 'nope', label: { color: 'red' } }), /does not exist/, 404);
  });

  it('DELETE label removes it from every mail', async () => {
    const work = (await labels()).find((l) => l.slug === 'work')!;
    expect((await allPages('label=work')).length).toBeGreaterThan(0);
    expect((await del(`${base}/label?id=${work.id}`)).body).toBe(true);
    expect((await allPages('')).some((m) => m.labels.includes(work.id))).toBe(false);
    expect((await labels()).map((l) => l.id)).not.toContain(work.id);
    expect((await del(`${base}/label?id=${work.id}`)).body).toBe(false);
    expect((await del(`${base}/label`)).body).toBe(false);
  });
});
