/**
 * Typed tables over the Mirage schema. Reads come from the Mirage db (deep copies, so callers never alias
 * stored arrays); writes go through Mirage models so that the relationships declared in `models.ts` act:
 * destroying a record removes its id from every record that refers to it (hasMany) or nulls the foreign
 * key (belongsTo).
 */
import type { Server } from 'miragejs';
import { notFound } from './http';

export type MirageSchema = Server['schema'];

export interface Row {
  id: string;
}

interface LooseModel {
  attrs: Record<string, unknown>;
  update(changes: Record<string, unknown>): void;
  destroy(): void;
}
/** `db.<collection>` is a fresh array of the records carrying the collection's methods. */
type LooseCollection = Omit<Record<string, unknown>[], 'find'> & {
  find(id: string): Record<string, unknown> | null;
  insert(data: unknown): unknown;
};
interface LooseSchema {
  db: Record<string, LooseCollection>;
  toCollectionName(modelName: string): string;
  create(modelName: string, attrs: Record<string, unknown>): LooseModel;
  find(modelName: string, id: string): LooseModel | null;
}

const loose = (schema: MirageSchema): LooseSchema => schema as unknown as LooseSchema;

export interface Table<R extends Row> {
  /** Every row in insertion order. */
  all(): R[];
  /** The row with this id, or null (also for an absent id). */
  find(id: string | undefined | null): R | null;
  /** The row with this id, or a 404 naming `what`. */
  get(id: string, what: string): R;
  /** The rows with these ids, in the order of `ids`, skipping unknown ones. */
  findMany(ids: readonly string[]): R[];
  where(predicate: (row: R) => boolean): R[];
  has(id: string): boolean;
  /** Bulk insert of seed rows straight into the db (no model hooks needed: the rows are consistent). */
  seed(rows: readonly R[]): void;
  create(row: R): R;
  update(id: string, changes: Partial<Omit<R, 'id'>>): R;
  /** Destroys the row through its model (cascading the declared relationships); false if it did not exist. */
  destroy(id: string): boolean;
}

export function table<R extends Row>(schema: MirageSchema, modelName: string): Table<R> {
  const s = loose(schema);
  const collection = (): LooseCollection => {
    const c = s.db[s.toCollectionName(modelName)];
    if (!c) throw new Error(`No Mirage collection for model '${modelName}'`);
    return c;
  };
  const copy = (record: Record<string, unknown>): R => structuredClone(record) as unknown as R;
  const find = (rowId: string | undefined | null): R | null => {
    if (rowId === undefined || rowId === null || rowId === '') return null;
    const record = collection().find(rowId);
    return record ? copy(record) : null;
  };
  return {
    all: () => Array.from(collection(), copy),
    find,
    get: (rowId, what) => {
      const row = find(rowId);
      if (!row) throw notFound(`${what} '${rowId}' does not exist`);
      return row;
    },
    findMany: (ids) => ids.map((i) => find(i)).filter((r): r is R => r !== null),
    where: (predicate) => Array.from(collection(), copy).filter(predicate),
    has: (rowId) => find(rowId) !== null,
    seed: (rows) => {
      collection().insert(structuredClone(rows));
    },
    create: (row) => copy(s.create(modelName, structuredClone(row) as unknown as Record<string, unknown>).attrs),
    update: (rowId, changes) => {
      const model = s.find(modelName, rowId);
      if (!model) throw notFound(`${modelName} '${rowId}' does not exist`);
      model.update(structuredClone(changes) as Record<string, unknown>);
      return copy(model.attrs);
    },
    destroy: (rowId) => {
      const model = rowId === '' ? null : s.find(modelName, rowId);
      if (!model) return false;
      model.destroy();
      return true;
    },
  };
}
