/**
 * The tenant-management service (DOMAIN.md "API conventions"), as pure logic: `{ method, path, headers, body }` in,
 * `{ status, headers, body }` out. The Node server adapts HTTP to it on every app origin; the in-browser mock hosts it
 * in-process in tests. Tokens are checked as every service checks them (RS256 against the identity provider's keys,
 * expiry, issuer, audience, X-Subdomain in the `tenants` claim, the permission claim).
 *
 * - `GET /companies/current` (any signed-in user of the tenant): the company with the tenant's `status`, also while
 *   suspended (the app names the company on its "suspended" page; every other service refuses).
 * - `PUT /companies/current` (SuperAdmin, If-Match), `GET /companies/current/history`.
 * - `GET /tenants`, `GET /tenants/{id}`, `POST /tenants`, `POST /tenants/{id}/events`, `GET /tenants/{id}/history`
 *   (SuperAdmin).
 */
import { Permission } from '../config/permissions';
import { companyToInput, normalizeCompanyInput, validateCompany, type CompanyInput, type CompanyRecord } from '../domain/company';
import { applyListQuery, parseListQuery } from '../domain/list-query';
import type { FieldErrors, HistoryEntry } from '../domain/resource';
import { normalizeTenantInput, tenantListSpec, validateTenantInput, type Tenant, type TenantInput } from '../domain/tenant';
import { applyTenantEvent, type TenantStatus } from '../domain/tenant-lifecycle';
import type { VerifyResult } from '../mirage/shared/access-token';
import { newCompany, type TenantEntry, type TenantRegistry } from './tenant-registry';

export interface PlatformRequest {
  method: string;
  /** The path under the service's base, with its query: `/tenants?status=active`. */
  path: string;
  /** Header names in any case. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The parsed JSON body; a string when it was not JSON; undefined when empty. */
  body?: unknown;
}

export interface PlatformResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface TenantServiceOptions {
  registry: TenantRegistry;
  /** Verifies a bearer token (shared/access-token `verifyAccessToken` with the provider's keys); may reject when the keys are unavailable. */
  verify: (token: string) => Promise<VerifyResult>;
  /** How many accounts of the identity provider hold the tenant. @default none */
  userCount?: (slug: string) => number;
  /** @default () => new Date() */
  now?: () => Date;
}

export interface TenantService {
  handle(request: PlatformRequest): Promise<PlatformResponse>;
}

const SUPER_ADMIN = Permission.TenantManagementSuperAdmin;
const PROBLEM = 'application/problem+json';
const JSON_TYPE = 'application/json';
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

class Problem extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

const problemOf = (p: Problem): PlatformResponse => ({
  status: p.status,
  headers: { 'Content-Type': PROBLEM, ...p.headers },
  body: { type: p.type, title: p.title, status: p.status, detail: p.detail, ...p.extra },
});

const ok = (status: number, body: unknown, headers: Record<string, string> = {}): PlatformResponse => ({ status, headers: { 'Content-Type': JSON_TYPE, ...headers }, body });
const etagOf = (r: { version: number }) => `"${r.version}"`;
const validation = (errors: FieldErrors) => new Problem(422, 'validation', 'Some fields are not valid', 'See errors: a list of codes per field', { errors });
const notFound = (detail: string) => new Problem(404, 'not-found', 'Not Found', detail);
const forbidden = (detail: string) => new Problem(403, 'forbidden', 'Forbidden', detail);
const badRequest = (detail: string) => new Problem(400, 'bad-request', 'Bad Request', detail);

/** The 403 of a tenant whose state refuses the call (`tenant-suspended`, `tenant-archived`). */
export const tenantStateProblem = (slug: string, status: 'suspended' | 'archived') =>
  status === 'suspended'
    ? { type: 'tenant-suspended', title: 'Tenant suspended', status: 403, detail: `The tenant '${slug}' is suspended: its services refuse every call until it is reactivated` }
    : { type: 'tenant-archived', title: 'Tenant archived', status: 403, detail: `The tenant '${slug}' is archived: its data can be read, not changed` };

interface Caller {
  sub: string;
  tenant: string;
  permissions: readonly string[];
}

const headerOf = (headers: PlatformRequest['headers'], name: string): string | undefined => {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
};

/** The tenant as the list and its page show it. */
const tenantOf = (entry: TenantEntry, userCount: (slug: string) => number): Tenant => {
  const c = entry.company;
  return {
    id: c.slug,
    version: c.version,
    createdAt: c.createdAt,
    createdBy: c.createdBy,
    updatedAt: c.updatedAt,
    updatedBy: c.updatedBy,
    subdomain: c.slug,
    status: c.status,
    legalName: c.legalName,
    tradeName: c.tradeName,
    currency: c.currency,
    userCount: userCount(c.slug),
  };
};

const changesBetween = (before: Record<string, unknown>, after: Record<string, unknown>): HistoryEntry['changes'] => {
  const changes: HistoryEntry['changes'] = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key] ?? null, to: after[key] };
  }
  return changes;
};

const objectBody = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object');
  return body as Record<string, unknown>;
};

export function createTenantService({ registry, verify, userCount = () => 0, now = () => new Date() }: TenantServiceOptions): TenantService {
  const kept = new Map<string, { fingerprint: string; at: number; answer: PlatformResponse }>();

  async function authenticate(request: PlatformRequest, access: 'tenant-user' | 'super-admin'): Promise<Caller> {
    const authorization = (headerOf(request.headers, 'Authorization') ?? '').trim();
    const token = /^Bearer +([A-Za-z0-9_.-]+)$/i.exec(authorization)?.[1];
    const unauthorized = (detail: string) =>
      new Problem(401, 'unauthorized', 'Unauthorized', detail, {}, { 'WWW-Authenticate': token ? `Bearer error="invalid_token", error_description="${detail.replace(/["\\]/g, "'")}"` : 'Bearer' });
    if (!token) throw unauthorized('A bearer access token is required');
    let verified: VerifyResult;
    try {
      verified = await verify(token);
    } catch (error) {
      throw new Problem(401, 'unauthorized', 'Unauthorized', `The token cannot be verified: the identity provider's keys are unavailable (${error instanceof Error ? error.message : String(error)})`, {}, { 'WWW-Authenticate': 'Bearer' });
    }
    if (!verified.ok) throw unauthorized(verified.reason);
    const tenant = headerOf(request.headers, 'X-Subdomain') ?? '';
    if (tenant === '' || !verified.claims.tenants.includes(tenant)) {
      throw forbidden(tenant === '' ? 'X-Subdomain names no tenant' : `The token does not grant tenant '${tenant}'`);
    }
    if (access === 'super-admin' && !verified.claims.permissions.includes(SUPER_ADMIN)) throw forbidden(`This needs the permission ${SUPER_ADMIN}`);
    return { sub: verified.claims.sub, tenant, permissions: verified.claims.permissions };
  }

  /** A mutation under the caller's Idempotency-Key: a repeat within 24 h gets the first (successful) answer. */
  async function idempotent(caller: Caller, request: PlatformRequest, run: () => PlatformResponse): Promise<PlatformResponse> {
    const key = headerOf(request.headers, 'Idempotency-Key');
    if (key === undefined) return run();
    if (key.length === 0 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
    const id = `${caller.tenant}\u0000${caller.sub}\u0000${key}`;
    const fingerprint = `${request.method} ${request.path}\n${headerOf(request.headers, 'If-Match') ?? ''}\n${JSON.stringify(request.body ?? null)}`;
    const at = now().getTime();
    const seen = kept.get(id);
    if (seen && at - seen.at < IDEMPOTENCY_WINDOW_MS) {
      if (seen.fingerprint !== fingerprint) throw new Problem(422, 'idempotency-key-reused', 'Idempotency-Key reused', 'This Idempotency-Key was used for another request');
      return structuredClone(seen.answer);
    }
    const answer = run();
    if (answer.status < 400) kept.set(id, { fingerprint, at, answer: structuredClone(answer) });
    return answer;
  }

  const entryOf = (id: string): TenantEntry => {
    const entry = registry.get(id);
    if (!entry) throw notFound(`No tenant '${id}'`);
    return entry;
  };

  const tenantAnswer = (status: number, entry: TenantEntry) => {
    const tenant = tenantOf(entry, userCount);
    return ok(status, tenant, { ETag: etagOf(tenant) });
  };

  // --- companies/current
  function readCompany(caller: Caller): PlatformResponse {
    const entry = entryOf(caller.tenant);
    return ok(200, entry.company, { ETag: etagOf(entry.company) });
  }

  function updateCompany(caller: Caller, request: PlatformRequest): PlatformResponse {
    const entry = entryOf(caller.tenant);
    const current = entry.company;
    if (current.status === 'suspended' || current.status === 'archived') {
      const p = tenantStateProblem(current.slug, current.status);
      throw new Problem(403, p.type, p.title, p.detail);
    }
    const ifMatch = headerOf(request.headers, 'If-Match')?.trim();
    if (!ifMatch) throw new Problem(428, 'precondition-required', 'Precondition Required', 'An update needs If-Match: "<version>" (the ETag of the record read)');
    const match = /^"(\d{1,15})"$/.exec(ifMatch);
    if (!match) throw badRequest(`If-Match must be one version in quotes, e.g. "3", got ${ifMatch}`);
    if (Number(match[1]) !== current.version) {
      throw new Problem(409, 'conflict', 'Conflict', `The record changed since it was read: it is at version ${current.version}`, { current }, { ETag: etagOf(current) });
    }
    const body = objectBody(request.body);
    const input = normalizeCompanyInput({ ...companyToInput(current), ...body } as CompanyInput);
    const errors = validateCompany(input, { previous: current });
    if (Object.keys(errors).length > 0) throw validation(errors);
    const at = now().toISOString();
    const before = companyToInput(current);
    const after = companyToInput({ ...current, ...input });
    const changes = changesBetween(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>);
    entry.company = { ...current, ...after, version: current.version + 1, updatedAt: at, updatedBy: caller.sub };
    entry.companyHistory.unshift({ at, by: caller.sub, event: 'update', from: null, to: null, changes });
    registry.changed();
    return ok(200, entry.company, { ETag: etagOf(entry.company) });
  }

  // --- tenants
  function listTenants(request: PlatformRequest): PlatformResponse {
    const query = new URL(request.path, 'http://platform.invalid').searchParams;
    const parsed = parseListQuery(query, tenantListSpec);
    if (!parsed.ok) throw new Problem(400, 'bad-request', 'Bad Request', parsed.errors.map((e) => e.message).join('; '), { parameters: parsed.errors });
    return ok(200, applyListQuery(registry.all().map((e) => tenantOf(e, userCount)), parsed.query, tenantListSpec));
  }

  function createTenant(caller: Caller, request: PlatformRequest): PlatformResponse {
    const body = objectBody(request.body);
    const input = normalizeTenantInput(body as unknown as TenantInput);
    const errors = validateTenantInput(input, (subdomain) => registry.get(subdomain) !== undefined);
    if (Object.keys(errors).length > 0) throw validation(errors);
    const at = now().toISOString();
    const { subdomain, legalName, tradeName, taxId, currency, defaultLocale, timeZone, taxRate } = input;
    const entry: TenantEntry = {
      company: newCompany(subdomain, { legalName, tradeName, taxId, currency, defaultLocale, timeZone, taxRate }, at, caller.sub),
      history: [{ at, by: caller.sub, event: 'create', from: null, to: 'provisioning', changes: {} }],
      companyHistory: [],
    };
    registry.add(entry);
    registry.changed();
    return tenantAnswer(201, entry);
  }

  function sendEvent(caller: Caller, id: string, request: PlatformRequest): PlatformResponse {
    const entry = entryOf(id);
    const body = objectBody(request.body);
    if (typeof body.type !== 'string' || body.type === '') throw validation({ type: ['required'] });
    const from: TenantStatus = entry.company.status;
    const result = applyTenantEvent(from, body.type);
    if (!result.ok) {
      throw new Problem(409, 'illegal-transition', 'Illegal transition', `A ${from} tenant does not accept '${body.type}'`, {
        state: result.state,
        event: result.event,
        allowed: result.allowed,
      });
    }
    const at = now().toISOString();
    entry.company = { ...entry.company, status: result.to, version: entry.company.version + 1, updatedAt: at, updatedBy: caller.sub };
    entry.history.unshift({ at, by: caller.sub, event: body.type, from, to: result.to, changes: { status: { from, to: result.to } } });
    registry.changed();
    return tenantAnswer(200, entry);
  }

  async function route(request: PlatformRequest): Promise<PlatformResponse> {
    const path = request.path.split('?')[0] ?? '';
    const method = request.method.toUpperCase();
    const segments = path.split('/').filter((s) => s !== '').map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw badRequest('The path is not valid');
      }
    });
    const notAllowed = (allow: string) => new Problem(405, 'method-not-allowed', 'Method Not Allowed', `${method} is not allowed here`, {}, { Allow: allow });

    if (segments[0] === 'companies' && segments[1] === 'current') {
      if (segments.length === 2) {
        if (method === 'GET') return readCompany(await authenticate(request, 'tenant-user'));
        if (method === 'PUT') {
          const caller = await authenticate(request, 'super-admin');
          return idempotent(caller, request, () => updateCompany(caller, request));
        }
        throw notAllowed('GET, PUT');
      }
      if (segments.length === 3 && segments[2] === 'history') {
        if (method !== 'GET') throw notAllowed('GET');
        const caller = await authenticate(request, 'tenant-user');
        return ok(200, entryOf(caller.tenant).companyHistory);
      }
    }
    if (segments[0] === 'tenants') {
      if (segments.length === 1) {
        const caller = await authenticate(request, 'super-admin');
        if (method === 'GET') return listTenants(request);
        if (method === 'POST') return idempotent(caller, request, () => createTenant(caller, request));
        throw notAllowed('GET, POST');
      }
      const id = segments[1] as string;
      if (segments.length === 2) {
        await authenticate(request, 'super-admin');
        if (method === 'GET') return tenantAnswer(200, entryOf(id));
        throw notAllowed('GET');
      }
      if (segments.length === 3 && segments[2] === 'events') {
        const caller = await authenticate(request, 'super-admin');
        if (method !== 'POST') throw notAllowed('POST');
        return idempotent(caller, request, () => sendEvent(caller, id, request));
      }
      if (segments.length === 3 && segments[2] === 'history') {
        await authenticate(request, 'super-admin');
        if (method !== 'GET') throw notAllowed('GET');
        return ok(200, entryOf(id).history);
      }
    }
    // After authentication, so an unknown path tells an anonymous caller nothing.
    await authenticate(request, 'tenant-user');
    throw notFound(`The tenantManagement service has no resource at '${path}'`);
  }

  return {
    handle: async (request) => {
      try {
        return await route(request);
      } catch (error) {
        if (error instanceof Problem) return problemOf(error);
        throw error;
      }
    },
  };
}

/** The tenant's status from a `/companies/current` answer (what every service asks before it serves a tenant). */
export const statusFromCompany = (body: unknown): TenantStatus | null => {
  const status = (body as { status?: unknown } | null)?.status;
  return status === 'provisioning' || status === 'active' || status === 'suspended' || status === 'archived' ? status : null;
};

export type { CompanyRecord };
