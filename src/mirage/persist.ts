/**
 * The mock backend's own storage: per-tenant, per-user records that must outlive a page reload in the demo
 * (a real backend keeps them in its database). In the browser it is localStorage under `mirage.<name>`;
 * in tests it is memory only. It is server data, so signing out does not clear it.
 */
export interface PersistentMap<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
}

export function persistentMap<T>(name: string, storage: Storage | null): PersistentMap<T> {
  const storageKey = `mirage.${name}`;
  let entries: Record<string, T> = {};
  if (storage) {
    try {
      const raw = storage.getItem(storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entries = parsed as Record<string, T>;
    } catch {
      // Corrupt or unavailable storage: start empty.
    }
  }
  const save = () => {
    try {
      storage?.setItem(storageKey, JSON.stringify(entries));
    } catch {
      // Full or blocked storage: the change lasts for this page.
    }
  };
  return {
    get: (key) => (Object.hasOwn(entries, key) ? entries[key] : undefined),
    set: (key, value) => {
      entries = { ...entries, [key]: value };
      save();
    },
    delete: (key) => {
      const { [key]: _removed, ...rest } = entries;
      entries = rest;
      save();
    },
  };
}
