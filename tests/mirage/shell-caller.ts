/** Helpers of the shell mock API tests: bearer tokens for a few tenant users and a fetch wrapper. */
import { Permission as P } from '../../src/config/permissions';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** An unsigned JWT as the identity provider would issue (the mock reads the claims, the services verify). */
export const token = (claims: object) => `${b64({ alg: 'RS256' })}.${b64(claims)}.c2ln`;
const exp = () => Math.floor(Date.now() / 1000) + 300;

/** ana works for acme and globex with sales permissions; sam only for acme with inventory ones; gus for globex. */
export const users = {
  ana: () => token({ sub: 'usr_ana', name: 'Ana', tenants: ['acme', 'globex'], permissions: [P.OrderOrders, P.OrderPurchases], exp: exp() }),
  sam: () => token({ sub: 'usr_sam', name: 'Sam', tenants: ['acme'], permissions: [P.InventoryWarehouses, P.CatalogsProducts], exp: exp() }),
  gus: () => token({ sub: 'usr_gus', name: 'Gus', tenants: ['globex'], permissions: [], exp: exp() }),
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
      ...(as ? { Authorization: `Bearer ${users[as]()}` } : {}),
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
