/**
 * How the mock services know the caller: the bearer token's claims (a JWT from the identity provider) and the
 * tenant from X-Subdomain. The mock reads the claims without checking the signature: the real services verify
 * it against the provider's keys.
 */
import { Response, type Request } from 'miragejs';

export interface Caller {
  sub: string;
  name: string;
  tenant: string;
  permissions: readonly string[];
}

const decodeSegment = (segment: string): unknown => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
};

const header = (request: Request, name: string): string | undefined => {
  const headers = request.requestHeaders as Record<string, string>;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers[key] : undefined;
};

const error = (status: number, message: string) => new Response(status, { 'Content-Type': 'application/json' }, { error: message });

/** Returns the caller, or the 401/403 response to send. */
export function authorize(request: Request, permission?: string, now = Date.now()): Caller | Response {
  const authorization = header(request, 'Authorization') ?? '';
  const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(authorization)?.[1];
  if (!token) return error(401, 'Missing bearer token');
  let claims: Record<string, unknown>;
  try {
    claims = decodeSegment(token.split('.')[1]!) as Record<string, unknown>;
  } catch {
    return error(401, 'Invalid token');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return error(401, 'Token expired');
  const tenant = header(request, 'X-Subdomain');
  const tenants = Array.isArray(claims.tenants) ? claims.tenants : [];
  if (!tenant || !tenants.includes(tenant)) return error(403, 'Forbidden for this tenant');
  const permissions = Array.isArray(claims.permissions) ? claims.permissions.filter((p): p is string => typeof p === 'string') : [];
  if (permission && !permissions.includes(permission)) return error(403, 'Missing permission');
  return { sub: String(claims.sub ?? ''), name: typeof claims.name === 'string' ? claims.name : '', tenant, permissions };
}
