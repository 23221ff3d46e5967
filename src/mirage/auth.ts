/**
 * Who is calling the mock services, checked as a real service checks it (DOMAIN.md "API conventions"): the
 * bearer token is verified against the identity provider's keys (`shared/access-token.ts`), then X-Subdomain
 * must name one of the token's tenants and the resource's permission claim must be present. A bad token
 * answers 401, a tenant or permission the token does not hold 403, both as `application/problem+json`.
 */
import { Response, type Request } from 'miragejs';
import { KeysUnavailableError, verifyAccessToken, type KeySource } from './shared/access-token';
import { learnTenantCompany } from '../config/tenants';
import { problemResponse } from './shared/problem';

export interface Caller {
  sub: string;
  name: string;
  tenant: string;
  permissions: readonly string[];
}

/**
 * What a route needs beyond a valid token for the tenant: nothing (`undefined`: any signed-in user of the
 * tenant), one permission claim, or a list of which any one grants (a reference picker's read).
 */
export type Access = string | readonly string[] | undefined;

/** Answers the caller, or the 401/403 Response to send. */
export type Authorize = (request: Request, access?: Access) => Promise<Caller | Response>;

/**
 * The platform's word on a tenant: its lifecycle status (and what the services use of its company), asked with the
 * caller's token (`GET {tenantManagement}/companies/current`); null when the platform does not know the tenant.
 * Rejects when the platform cannot be reached.
 */
export type TenantStatusLookup = (tenant: string, token: string) => Promise<{ status: string; currency?: string; taxRate?: number } | null>;

/** How long the platform's answer on a tenant is kept: a suspension reaches every service within this time. */
export const TENANT_STATUS_TTL_MS = 3_000;

export interface AuthOptions {
  keys: KeySource;
  /** Asks the platform whether the tenant is active (suspended: 403 `tenant-suspended`; archived: writes 403 `tenant-archived`). @default none: not asked */
  tenantStatus?: TenantStatusLookup;
  /** The expected issuer (`config.authority`); not checked when ''. */
  issuer: string;
  /** @default Date.now */
  now?: () => number;
}

const header = (request: Request, name: string): string | undefined => {
  const headers = (request.requestHeaders ?? {}) as Record<string, string>;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers[key] : undefined;
};

const quoted = (text: string) => text.replace(/["\\]/g, "'");

const unauthorized = (detail: string, invalidToken: boolean): Response =>
  problemResponse(401, 'unauthorized', 'Unauthorized', detail, {
    'WWW-Authenticate': invalidToken ? `Bearer error="invalid_token", error_description="${quoted(detail)}"` : 'Bearer',
  });

export const forbidden = (detail: string): Response => problemResponse(403, 'forbidden', 'Forbidden', detail);

/** Whether the permission claims grant `access` (an exact own match of at least one listed permission). */
export function grants(permissions: readonly string[], access: Access): boolean {
  if (access === undefined) return true;
  const held = new Set(permissions);
  return (typeof access === 'string' ? [access] : access).some((permission) => held.has(permission));
}

const tenantRefusal = (type: 'tenant-suspended' | 'tenant-archived', tenant: string): Response =>
  type === 'tenant-suspended'
    ? problemResponse(403, type, 'Tenant suspended', `The tenant '${tenant}' is suspended: its services refuse every call until it is reactivated`)
    : problemResponse(403, type, 'Tenant archived', `The tenant '${tenant}' is archived: its data can be read, not changed`);

export function createAuthorize({ keys, issuer, now = () => Date.now(), tenantStatus }: AuthOptions): Authorize {
  const statuses = new Map<string, { at: number; answer: Promise<{ status: string; currency?: string; taxRate?: number } | null> }>();
  /** The platform's answer on a tenant, kept TENANT_STATUS_TTL_MS; a failed ask is not kept. */
  const statusOf = (tenant: string, token: string) => {
    const at = now();
    const kept = statuses.get(tenant);
    if (kept && at - kept.at < TENANT_STATUS_TTL_MS) return kept.answer;
    const answer = tenantStatus!(tenant, token);
    statuses.set(tenant, { at, answer });
    answer.then(
      (company) => {
        if (company && (company.currency === 'MXN' || company.currency === 'USD') && typeof company.taxRate === 'number') {
          learnTenantCompany(tenant, { currency: company.currency, taxRate: company.taxRate });
        }
      },
      () => {
        if (statuses.get(tenant)?.answer === answer) statuses.delete(tenant);
      },
    );
    return answer;
  };
  return async (request, access) => {
    const authorization = header(request, 'Authorization') ?? '';
    const token = /^Bearer +([A-Za-z0-9_.-]+)$/i.exec(authorization.trim())?.[1];
    if (!token) return unauthorized('A bearer access token is required', false);
    let verified;
    try {
      verified = await verifyAccessToken(token, { keys, issuer, now: now() });
    } catch (error) {
      const reason = error instanceof KeysUnavailableError ? error.message : String(error);
      return unauthorized(`The token cannot be verified: the identity provider's keys are unavailable (${reason})`, false);
    }
    if (!verified.ok) return unauthorized(verified.reason, true);
    const { claims } = verified;
    const tenant = header(request, 'X-Subdomain') ?? '';
    if (tenant === '' || !new Set(claims.tenants).has(tenant)) {
      return forbidden(tenant === '' ? 'X-Subdomain names no tenant' : `The token does not grant tenant '${tenant}'`);
    }
    if (!grants(claims.permissions, access)) {
      const needed = typeof access === 'string' ? access : (access ?? []).join(' or ');
      return forbidden(`This needs the permission ${needed}`);
    }
    if (tenantStatus) {
      let company;
      try {
        company = await statusOf(tenant, token);
      } catch (error) {
        return problemResponse(503, 'platform-unavailable', 'Service Unavailable', `The platform could not say whether tenant '${tenant}' is active (${String(error)})`);
      }
      if (company === null) return forbidden(`The platform knows no tenant '${tenant}'`);
      if (company.status === 'suspended') return tenantRefusal('tenant-suspended', tenant);
      if (company.status === 'archived' && !['GET', 'HEAD'].includes(((request as unknown as { method?: string }).method ?? '').toUpperCase())) return tenantRefusal('tenant-archived', tenant);
    }
    return { sub: claims.sub, name: claims.name, tenant, permissions: claims.permissions };
  };
}

