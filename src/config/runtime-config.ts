/** The runtime configuration read from `config.json` next to index.html. */
export const serviceNames = [
  'catalogs',
  'ordering',
  'inventory',
  'distribution',
  'banking',
  'serviceContracts',
  'tenantManagement',
] as const;

export type ServiceName = (typeof serviceNames)[number];

export interface RuntimeConfig {
  /** OpenID Connect issuer URL. */
  authority: string;
  clientId: string;
  /** Space-separated scopes. */
  scope: string;
  /** Serve the API from the in-browser Mirage mock. @default true in the demo build */
  mockApi: boolean;
  /** Base URL of each of the seven backend services (absolute, or relative to the app origin). */
  services: Record<ServiceName, string>;
  /**
   * Base URL of the shell's common API (navigation, user, messages, ...). It is part of the
   * tenant-management service and gets the same bearer token.
   */
  commonApi: string;
  /**
   * Base URL of the quick chat service (SPEC §7: its real path is not shown). It gets the bearer token like
   * the common API. @default '/api/apps/chat'
   */
  quickChatApi: string;
  /** The host under which tenants are subdomains: `acme.<tenantBaseDomain>`. */
  tenantBaseDomain: string;
  /**
   * Demo mode only: multiplies the mock services' simulated network latency (0 turns it off, e.g. for the
   * benchmark). @default 1
   */
  mockDelayFactor?: number;
}

export const defaultQuickChatApi = '/api/apps/chat';

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Checks an untrusted `config.json` value field by field. */
export function parseRuntimeConfig(raw: unknown): ConfigResult {
  if (typeof raw !== 'object' || raw === null) return { ok: false, problem: 'config.json is not an object' };
  const r = raw as Record<string, unknown>;
  for (const key of ['authority', 'clientId', 'scope', 'commonApi', 'tenantBaseDomain'] as const) {
    if (!isNonEmptyString(r[key])) return { ok: false, problem: `config.json: "${key}" must be a non-empty string` };
  }
  if (typeof r.mockApi !== 'boolean') return { ok: false, problem: 'config.json: "mockApi" must be true or false' };
  const services = r.services;
  if (typeof services !== 'object' || services === null) {
    return { ok: false, problem: 'config.json: "services" must be an object' };
  }
  const s = services as Record<string, unknown>;
  const parsed = {} as Record<ServiceName, string>;
  for (const name of serviceNames) {
    const value = s[name];
    if (!isNonEmptyString(value)) return { ok: false, problem: `config.json: "services.${name}" must be a URL` };
    parsed[name] = value.replace(/\/+$/, '');
  }
  return {
    ok: true,
    config: {
      authority: (r.authority as string).replace(/\/+$/, ''),
      clientId: r.clientId as string,
      scope: r.scope as string,
      mockApi: r.mockApi,
      services: parsed,
      commonApi: (r.commonApi as string).replace(/\/+$/, ''),
      quickChatApi: (isNonEmptyString(r.quickChatApi) ? r.quickChatApi : defaultQuickChatApi).replace(/\/+$/, ''),
      tenantBaseDomain: (r.tenantBaseDomain as string).toLowerCase(),
      ...(typeof r.mockDelayFactor === 'number' && r.mockDelayFactor >= 0 && r.mockDelayFactor <= 10 ? { mockDelayFactor: r.mockDelayFactor } : {}),
    },
  };
}

/** The demo configuration the dev server serves (ports from its environment). */
export function demoConfig(idpOrigin: string): RuntimeConfig {
  return {
    authority: idpOrigin,
    clientId: 'backoffice-spa',
    scope: 'openid profile email offline_access backoffice',
    mockApi: true,
    services: {
      catalogs: '/api/catalogs',
      ordering: '/api/ordering',
      inventory: '/api/inventory',
      distribution: '/api/distribution',
      banking: '/api/banking',
      serviceContracts: '/api/service-contracts',
      tenantManagement: '/api/tenant-management',
    },
    commonApi: '/api/common',
    quickChatApi: defaultQuickChatApi,
    tenantBaseDomain: 'localhost',
  };
}
