/**
 * A user's saved choices per list (column choice and page size), kept with the user per tenant like the appearance,
 * shared by the mock's user endpoint and the client. Untrusted input is read field by field: anything else is dropped.
 */
export interface SavedListPreferences {
  columns?: string[];
  pageSize?: number;
}

export const LIST_PREFERENCES_MAX_LISTS = 100;
const COLUMNS_MAX = 50;
const ID_MAX = 64;
const idPattern = /^[A-Za-z0-9_.-]{1,64}$/;

/** One list's preferences, or null when nothing of it is valid. */
export function parseListPreferencesEntry(raw: unknown): SavedListPreferences | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const entry: SavedListPreferences = {};
  if (Array.isArray(r.columns)) {
    const columns = r.columns.filter((c): c is string => typeof c === 'string' && c.length <= ID_MAX && idPattern.test(c)).slice(0, COLUMNS_MAX);
    entry.columns = [...new Set(columns)];
  }
  if (typeof r.pageSize === 'number' && Number.isInteger(r.pageSize) && r.pageSize >= 1 && r.pageSize <= 500) entry.pageSize = r.pageSize;
  return Object.keys(entry).length > 0 ? entry : null;
}

/** Every list's preferences by list id (`customers`), capped. */
export function parseListPreferences(raw: unknown): Record<string, SavedListPreferences> {
  const result: Record<string, SavedListPreferences> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return result;
  for (const [id, value] of Object.entries(raw).slice(0, LIST_PREFERENCES_MAX_LISTS)) {
    if (!idPattern.test(id) || id === '__proto__') continue;
    const entry = parseListPreferencesEntry(value);
    if (entry) result[id] = entry;
  }
  return result;
}
