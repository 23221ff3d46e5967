/**
 * The platform's tenant registry in the Node server process (it resets to src/config/tenants.ts when the server
 * restarts), and the HTTP adapter of the pure tenant service (src/platform/tenant-service.ts): every app origin
 * serves it at the configured base (`/api/tenant-management`), so root can suspend globex from acme's app and gus,
 * on globex's origin, is refused at once. Tokens are verified against the in-process identity provider's public keys.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tenants as staticTenants } from '../src/config/tenants';
import { staticKeys, verifyAccessToken, type Jwks } from '../src/mirage/shared/access-token';
import { memoryTenantRegistry, type TenantRegistry } from '../src/platform/tenant-registry';
import { createTenantService, type TenantService } from '../src/platform/tenant-service';
import { demoAccounts } from './accounts';
import { readBody, sendBody } from './files';

export interface Platform {
  registry: TenantRegistry;
  service: TenantService;
}

/** How many demo accounts hold a tenant (the demo identity provider creates none for a new tenant). */
export const demoUserCount = (slug: string): number => demoAccounts.filter((a) => a.tenants.includes(slug)).length;

export function createPlatform(options: { jwks: Jwks; issuer: string; now?: () => Date }): Platform {
  const now = options.now ?? (() => new Date());
  const registry = memoryTenantRegistry(staticTenants, new Date('2024-01-01T00:00:00Z').toISOString());
  const keys = staticKeys(options.jwks);
  const service = createTenantService({
    registry,
    verify: (token) => verifyAccessToken(token, { keys, issuer: options.issuer }),
    userCount: demoUserCount,
    now,
  });
  return { registry, service };
}

/** A bigger body than the 16 KiB default: a company's logo travels as a data URL (at most 256 KiB). */
const BODY_LIMIT = 512 * 1024;

/** Answers one request under the service's base (`rest` is the path and query after it). */
export async function servePlatform(platform: Platform, req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
  const method = req.method ?? 'GET';
  let body: unknown;
  if (method !== 'GET' && method !== 'HEAD') {
    let text: string;
    try {
      text = await readBody(req, BODY_LIMIT);
    } catch {
      return sendBody(req, res, 413, 'application/problem+json', JSON.stringify({ type: 'payload-too-large', title: 'Payload Too Large', status: 413 }), { 'Cache-Control': 'no-store' });
    }
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return sendBody(req, res, 400, 'application/problem+json', JSON.stringify({ type: 'bad-request', title: 'Bad Request', status: 400, detail: 'The body is not JSON' }), { 'Cache-Control': 'no-store' });
      }
    }
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
  const answer = await platform.service.handle({ method: method === 'HEAD' ? 'GET' : method, path: rest === '' ? '/' : rest, headers, body });
  const { 'Content-Type': contentType = 'application/json', ...rest2 } = answer.headers;
  sendBody(req, res, answer.status, contentType, JSON.stringify(answer.body), { ...rest2, 'Cache-Control': 'no-store' });
}
