import { afterEach, describe, expect, it } from 'vitest';
import { clearAppStorage } from '../../src/machines/effects/auth-storage';
import { DRAFT_LIMIT_CHARS, readDraft, removeDraft, writeDraft } from '../../src/machines/effects/draft-storage';

const ana = { tenant: 'acme', user: 'usr_ana' };
afterEach(() => sessionStorage.clear());

describe('draft storage', () => {
  it('keeps a draft per tenant, user and form, and reads it back', () => {
    expect(writeDraft(ana, 'customers:new', { values: { name: 'José' } })).toBe(true);
    expect(readDraft(ana, 'customers:new')).toEqual({ values: { name: 'José' } });
    expect(readDraft({ tenant: 'globex', user: 'usr_ana' }, 'customers:new')).toBeNull();
    expect(readDraft({ tenant: 'acme', user: 'usr_sam' }, 'customers:new')).toBeNull();
    expect(readDraft(ana, 'customers:7')).toBeNull();
    removeDraft(ana, 'customers:new');
    expect(readDraft(ana, 'customers:new')).toBeNull();
  });

  it('a corrupt entry reads as no draft; a draft over the limit is refused', () => {
    writeDraft(ana, 'k', {});
    sessionStorage.setItem(Object.keys(sessionStorage).find((k) => k.includes('draft'))!, '{not json');
    expect(readDraft(ana, 'k')).toBeNull();
    expect(writeDraft(ana, 'big', { text: 'x'.repeat(DRAFT_LIMIT_CHARS) })).toBe(false);
  });

  it('sign-out clears every draft (T1)', () => {
    writeDraft(ana, 'customers:new', { values: {} });
    clearAppStorage();
    expect(readDraft(ana, 'customers:new')).toBeNull();
  });
});
