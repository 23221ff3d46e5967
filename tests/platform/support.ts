/** The pure tenant service with the test keys: callers by name, and a call helper that answers like HTTP. */
import { allPermissions, businessPermissions } from '../../src/config/permissions';
import { tenants } from '../../src/config/tenants';
import { staticKeys, verifyAccessToken } from '../../src/mirage/shared/access-token';
import { memoryTenantRegistry } from '../../src/platform/tenant-registry';
import { createTenantService, type PlatformResponse, type TenantService } from '../../src/platform/tenant-service';
import { signAccessToken, testJwks, TEST_AUTHORITY, type TestIdentity } from '../support/access-tokens';

export const callers = {
  root: { sub: 'usr_root', tenants: ['acme', 'globex'], permissions: allPermissions },
  ana: { sub: 'usr_ana', tenants: ['acme'], permissions: businessPermissions },
  gus: { sub: 'usr_gus', tenants: ['globex'], permissions: businessPermissions },
} satisfies Record<string, TestIdentity>;

export const T0 = Date.parse('2025-07-15T10:00:00.000Z');

export function testTenantService(): { service: TenantService; advance: (ms: number) => void } {
  let clock = T0;
  const keys = staticKeys(testJwks());
  const service = createTenantService({
    registry: memoryTenantRegistry(tenants, '2024-01-01T00:00:00.000Z'),
    verify: (token) => verifyAccessToken(token, { keys, issuer: TEST_AUTHORITY }),
    userCount: (slug) => ({ acme: 5, globex: 2 })[slug] ?? 0,
    now: () => new Date(clock),
  });
  return { service, advance: (ms) => (clock += ms) };
}

export interface Call {
  as?: keyof typeof callers | null;
  tenant?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function send(service: TenantService, method: string, path: string, { as = 'root', tenant, body, headers = {} }: Call = {}): Promise<PlatformResponse & { body: any }> {
  const identity = as ? callers[as] : null;
  const token = identity ? await signAccessToken(identity) : null;
  return service.handle({
    method,
    path,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'X-Subdomain': tenant ?? identity?.tenants[0] ?? 'acme', ...headers },
    body,
  });
}
