/**
 * The mock backend's own storage: per-tenant, per-user records that must outlive a page reload in the demo
 * (a real backend keeps them in its database). In the browser it is localStorage under `mirage.<name>`;
 * in tests it is memory only. It is server data, so signing out does not clear it.
 *
 * Every tab runs its own mock over the same storage: each read and write first takes in what another tab wrote
 * (the stored text changed), and a write changes only its own key, so tabs never undo each other's writes.
 */
export interface PersistentMap<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
  /** Counts the changes made by other tabs seen so far: a caller compares it to know when to take them in. */
  generation(): number;
}

export function persistentMap<T>(name: string, storage: Storage | null): PersistentMap<T> {
  const storageKey = `mirage.${name}`;
  let entries: Record<string, T> = {};
  let lastRaw: string | null = null;
  let generation = 0;
  let started = false;
  /** Takes in the stored entries when another tab changed them. */
  const refresh = () => {
    if (!storage) return;
    let raw: string | null = null;
    try {
      raw = storage.getItem(storageKey);
    } catch {
      return;
    }
    if (started && raw === lastRaw) return;
    lastRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, T>) : {};
    } catch {
      // Corrupt storage: keep what this tab has.
    }
    if (started) generation += 1;
  };
  const save = () => {
    try {
      const raw = JSON.stringify(entries);
      storage?.setItem(storageKey, raw);
      lastRaw = raw;
    } catch {
      // Full or blocked storage: the change lasts for this page.
    }
  };
  refresh();
  started = true;
  return {
    get: (key) => {
      refresh();
      return Object.hasOwn(entries, key) ? entries[key] : undefined;
    },
    set: (key, value) => {
      refresh();
      entries = { ...entries, [key]: value };
      save();
    },
    delete: (key) => {
      refresh();
      const { [key]: _removed, ...rest } = entries;
      entries = rest;
      save();
    },
    generation: () => {
      refresh();
      return generation;
    },
  };
}
