/**
 * One generic resource of a business service, following DOMAIN.md "API conventions" exactly:
 * list (`?q=&sort=&page=&pageSize=&{filter}=`), read (ETag), create (201, Idempotency-Key, 422 field codes),
 * update (PUT with If-Match: 428 without, 409 conflict with the stored record), delete (204, 409 when
 * referenced), history (newest first). Every answer of an error is `application/problem+json`. Records of
 * another tenant are never returned: an id of another tenant answers 403, an unknown id 404.
 */
import { Response, type Request, type Server } from 'miragejs';
import { applyListQuery, parseListQuery, type ListSpec } from '../../domain/list-query';
import type { Audited, FieldErrors, HistoryEntry } from '../../domain/resource';
import type { TaxCountry } from '../../domain/tax-id';
import type { Access, Caller } from '../auth';
import { newId } from '../shared/ids';
import { badRequestProblem, forbiddenProblem, notFoundProblem, problemResponse, ProblemError, validationProblem } from '../shared/problem';
import type { TenantData } from './data';
import { countryOf, type ServiceRuntime } from './runtime';

/** What a resource's rules get on a write. */
export interface WriteContext<T> {
  caller: Caller;
  tenant: string;
  country: TaxCountry;
  data: TenantData;
  runtime: ServiceRuntime;
  /** The record's id (new on create). */
  id: string;
  /** The stored record, on update and delete. */
  previous?: T;
}

export interface ResourceDefinition<T extends Audited, I extends object> {
  /** Plural kebab-case path segment (`customers`). */
  name: string;
  /** The data area holding the records (`services/areas.ts`). */
  area: string;
  /** One line for docs/mock-api.md. */
  description: string;
  listSpec: ListSpec<T>;
  /** The permission claims any one of which allows reading (the owning one always does). */
  read: readonly string[];
  /** The owning permission, needed for writes; absent for a read-only resource. */
  write?: string;
  /** Areas loaded before a write (references into other areas). */
  writeNeeds?: readonly string[];
  /** The fields a client writes. */
  fields?: readonly (keyof I & string)[];
  /** Fields the service assigns (a client's value is ignored), e.g. `code`. */
  assigned?: readonly string[];
  /** Values a create may leave out. */
  defaults?: (ctx: WriteContext<T>) => Partial<I>;
  normalize?: (input: I, ctx: WriteContext<T>) => I;
  validate?: (input: I, ctx: WriteContext<T>) => FieldErrors;
  /** Service-assigned fields of a new record, and the sequence value it used. */
  assign?: (input: I, ctx: WriteContext<T>) => { fields: Partial<T>; sequence?: number };
  /** Why a record cannot be deleted (another record refers to it), or null. */
  referencedBy?: (record: T, ctx: WriteContext<T>) => Promise<ReferenceReport | null> | ReferenceReport | null;
  /** Follow-up changes in other resources (e.g. empty stock levels for a new product). */
  afterWrite?: (event: 'created' | 'updated' | 'deleted', record: T, ctx: WriteContext<T>) => void;
  /** A document's lifecycle (`POST /{resource}/{id}/events`); its fields are then edited and deleted only while editable. */
  lifecycle?: ResourceLifecycle<T>;
}

/** A document lifecycle as the generic resource runs it (made by `bindLifecycle`, services/lifecycle-binding.ts). */
export interface ResourceLifecycle<T> {
  /** Whether PUT and DELETE may change the record in its status (e.g. only a draft order). */
  editable: (record: T) => boolean;
  /**
   * Applies one event to the stored record, synchronously (nothing may change between the version check and the
   * save): the record after it, or a thrown ProblemError (409 `illegal-transition`, 422). Effects on other records
   * are carried out by `afterEvent`, once the record is saved.
   */
  apply: (record: T, event: { type: string } & Record<string, unknown>, ctx: WriteContext<T>) => { record: T; from: string; to: string; afterEvent?: (saved: T) => void };
  /** The steps that led a seeded record to its status, oldest first (services/seed-history.ts): generated on read. */
  seededPast?: (record: T, tenant: string) => HistoryEntry[];
}

export interface ReferenceReport {
  detail: string;
  /** Counts of referring records by resource. */
  references: Record<string, number>;
  /** A change that takes the record out of use instead (e.g. `{ status: 'inactive' }`). */
  instead?: Record<string, unknown>;
}

/** Fields of every record that a client may send back but never sets. */
const auditFields = ['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'];

const json = { 'Content-Type': 'application/json' };
export const etagOf = (record: Audited): string => `"${record.version}"`;

const header = (request: Request, name: string): string | undefined => {
  const headers = (request.requestHeaders ?? {}) as Record<string, string>;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers[key] : undefined;
};

/** Pretender's request carries the method; Mirage's type leaves it out. */
const methodOf = (request: Request): string => (request as unknown as { method?: string }).method ?? '';

/** The query of a request URL (URLSearchParams decodes `+` and `%xx` as browsers send them). */
const searchParams = (request: Request): URLSearchParams => new URL(request.url, 'http://mock.invalid').searchParams;

/** Registers the answer of a route: authorize, then run; problems thrown become problem answers. */
export function guarded(runtime: ServiceRuntime, access: Access, run: (caller: Caller, request: Request) => Promise<Response>) {
  return async (_schema: unknown, request: Request): Promise<Response> => {
    const caller = await runtime.context.authorize(request, access);
    if (caller instanceof Response) return caller;
    try {
      return await run(caller, request);
    } catch (error) {
      if (error instanceof ProblemError) return error.toResponse();
      return problemResponse(500, 'server-error', 'Mock service failure', error instanceof Error ? error.message : String(error));
    }
  };
}

function readBody(request: Request): Record<string, unknown> {
  const text: unknown = request.requestBody;
  if (typeof text !== 'string' || text.trim() === '') throw badRequestProblem('A JSON object body is required');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequestProblem('The body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequestProblem('The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The `version` of `If-Match: "<version>"`; 428 without it, 400 for another form. */
function ifMatchVersion(request: Request, required: boolean): number | undefined {
  const value = header(request, 'If-Match')?.trim();
  if (value === undefined || value === '') {
    if (!required) return undefined;
    throw new ProblemError(428, 'precondition-required', 'Precondition Required', 'An update needs If-Match: "<version>" (the ETag of the record read)');
  }
  const match = /^"(\d{1,15})"$/.exec(value);
  if (!match) throw badRequestProblem(`If-Match must be one version in quotes, e.g. "3", got ${value}`);
  return Number(match[1]);
}

const conflict = (current: Audited): ProblemError =>
  new ProblemError(
    409,
    'conflict',
    'Conflict',
    `The record changed since it was read: it is at version ${current.version}`,
    { current },
    { ETag: etagOf(current) },
  );

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function registerResource<T extends Audited, I extends object>(server: Server, runtime: ServiceRuntime, base: string, definition: ResourceDefinition<T, I>): void {
  const { name, area, listSpec, write } = definition;
  const path = `${base}/${name}`;
  const readAccess = [...new Set([...definition.read, ...(write ? [write] : [])])];
  const fields = (definition.fields ?? []) as readonly string[];
  const assigned = definition.assigned ?? [];
  const { delay } = runtime.context;

  const load = (tenant: string) => runtime.data.load(tenant, area);

  /** Whether another tenant holds this id (its data area is loaded to know). */
  const ownedElsewhere = async (tenant: string, id: string): Promise<boolean> => {
    for (const other of runtime.tenantSlugs) {
      if (other !== tenant && (await load(other)).collection(name).has(id)) return true;
    }
    return false;
  };

  const missing = async (tenant: string, id: string): Promise<ProblemError> =>
    (await ownedElsewhere(tenant, id))
      ? forbiddenProblem(`The ${name} record '${id}' is not one of this tenant's`)
      : notFoundProblem(`There is no ${name} record '${id}'`);

  const own = async (caller: Caller, id: string): Promise<{ data: TenantData; record: T }> => {
    const data = await load(caller.tenant);
    const record = data.collection<T>(name).get(id);
    if (!record) throw await missing(caller.tenant, id);
    return { data, record };
  };

  const contextFor = (caller: Caller, data: TenantData, id: string, previous?: T): WriteContext<T> => ({
    caller,
    tenant: caller.tenant,
    country: countryOf(caller.tenant),
    data,
    runtime,
    id,
    ...(previous ? { previous } : {}),
  });

  /** The body's writable fields; audit and assigned fields are ignored, others refused. */
  const inputOf = (body: Record<string, unknown>, id?: string): Partial<I> => {
    if (id !== undefined && body.id !== undefined && body.id !== id) throw badRequestProblem(`The body's id '${String(body.id)}' is not the path's '${id}'`);
    const unknown = Object.keys(body).filter((key) => !fields.includes(key) && !auditFields.includes(key) && !assigned.includes(key));
    if (unknown.length > 0) throw badRequestProblem(`Unknown field(s): ${unknown.join(', ')}. The fields are ${fields.join(', ')}`);
    return Object.fromEntries(fields.filter((key) => Object.hasOwn(body, key)).map((key) => [key, body[key]])) as Partial<I>;
  };

  /** Normalizes and validates; on update (`complete`) every writable field must have been sent. */
  const check = (input: I, ctx: WriteContext<T>, complete = false): I => {
    const normalized = definition.normalize ? definition.normalize(input, ctx) : input;
    const errors: FieldErrors = { ...(definition.validate ? definition.validate(normalized, ctx) : {}) };
    if (complete) for (const key of fields) if (!Object.hasOwn(input, key)) errors[key] = ['required'];
    if (Object.keys(errors).length > 0) throw validationProblem(errors);
    return normalized;
  };

  const record = (status: number, value: T, extra: Record<string, string> = {}): Response =>
    new Response(status, { ...json, ETag: etagOf(value), ...extra }, value as unknown as {});

  /** A mutation under the caller's Idempotency-Key (if any). */
  const idempotent = (caller: Caller, request: Request, run: () => Promise<Response>): Promise<Response> => {
    const fingerprint = `${methodOf(request)} ${request.url}\n${header(request, 'If-Match') ?? ''}\n${String(request.requestBody ?? '')}`;
    return runtime.idempotency.run(caller, header(request, 'Idempotency-Key'), fingerprint, run);
  };

  /** Records an entry; the first write to a seeded record (`before`, nothing recorded yet) keeps its generated past first. */
  const history = (tenant: string, id: string, entry: HistoryEntry, before?: T) => {
    if (before && definition.lifecycle?.seededPast && runtime.data.history(tenant, name, id).length === 0) {
      for (const past of definition.lifecycle.seededPast(before, tenant)) runtime.data.addHistory(tenant, name, id, past);
    }
    runtime.data.addHistory(tenant, name, id, entry);
  };
  /** Records deleted in this page's life, by tenant and id: an Undo restores them as they were (same id and code). */
  const tombstones = new Map<string, T>();
  const tombstoneKey = (tenant: string, id: string) => `${tenant}\u0000${id}`;
  const now = () => runtime.context.now().toISOString();

  // List
  server.get(
    path,
    guarded(runtime, readAccess, async (caller, request) => {
      const parsed = parseListQuery(searchParams(request), listSpec);
      if (!parsed.ok) {
        return problemResponse(400, 'bad-request', 'Bad Request', parsed.errors.map((e) => e.message).join('; '), {}, { parameters: parsed.errors });
      }
      const data = await load(caller.tenant);
      return new Response(200, json, applyListQuery(data.collection<T>(name).all(), parsed.query, listSpec) as unknown as {});
    }),
    { timing: delay(120) },
  );

  // Read
  server.get(
    `${path}/:id`,
    guarded(runtime, readAccess, async (caller, request) => record(200, (await own(caller, String(request.params.id))).record)),
    { timing: delay(80) },
  );

  // History: the seed's creation, then every recorded change; newest first.
  server.get(
    `${path}/:id/history`,
    guarded(runtime, readAccess, async (caller, request) => {
      const id = String(request.params.id);
      const data = await load(caller.tenant);
      const recorded = runtime.data.history(caller.tenant, name, id);
      const stored = data.collection<T>(name).get(id);
      if (!stored && recorded.length === 0) throw await missing(caller.tenant, id);
      const entries = [...recorded];
      if (!entries.some((e) => e.event === 'created') && stored) {
        // A seeded document: the steps that led to its status, generated from it (nothing recorded yet).
        const seeded = entries.length === 0 ? definition.lifecycle?.seededPast?.(stored, caller.tenant) : undefined;
        entries.unshift(...(seeded ?? [{ at: stored.createdAt, by: stored.createdBy, event: 'created', from: null, to: null, changes: {} }]));
      }
      return new Response(200, json, entries.reverse() as unknown as {});
    }),
    { timing: delay(80) },
  );

  const allowed = write ? { list: 'GET, POST', item: 'GET, PUT, DELETE' } : { list: 'GET', item: 'GET' };
  const notAllowed = (allow: string) =>
    guarded(runtime, readAccess, async (_caller, request) =>
      problemResponse(405, 'method-not-allowed', 'Method Not Allowed', `${methodOf(request)} is not allowed here; allowed: ${allow}`, { Allow: allow }),
    );
  for (const verb of ['post', 'put', 'patch', 'del'] as const) {
    if (!(write && verb === 'post')) server[verb](path, notAllowed(allowed.list));
    if (!(write && (verb === 'put' || verb === 'del'))) server[verb](`${path}/:id`, notAllowed(allowed.item));
    server[verb](`${path}/:id/history`, notAllowed('GET'));
    if (definition.lifecycle && write && verb !== 'post') server[verb](`${path}/:id/events`, notAllowed('POST'));
  }
  if (!write) return;

  const notEditable = (stored: T): ProblemError =>
    new ProblemError(409, 'not-editable', 'Not editable', `The ${name} record is ${String((stored as Record<string, unknown>).status)}: only its lifecycle events change it now`, {
      state: (stored as Record<string, unknown>).status ?? null,
    });

  // Create
  server.post(
    path,
    guarded(runtime, write, (caller, request) =>
      idempotent(caller, request, async () => {
        const body = readBody(request);
        const data = await load(caller.tenant);
        for (const need of definition.writeNeeds ?? []) await runtime.data.load(caller.tenant, need);
        const id = newId();
        const ctx = contextFor(caller, data, id);
        const input = check({ ...(definition.defaults?.(ctx) ?? {}), ...inputOf(body) } as I, ctx);
        const at = now();
        const { fields: assignedFields = {}, sequence } = definition.assign?.(input, ctx) ?? {};
        const created = { id, ...assignedFields, ...input, version: 1, createdAt: at, createdBy: caller.sub, updatedAt: at, updatedBy: caller.sub } as unknown as T;
        runtime.data.save(data, name, created, sequence);
        const changes: HistoryEntry['changes'] = {};
        for (const key of [...assigned, ...fields]) {
          if (Object.hasOwn(created, key)) changes[key] = { from: null, to: (created as Record<string, unknown>)[key] };
        }
        history(caller.tenant, id, { at, by: caller.sub, byName: caller.name, event: 'created', from: null, to: null, changes });
        definition.afterWrite?.('created', created, ctx);
        return record(201, created, { Location: `${path}/${encodeURIComponent(id)}` });
      }),
    ),
    { timing: delay(200) },
  );

  // Update (full replacement of the writable fields)
  server.put(
    `${path}/:id`,
    guarded(runtime, write, (caller, request) =>
      idempotent(caller, request, async () => {
        const id = String(request.params.id);
        const expected = ifMatchVersion(request, true);
        const { data } = await own(caller, id);
        for (const need of definition.writeNeeds ?? []) await runtime.data.load(caller.tenant, need);
        const body = readBody(request);
        // Read again after the awaits: the version check and the save happen with nothing in between.
        const previous = data.collection<T>(name).get(id);
        if (!previous) throw await missing(caller.tenant, id);
        if (previous.version !== expected) throw conflict(previous);
        if (definition.lifecycle && !definition.lifecycle.editable(previous)) throw notEditable(previous);
        const ctx = contextFor(caller, data, id, previous);
        const input = check(inputOf(body, id) as I, ctx, true);
        const at = now();
        const updated = { ...previous, ...input, version: previous.version + 1, updatedAt: at, updatedBy: caller.sub } as T;
        runtime.data.save(data, name, updated);
        const changes: HistoryEntry['changes'] = {};
        for (const key of fields) {
          const before = (previous as Record<string, unknown>)[key];
          const after = (updated as Record<string, unknown>)[key];
          if (!same(before, after)) changes[key] = { from: before ?? null, to: after ?? null };
        }
        if (Object.keys(changes).length > 0) history(caller.tenant, id, { at, by: caller.sub, byName: caller.name, event: 'updated', from: null, to: null, changes }, previous);
        definition.afterWrite?.('updated', updated, ctx);
        return record(200, updated);
      }),
    ),
    { timing: delay(200) },
  );

  // Delete
  server.del(
    `${path}/:id`,
    guarded(runtime, write, (caller, request) =>
      idempotent(caller, request, async () => {
        const id = String(request.params.id);
        const expected = ifMatchVersion(request, false);
        const { data, record: stored } = await own(caller, id);
        if (expected !== undefined && stored.version !== expected) throw conflict(stored);
        if (definition.lifecycle && !definition.lifecycle.editable(stored)) throw notEditable(stored);
        const ctx = contextFor(caller, data, id, stored);
        const report = await definition.referencedBy?.(stored, ctx);
        if (report) {
          throw new ProblemError(409, 'referenced', 'In use', report.detail, { references: report.references, ...(report.instead ? { instead: report.instead } : {}) });
        }
        // Read again after the awaits: the check and the removal happen with nothing in between.
        const current = data.collection<T>(name).get(id);
        if (!current) throw await missing(caller.tenant, id);
        if (expected !== undefined && current.version !== expected) throw conflict(current);
        runtime.data.remove(data, name, id);
        tombstones.set(tombstoneKey(caller.tenant, id), current);
        history(caller.tenant, id, { at: now(), by: caller.sub, byName: caller.name, event: 'deleted', from: null, to: null, changes: {} }, current);
        definition.afterWrite?.('deleted', current, ctx);
        return new Response(204, {}, '');
      }),
    ),
    { timing: delay(200) },
  );

  // Lifecycle event: the document's statechart takes it (200 with the record, version + 1, a history entry with the
  // event, from and to) or refuses it (409 illegal-transition with the state, the event, what it allows and why).
  // If-Match is optional: with it, a stale version is the usual 409 conflict (two people acting on one document).
  const lifecycle = definition.lifecycle;
  if (lifecycle) {
    server.post(
      `${path}/:id/events`,
      guarded(runtime, write, (caller, request) =>
        idempotent(caller, request, async () => {
          const id = String(request.params.id);
          const expected = ifMatchVersion(request, false);
          const body = readBody(request);
          if (typeof body.type !== 'string' || body.type === '') throw badRequestProblem('The body needs the event as { type, ...data }');
          const { data } = await own(caller, id);
          for (const need of definition.writeNeeds ?? []) await runtime.data.load(caller.tenant, need);
          // Read again after the awaits: the check, the statechart and the save happen with nothing in between.
          const previous = data.collection<T>(name).get(id);
          if (!previous) throw await missing(caller.tenant, id);
          if (expected !== undefined && previous.version !== expected) throw conflict(previous);
          const ctx = contextFor(caller, data, id, previous);
          const step = lifecycle.apply(previous, body as { type: string } & Record<string, unknown>, ctx);
          const at = now();
          const updated = { ...step.record, id, version: previous.version + 1, createdAt: previous.createdAt, createdBy: previous.createdBy, updatedAt: at, updatedBy: caller.sub } as T;
          runtime.data.save(data, name, updated);
          const changes: HistoryEntry['changes'] = {};
          for (const key of new Set([...Object.keys(previous), ...Object.keys(updated)])) {
            if (auditFields.includes(key) || key === 'status') continue;
            const before = (previous as Record<string, unknown>)[key];
            const after = (updated as Record<string, unknown>)[key];
            if (!same(before, after)) changes[key] = { from: before ?? null, to: after ?? null };
          }
          history(caller.tenant, id, { at, by: caller.sub, byName: caller.name, event: body.type, from: step.from, to: step.to, changes }, previous);
          step.afterEvent?.(updated);
          return record(200, updated);
        }),
      ),
      { timing: delay(200) },
    );
  }

  // Restore: the compensating request of an Undo after a delete. The record comes back as it was (same id, code
  // and fields) with its version + 1; only a record this tenant deleted can be restored, and only while the
  // service remembers it (a restart forgets).
  server.post(
    `${path}/:id/restore`,
    guarded(runtime, write, (caller, request) =>
      idempotent(caller, request, async () => {
        const id = String(request.params.id);
        const data = await load(caller.tenant);
        if (data.collection<T>(name).has(id)) throw new ProblemError(409, 'conflict', 'Not deleted', `The ${name} record '${id}' exists; there is nothing to restore`);
        const deleted = tombstones.get(tombstoneKey(caller.tenant, id));
        if (!deleted) throw await missing(caller.tenant, id);
        const at = now();
        const restored = { ...deleted, version: deleted.version + 1, updatedAt: at, updatedBy: caller.sub } as T;
        runtime.data.save(data, name, restored);
        tombstones.delete(tombstoneKey(caller.tenant, id));
        history(caller.tenant, id, { at, by: caller.sub, byName: caller.name, event: 'restored', from: null, to: null, changes: {} });
        definition.afterWrite?.('created', restored, contextFor(caller, data, id));
        return record(200, restored);
      }),
    ),
    { timing: delay(200) },
  );
}
