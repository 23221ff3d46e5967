/**
 * Where form drafts live on this device (the app provides the form's `persistDraft`/`clearDraft` actions and the
 * record's `readDraft` actor from one store): localStorage, so a draft survives a reload, a closed tab and a renewed
 * session; keyed by tenant and user, so nobody else signing in on this device sees it. When storage is full or
 * blocked the draft is kept in memory for the page's life. Drafts older than `maxAgeMs` are dropped when read.
 * No React, no XState machine: plain functions and actor logic.
 */
import { fromPromise } from 'xstate';
import type { FormDraft } from './form.setup';

export const DRAFT_PREFIX = 'backoffice.draft';
/** @default 30 days */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface DraftStoreOptions {
  tenant: string;
  /** The user's `sub`. */
  user: string;
  /** @default globalThis.localStorage (null when there is none) */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null;
  /** @default Date.now */
  now?: () => number;
  /** @default DRAFT_MAX_AGE_MS */
  maxAgeMs?: number;
}

export interface DraftStore {
  read(key: string): FormDraft<unknown> | null;
  persist(key: string, draft: FormDraft<unknown>): void;
  clear(key: string): void;
  /** Every draft of this tenant and user (e.g. on sign-out, when the user asks for it). */
  clearAll(): void;
}

interface Stored {
  values: unknown;
  baseVersion: number | null;
  pendingKey?: string;
  savedAt: number;
}

function parseStored(text: string | null): Stored | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.values !== 'object' || r.values === null) return null;
  if (r.baseVersion !== null && !Number.isSafeInteger(r.baseVersion)) return null;
  if (r.pendingKey !== undefined && (typeof r.pendingKey !== 'string' || r.pendingKey === '')) return null;
  if (typeof r.savedAt !== 'number') return null;
  return r as unknown as Stored;
}

export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const storage = options.storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : options.storage;
  const now = options.now ?? Date.now;
  const maxAge = options.maxAgeMs ?? DRAFT_MAX_AGE_MS;
  const scope = `${DRAFT_PREFIX}.${encodeURIComponent(options.tenant)}.${encodeURIComponent(options.user)}.`;
  const memory = new Map<string, string>();
  const fullKey = (key: string) => `${scope}${key}`;

  const get = (key: string): string | null => {
    if (memory.has(key)) return memory.get(key)!;
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const remove = (key: string) => {
    memory.delete(key);
    try {
      storage?.removeItem(key);
    } catch {
      // nothing stored there
    }
  };

  return {
    read(key) {
      const stored = parseStored(get(fullKey(key)));
      if (stored === null || now() - stored.savedAt > maxAge) {
        if (stored !== null) remove(fullKey(key));
        return null;
      }
      const draft: FormDraft<unknown> = { values: stored.values, baseVersion: stored.baseVersion };
      if (stored.pendingKey) draft.pendingKey = stored.pendingKey;
      return draft;
    },
    persist(key, draft) {
      const text = JSON.stringify({ ...draft, savedAt: now() } satisfies Stored);
      try {
        if (!storage) throw new Error('no storage');
        storage.setItem(fullKey(key), text);
        memory.delete(fullKey(key));
      } catch {
        // Full or blocked: keep it for this page at least.
        memory.set(fullKey(key), text);
      }
    },
    clear(key) {
      remove(fullKey(key));
    },
    clearAll() {
      for (const key of [...memory.keys()]) if (key.startsWith(scope)) memory.delete(key);
      if (!storage) return;
      try {
        const keys: string[] = [];
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i);
          if (key?.startsWith(scope)) keys.push(key);
        }
        for (const key of keys) storage.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}

/** The form machine's draft actions over a store: `createFormMachine(...).provide({ actions: draftActions(store) })`. */
export const draftActions = (store: DraftStore) => ({
  persistDraft: (_: unknown, params: { key: string; draft: FormDraft<unknown> }) => store.persist(params.key, params.draft),
  clearDraft: (_: unknown, params: { key: string }) => store.clear(params.key),
});

/**
 * The record machine's `readDraft` actor over a store. `accept` checks the stored values (a draft written by an
 * older version of the form is dropped); without it they are taken as the form's.
 */
export function readDraftFrom<V>(store: DraftStore, accept: (values: unknown) => values is V = (_values): _values is V => true) {
  return fromPromise<FormDraft<V> | null, { key: string }>(async ({ input }) => {
    const draft = store.read(input.key);
    if (draft === null) return null;
    if (!accept(draft.values)) {
      store.clear(input.key);
      return null;
    }
    return draft as FormDraft<V>;
  });
}
