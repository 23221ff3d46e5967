/** Helpers of the business-service contract tests: a server per test, signed callers, a fetch wrapper. */
import { afterEach, beforeEach } from 'vitest';
import type { Server } from 'miragejs';
import { businessPermissions, Permission as P } from '../../src/config/permissions';
import { rfcCheckDigit } from '../../src/domain/rfc';
import type { MakeServerOptions } from '../../src/mirage/index';
import { makeTestServer, signAccessToken, type SignOptions, type TestIdentity } from '../support/access-tokens';

export const identities = {
  /** acme, every business permission. */
  ana: { sub: 'usr_ana', name: 'Ana Álvarez', tenants: ['acme'], permissions: businessPermissions },
  /** acme, sales only: reads customers and products for orders, writes nothing in catalogs. */
  sam: { sub: 'usr_sam', name: 'Sam Ortega', tenants: ['acme'], permissions: [P.OrderOrders] },
  /** acme, customers only (reads business lines for the picker). */
  cora: { sub: 'usr_cora', name: 'Cora Díaz', tenants: ['acme'], permissions: [P.CatalogsCustomers] },
  /** acme, no permission at all. */
  nobody: { sub: 'usr_nobody', name: 'Nadia Bello', tenants: ['acme'], permissions: [] },
  /** globex, every business permission. */
  gus: { sub: 'usr_gus', name: 'Gus Miller', tenants: ['globex'], permissions: businessPermissions },
} satisfies Record<string, TestIdentity>;
export type Who = keyof typeof identities;

/** The services' clock in these tests: 2025-07-15T10:00:00Z, advanced by `advanceClock`. */
export const START = Date.parse('2025-07-15T10:00:00.000Z');
let clock = START;
export const advanceClock = (ms: number) => {
  clock += ms;
};
export const clockNow = () => new Date(clock);
/** The seeds' today under START (2025-07-15 in acme's and globex's time zones): data.ts anchors the seeds to it. */
export const SEED_DAY = '2025-07-15';

/** A fresh server per test (test environment: no delays, memory storage) with the test keys and clock. */
export function useServices(options: MakeServerOptions = {}): () => Server {
  let server: Server | undefined;
  beforeEach(() => {
    clock = START;
    server = makeTestServer({ now: clockNow, ...options });
  });
  afterEach(() => {
    server?.shutdown();
    server = undefined;
  });
  return () => server as Server;
}

export interface CallOptions {
  as?: Who | null;
  /** @default the caller's first tenant */
  tenant?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** Replaces the signed token. */
  token?: string;
  sign?: SignOptions;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the mock as a tenant user (ana at acme unless told) and parses a JSON answer. */
export async function call<T = Record<string, unknown>>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const { as = 'ana', body, headers = {}, sign } = options;
  const identity = as ? identities[as] : null;
  const tenant = options.tenant === undefined ? (identity?.tenants[0] ?? null) : options.tenant;
  const token = options.token ?? (identity ? await signAccessToken(identity, sign) : undefined);
  const response = await fetch(path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(tenant ? { 'X-Subdomain': tenant } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // non-JSON stays text
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

export const get = <T = Record<string, unknown>>(path: string, options?: CallOptions) => call<T>('GET', path, options);

export interface PageBody<T = Record<string, unknown>> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A valid Mexican customer body. */
export const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  name: 'José Núñez Peña',
  taxId: `NUPJ800101AB${rfcCheckDigit('NUPJ800101AB')}`,
  email: 'jose.nunez@example.mx',
  phone: '+52 55 1234 5678',
  address: { street: 'Av. Juárez 10', city: 'Ciudad de México', state: 'Ciudad de México', postalCode: '06000', country: 'MX' },
  businessLineId: null,
  creditLimit: 1_000_000,
  paymentTermsDays: 30,
  status: 'active',
  ...overrides,
});
