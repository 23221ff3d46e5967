/**
 * The demo areas' writes outlive a reload (issue 14: "move a card, reload, it stays"). After an area's seed is in the
 * db, the tables it seeded are replaced by the last saved copy, if any; after each successful write to the area its
 * tables are saved again. The storage is the mock backend's own (`persist.ts`: localStorage under `mirage.demo.<area>`
 * in the browser, nothing in tests), one key an area, so a write saves only its area. Another tab's save is taken in
 * before the next request to the area is answered.
 *
 * Which tables an area owns is learned, not listed: the collections its seed grew, less those an area it loaded on the
 * way already owns (tasks loads contacts first).
 */
import { persistentMap, type PersistentMap } from '../persist';
import type { MirageSchema } from '../shared/store';

interface LooseCollection {
  length: number;
  remove(): void;
  insert(rows: unknown): unknown;
  [Symbol.iterator](): Iterator<Record<string, unknown>>;
}
/** Mirage's own collections (the public `db.<name>` copies every record on each read; counting needs no copy). */
type LooseDb = Record<string, LooseCollection> & { _collections?: { name: string; _records?: unknown[] }[] };

type SavedTables = Record<string, Record<string, unknown>[]>;

interface AreaState {
  tables: string[];
  map: PersistentMap<SavedTables> | null;
  /** The storage generation last taken in. */
  seen: number;
}

interface SchemaState {
  storage: Storage | null;
  owned: Set<string>;
  areas: Map<string, AreaState>;
}

const states = new WeakMap<object, SchemaState>();

const dbOf = (schema: MirageSchema): LooseDb => (schema as unknown as { db: LooseDb }).db;

const counts = (db: LooseDb): Map<string, number> => new Map((db._collections ?? []).map((c) => [c.name, c._records?.length ?? 0]));

/** Counts of every collection now: the before-picture of a seed. */
export const countCollections = (schema: MirageSchema): Map<string, number> => counts(dbOf(schema));

/** Turns persistence on for this server's db (the browser's mock); without it areas keep their writes in memory only. */
export function persistDemoAreas(schema: MirageSchema, storage: Storage | null): void {
  states.set(schema, { storage, owned: new Set(), areas: new Map() });
}

const isRow = (row: unknown): boolean => {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return false;
  const { id } = row as { id?: unknown };
  return typeof id === 'string' || typeof id === 'number';
};

/** What storage holds is not trusted: anything but a table → rows map is ignored (the seed stays). */
const isSaved = (value: unknown): value is SavedTables =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((rows) => Array.isArray(rows) && rows.every(isRow));

function takeIn(schema: MirageSchema, area: AreaState): void {
  if (!area.map) return;
  const saved = area.map.get('tables');
  area.seen = area.map.generation();
  if (saved === undefined) return;
  if (!isSaved(saved) || area.tables.some((name) => !Object.hasOwn(saved, name))) return; // a copy of an older shape: keep the seed
  const db = dbOf(schema);
  for (const name of area.tables) {
    const collection = db[name];
    if (!collection) continue;
    collection.remove();
    collection.insert(structuredClone(saved[name]));
  }
}

/**
 * Called right after an area's seed: records the tables it owns (those whose count grew since `before`) and puts back
 * the saved copy of them.
 */
export function adoptSeededArea(schema: MirageSchema, areaName: string, before: Map<string, number>): void {
  const state = states.get(schema);
  if (!state) return;
  const after = counts(dbOf(schema));
  const tables = [...after].filter(([name, count]) => count > (before.get(name) ?? 0) && !state.owned.has(name)).map(([name]) => name);
  for (const name of tables) state.owned.add(name);
  const area: AreaState = { tables, map: state.storage ? persistentMap<SavedTables>(`demo.${areaName}`, state.storage) : null, seen: 0 };
  state.areas.set(areaName, area);
  takeIn(schema, area);
}

/** Before answering a request to the area: takes in what another tab saved since. */
export function refreshDemoArea(schema: MirageSchema, areaName: string): void {
  const area = states.get(schema)?.areas.get(areaName);
  if (area?.map && area.map.generation() !== area.seen) takeIn(schema, area);
}

/** After a successful write to the area: saves its tables. */
export function saveDemoArea(schema: MirageSchema, areaName: string): void {
  const area = states.get(schema)?.areas.get(areaName);
  if (!area?.map) return;
  const db = dbOf(schema);
  const copy: SavedTables = {};
  for (const name of area.tables) copy[name] = Array.from(db[name] ?? [], (row) => ({ ...row }));
  area.map.set('tables', copy);
  area.seen = area.map.generation();
}
