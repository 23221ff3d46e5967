/**
 * The business services' data: per tenant, per resource, in memory. Plain maps rather than the Mirage db:
 * the acme seed holds 10,000 products and 50,000 stock levels, and Mirage's db copies every record on every
 * query. Stored records are never changed in place (a write stores a new object), so a list can hand them
 * out and the list module may cache their folded text.
 *
 * Each business area's seed is its own lazily imported module (`seeds/*.seed.ts`, one chunk each), loaded for a
 * tenant on that area's first request. Writes are kept as an overlay on the seed in the mock's storage
 * (`persist.ts`: localStorage in the demo, memory in tests), so the demo keeps them across reloads.
 */
import type { Audited, HistoryEntry } from '../../domain/resource';
import { findTenant } from '../../config/tenants';
import { dayIn } from '../../domain/stock-movement';
import { persistentMap, type PersistentMap } from '../persist';

/** The records of one resource of one tenant. */
export class Collection<T extends { id: string }> {
  private readonly byId = new Map<string, T>();
  private cached: T[] | null = null;

  get size(): number {
    return this.byId.size;
  }
  /** Every record, in insertion order (a cached array: do not change it). */
  all(): readonly T[] {
    this.cached ??= [...this.byId.values()];
    return this.cached;
  }
  get(id: string): T | undefined {
    return this.byId.get(id);
  }
  has(id: string): boolean {
    return this.byId.has(id);
  }
  put(record: T): void {
    const replaced = this.byId.has(record.id);
    this.byId.set(record.id, record);
    if (replaced) this.cached = null;
    else this.cached?.push(record);
  }
  putMany(records: Iterable<T>): void {
    for (const record of records) this.byId.set(record.id, record);
    this.cached = null;
  }
  remove(id: string): boolean {
    const removed = this.byId.delete(id);
    if (removed) this.cached = null;
    return removed;
  }
  removeWhere(predicate: (record: T) => boolean): number {
    let count = 0;
    for (const [id, record] of this.byId) {
      if (predicate(record)) {
        this.byId.delete(id);
        count++;
      }
    }
    if (count > 0) this.cached = null;
    return count;
  }
}

/** One tenant's collections, numbering sequences and change history. */
export interface TenantData {
  readonly tenant: string;
  collection<T extends { id: string }>(resource: string): Collection<T>;
  /** The last number handed out by a sequence (0 when none). */
  sequence(name: string): number;
  setSequence(name: string, value: number): void;
}

/**
 * What a seed module exports: fills the tenant's collections of its area, deterministically for a given `today` (the
 * tenant's business day, `YYYY-MM-DD`, from the services' clock: see `ServiceDataOptions.today`). Documents run up
 * to that day (a year of them ends today); seeds that hold no dates ignore it.
 */
export interface SeedModule {
  seed(data: TenantData, today: string): void;
}

export interface ServiceDataOptions {
  /**
   * The tenant's business day (`YYYY-MM-DD`) the seeds are anchored to: the runtime passes the services' clock in the
   * tenant's time zone (runtime.ts). @default the tenant's day now (UTC for an unknown tenant)
   */
  today?: (tenant: string) => string;
  /**
   * Awaited before each area's seed runs (gaps10b point 8): in a page, the seeds' work of a first request (a year of
   * documents and what they need) runs as one task per area instead of one long task. @default none (tests)
   */
  yieldToPage?: () => Promise<void>;
}

export interface AreaDefinition {
  /** The resources whose records the area's seed holds (and whose writes the overlay keeps). */
  resources: readonly string[];
  /** Areas loaded first (the inventory's stock levels need the catalogs' products). */
  needs?: readonly string[];
  load: () => Promise<SeedModule>;
  /** Runs after the seed and the overlay are in (e.g. stock levels for products created since the seed). */
  complete?: (data: TenantData) => void;
}

/** The writes of one resource of one tenant, kept over the seed. */
interface Overlay {
  upserts: Record<string, unknown>;
  deleted: string[];
  history: Record<string, HistoryEntry[]>;
  sequence?: number;
}

const emptyOverlay = (): Overlay => ({ upserts: {}, deleted: [], history: {} });
const isOverlay = (value: unknown): value is Overlay => {
  const v = value as Overlay | null;
  return typeof v === 'object' && v !== null && typeof v.upserts === 'object' && Array.isArray(v.deleted) && typeof v.history === 'object';
};

class TenantStore implements TenantData {
  private readonly collections = new Map<string, Collection<{ id: string }>>();
  private readonly sequences = new Map<string, number>();
  constructor(readonly tenant: string) {}
  collection<T extends { id: string }>(resource: string): Collection<T> {
    let found = this.collections.get(resource);
    if (!found) {
      found = new Collection();
      this.collections.set(resource, found);
    }
    return found as unknown as Collection<T>;
  }
  sequence(name: string): number {
    return this.sequences.get(name) ?? 0;
  }
  setSequence(name: string, value: number): void {
    this.sequences.set(name, value);
  }
}

export class ServiceData {
  private readonly tenants = new Map<string, TenantStore>();
  private readonly loads = new Map<string, Promise<TenantData>>();
  private readonly overlays = new Map<string, PersistentMap<Overlay>>();
  private readonly areaOf = new Map<string, string>();

  private readonly today: (tenant: string) => string;
  private readonly yieldToPage: (() => Promise<void>) | undefined;

  constructor(
    private readonly areas: Readonly<Record<string, AreaDefinition>>,
    private readonly storage: Storage | null,
    options: ServiceDataOptions = {},
  ) {
    for (const [area, definition] of Object.entries(areas)) for (const resource of definition.resources) this.areaOf.set(resource, area);
    this.today = options.today ?? ((tenant) => dayIn(new Date(), findTenant(tenant)?.timeZone ?? 'UTC'));
    this.yieldToPage = options.yieldToPage;
  }

  private readonly seedDays = new Map<string, string>();
  private seedDayMap: PersistentMap<string> | null = null;

  /**
   * The day a tenant's seeds are anchored to, the same for every area of the tenant in this mock (areas load one by
   * one, maybe across midnight, and must agree with each other). The kept writes (the overlay) were made over the
   * seed of one day, so while the storage keeps any write of the tenant its seed day is kept with them (a demo
   * left for a week reopens on the same data plus its writes); with no kept write, each mock starts on its today.
   */
  seedDay(tenant: string): string {
    let day = this.seedDays.get(tenant);
    if (day === undefined) {
      this.seedDayMap ??= persistentMap<string>('services.seed-day', this.storage);
      const kept = this.seedDayMap.get(tenant);
      day = typeof kept === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(kept) && this.hasKeptWrites(tenant) ? kept : this.today(tenant);
      if (kept !== day) this.seedDayMap.set(tenant, day);
      this.seedDays.set(tenant, day);
    }
    return day;
  }

  /** Whether the storage keeps any write of the tenant (over any area's seed). */
  private hasKeptWrites(tenant: string): boolean {
    for (const resource of this.areaOf.keys()) {
      const overlay = this.overlay(tenant, resource);
      if (Object.keys(overlay.upserts).length > 0 || overlay.deleted.length > 0 || Object.keys(overlay.history).length > 0) return true;
    }
    return false;
  }

  private store(tenant: string): TenantStore {
    let store = this.tenants.get(tenant);
    if (!store) {
      store = new TenantStore(tenant);
      this.tenants.set(tenant, store);
    }
    return store;
  }

  private overlayMap(resource: string): PersistentMap<Overlay> {
    let map = this.overlays.get(resource);
    if (!map) {
      map = persistentMap<Overlay>(`services.${resource}`, this.storage);
      this.overlays.set(resource, map);
    }
    return map;
  }

  private overlay(tenant: string, resource: string): Overlay {
    const stored = this.overlayMap(resource).get(tenant);
    return isOverlay(stored) ? stored : emptyOverlay();
  }

  private saveOverlay(tenant: string, resource: string, change: (overlay: Overlay) => void): void {
    const overlay = structuredClone(this.overlay(tenant, resource));
    change(overlay);
    this.overlayMap(resource).set(tenant, overlay);
  }

  private readonly ready = new Set<string>();

  /** Whether an area's data is in memory for the tenant (its load has finished). */
  isLoaded(tenant: string, area: string): boolean {
    return this.ready.has(`${tenant}\u0000${area}`);
  }

  /**
   * Loads an area for a tenant once: its needs first, then its seed module, then the kept writes. Concurrent
   * first requests share one load; a failed load is forgotten so that the next request tries again.
   */
  load(tenant: string, area: string): Promise<TenantData> {
    return this.loadOnce(tenant, area).then((store) => {
      this.takeInOtherTabs(store as TenantStore, area);
      return store;
    });
  }

  /** Which generation of each overlay a tenant's store holds (`tenant\0resource`). */
  private readonly applied = new Map<string, number>();

  /** Another tab of this browser saved records of the area: its store takes them in before answering. */
  private takeInOtherTabs(store: TenantStore, area: string): void {
    for (const resource of this.areas[area]?.resources ?? []) {
      const key = `${store.tenant}\u0000${resource}`;
      const generation = this.overlayMap(resource).generation();
      if ((this.applied.get(key) ?? 0) === generation) continue;
      this.applied.set(key, generation);
      this.applyOverlay(store, resource);
    }
  }

  private loadOnce(tenant: string, area: string): Promise<TenantData> {
    const key = `${tenant}\u0000${area}`;
    let pending = this.loads.get(key);
    if (!pending) {
      const definition = this.areas[area];
      if (!definition) throw new Error(`Unknown service data area '${area}'`);
      pending = (async () => {
        for (const need of definition.needs ?? []) await this.loadOnce(tenant, need);
        const module = await definition.load();
        await this.yieldToPage?.();
        const store = this.store(tenant);
        module.seed(store, this.seedDay(tenant));
        for (const resource of definition.resources) {
          this.applied.set(`${tenant}\u0000${resource}`, this.overlayMap(resource).generation());
          this.applyOverlay(store, resource);
        }
        definition.complete?.(store);
        this.ready.add(key);
        return store as TenantData;
      })();
      this.loads.set(key, pending);
      pending.catch(() => this.loads.delete(key));
    }
    return pending;
  }

  /** The area that holds a resource. */
  areaFor(resource: string): string {
    const area = this.areaOf.get(resource);
    if (!area) throw new Error(`No service data area holds '${resource}'`);
    return area;
  }

  private applyOverlay(store: TenantStore, resource: string): void {
    const overlay = this.overlay(store.tenant, resource);
    const collection = store.collection<Audited>(resource);
    for (const id of overlay.deleted) collection.remove(id);
    collection.putMany(Object.values(overlay.upserts) as Audited[]);
    if (overlay.sequence !== undefined) store.setSequence(resource, Math.max(store.sequence(resource), overlay.sequence));
  }

  /** Stores a created or updated record (and keeps it over the seed). */
  save<T extends Audited>(data: TenantData, resource: string, record: T, sequence?: number): void {
    data.collection<T>(resource).put(record);
    if (sequence !== undefined) data.setSequence(resource, sequence);
    this.saveOverlay(data.tenant, resource, (overlay) => {
      overlay.upserts[record.id] = record;
      overlay.deleted = overlay.deleted.filter((id) => id !== record.id);
      if (sequence !== undefined) overlay.sequence = sequence;
    });
  }

  /** Removes a record (and keeps the removal over the seed). */
  remove(data: TenantData, resource: string, id: string): void {
    data.collection(resource).remove(id);
    this.saveOverlay(data.tenant, resource, (overlay) => {
      delete overlay.upserts[id];
      if (!overlay.deleted.includes(id)) overlay.deleted.push(id);
    });
  }

  /** The recorded changes of a record, oldest first ([] for a seeded record never changed). */
  history(tenant: string, resource: string, id: string): HistoryEntry[] {
    return this.overlay(tenant, resource).history[id] ?? [];
  }

  addHistory(tenant: string, resource: string, id: string, entry: HistoryEntry): void {
    this.saveOverlay(tenant, resource, (overlay) => {
      overlay.history[id] = [...(overlay.history[id] ?? []), entry];
    });
  }
}
