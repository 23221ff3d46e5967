/** Helpers of the shell mock API tests: signed bearer tokens for a few tenant users and a fetch wrapper. */
import { Permission as P } from '../../src/config/permissions';
import { signAccessToken, type TestIdentity } from '../support/access-tokens';

export const identities = {
  ana: { sub: 'usr_ana', name: 'Ana', tenants: ['acme', 'globex'], permissions: [P.OrderOrders, P.OrderPurchases] },
  sam: { sub: 'usr_sam', name: 'Sam', tenants: ['acme'], permissions: [P.InventoryWarehouses, P.CatalogsProducts] },
  gus: { sub: 'usr_gus', name: 'Gus', tenants: ['globex'], permissions: [] },
} satisfies Record<string, TestIdentity>;

/** ana works for acme and globex with sales permissions; sam only for acme with inventory ones; gus for globex. Each gives a fresh signed token. */
export const users = {
  ana: () => signAccessToken(identities.ana),
  sam: () => signAccessToken(identities.sam),
  gus: () => signAccessToken(identities.gus),
};
export type UserName = keyof typeof users;

export interface CallOptions {
  as?: UserName | null;
  tenant?: string | null;
  method?: string;
  body?: unknown;
}

export interface CallResult<T> {
  status: number;
  body: T;
}

/** Calls the mock as a tenant user (ana at acme unless told), parsing a JSON answer. */
export async function call<T = unknown>(path: string, { as = 'ana', tenant = 'acme', method = 'GET', body }: CallOptions = {}): Promise<CallResult<T>> {
  const response = await fetch(path, {
    method,
    headers: {
      ...(as ? { Authorization: `Bearer ${await users[as]()}` } : {}),
      ...(tenant ? { 'X-Subdomain': tenant } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // non-JSON answers stay text
  }
  return { status: response.status, body: parsed as T };
}

/** A fresh server per test (test environment: no delays, memory-only storage). */
export { useServer as useShellServer } from '../mirage-demo/support';
