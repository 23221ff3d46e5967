/**
 * Who is calling the mock services, checked as a real service checks it (DOMAIN.md "API conventions"): the
 * bearer token is verified against the identity provider's keys (`shared/access-token.ts`), then X-Subdomain
 * must name one of the token's tenants and the resource's permission claim must be present. A bad token
 * answers 401, a tenant or permission the token does not hold 403, both as `application/problem+json`.
 */
import { Response, type Request } from 'miragejs';
import { KeysUnavailableError, verifyAccessToken, type KeySource } from './shared/access-token';
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

export interface AuthOptions {
  keys: KeySource;
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

export function createAuthorize({ keys, issuer, now = () => Date.now() }: AuthOptions): Authorize {
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
    return { sub: claims.sub, name: claims.name, tenant, permissions: claims.permissions };
  };
}

