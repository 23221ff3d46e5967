/**
 * Where unsaved form drafts live: this tab's session storage, per tenant, user and form (`customers:new`,
 * `customers:<id>`), so a draft survives a reload and a renewed session but is never seen by another user or
 * tenant, and sign-out clears it with the rest of the app's keys (`backoffice.` prefix, T1). A draft is data the
 * user typed: it is read back through the form's own checks, never trusted as is.
 */
import { appStoragePrefix } from './auth-storage';

export interface DraftOwner {
  tenant: string;
  /** The user's `sub`. */
  user: string;
}

/** At most this much of a draft is kept (a pasted novel must not fill the storage quota of the tab). */
export const DRAFT_LIMIT_CHARS = 512 * 1024;

/** One part of a key: encoded, dots included, so that no tenant, sub or form name can reach into the next part (T6). */
const keyPart = (value: string): string => encodeURIComponent(value).replace(/\./g, '%2E');

export const draftStorageKey = (owner: DraftOwner, formKey: string): string =>
  `${appStoragePrefix}draft.${keyPart(owner.tenant)}.${keyPart(owner.user)}.${keyPart(formKey)}`;

export function readDraft(owner: DraftOwner, formKey: string, storage: Storage | null = sessionStorageOrNull()): unknown {
  try {
    const raw = storage?.getItem(draftStorageKey(owner, formKey));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** False when the draft could not be kept (storage full or blocked, or too large): the form says so. */
export function writeDraft(owner: DraftOwner, formKey: string, draft: unknown, storage: Storage | null = sessionStorageOrNull()): boolean {
  try {
    const text = JSON.stringify(draft);
    if (!storage || text.length > DRAFT_LIMIT_CHARS) return false;
    storage.setItem(draftStorageKey(owner, formKey), text);
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(owner: DraftOwner, formKey: string, storage: Storage | null = sessionStorageOrNull()): void {
  try {
    storage?.removeItem(draftStorageKey(owner, formKey));
  } catch {
    // Blocked storage: nothing was kept either.
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
