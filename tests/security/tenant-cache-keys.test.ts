/**
 * SECURITY-TESTS T6: whatever the app keeps for later is keyed by tenant and user (`sub`), so that after a tenant or
 * user switch nothing of the previous one is found:
 * - drafts (the only user data the app stores on the device) are keyed by tenant, sub and form, and the key is
 *   one-to-one: no tenant, sub or form name can be written so as to reach another's key (fast-check; a sub with a dot
 *   did before the fix: ('acme', 'x.y', 'k') and ('acme', 'x', 'y.k') shared a key);
 * - sign-out removes every stored key (clearAppStorage);
 * - the in-memory caches (list pages, navigation, user) live in the session's actors, which end at sign-out (e2e T1);
 *   the browser's HTTP cache is kept out by `Cache-Control: no-store` on the services' answers (hardening.test.ts A12).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAppStorage } from '../../src/machines/effects/auth-storage';
import { draftStorageKey, readDraft, writeDraft } from '../../src/machines/effects/draft-storage';

afterEach(() => sessionStorage.clear());

const slug = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
/** A `sub` is the provider's: any non-empty string (ids, e-mails, URLs with dots and slashes). */
const sub = fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom('a', 'b', '.', '%', '2', 'E', ':', '/', '_') });
const formKey = fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom('c', 'n', '.', ':', '%', '2', 'E', '-') });

describe('T6 draft keys: tenant and user in every key, one key per owner and form', () => {
  it('the key names the tenant and the user', () => {
    const key = draftStorageKey({ tenant: 'acme', user: 'usr_ana' }, 'customers:new');
    expect(key).toContain('acme');
    expect(key).toContain('usr_ana');
    expect(key.startsWith('backoffice.')).toBe(true);
  });

  it('two different (tenant, user, form) never share a key (fast-check)', () => {
    fc.assert(
      fc.property(fc.tuple(slug, sub, formKey), fc.tuple(slug, sub, formKey), ([t1, u1, f1], [t2, u2, f2]) => {
        const same = t1 === t2 && u1 === u2 && f1 === f2;
        expect(draftStorageKey({ tenant: t1, user: u1 }, f1) === draftStorageKey({ tenant: t2, user: u2 }, f2)).toBe(same);
      }),
      { numRuns: 3000, examples: [[['acme', 'x.y', 'k'], ['acme', 'x', 'y.k']]] },
    );
  });

  it('after a user or tenant switch in the same tab, the previous draft is not found; sign-out removes them all', () => {
    fc.assert(
      fc.property(slug, sub, formKey, slug, sub, (tenant, user, form, otherTenant, otherUser) => {
        sessionStorage.clear();
        writeDraft({ tenant, user }, form, { values: { name: 'typed by the first user' } });
        if (otherUser !== user) expect(readDraft({ tenant, user: otherUser }, form)).toBeNull();
        if (otherTenant !== tenant) expect(readDraft({ tenant: otherTenant, user }, form)).toBeNull();
        clearAppStorage();
        expect(readDraft({ tenant, user }, form)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
