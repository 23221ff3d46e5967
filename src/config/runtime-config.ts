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
  /**
   * The demo-template areas (issue 14): their "Demo" menu group and their routes (/dashboards/*, /apps/*, /ui/icons/*,
   * /docs/*). `false` hides the group and the routes answer the 404 page. @default the value of `mockApi` (their
   * data is served by the in-browser mock API only)
   */
  demo?: boolean;
}

export const defaultQuickChatApi = '/api/apps/chat';

export type ConfigResult =
  | { ok: true; config: RuntimeConfig }
  /** `insecure`: an http:// URL to another machine in a production build. */
  | { ok: false; problem: string; insecure?: true };

const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Whether a host name is this machine: `localhost`, `*.localhost`, 127.0.0.0/8 or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/**
 * Whether a configured URL may be used by a production build (issue 11 fault 11): relative (the app's own origin),
 * https://, or http:// to this machine only; anything else (http:// elsewhere, javascript:, data:) is refused.
 */
export function isSecureUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

export interface ParseConfigOptions {
  /** Refuse http:// authority and service URLs that are not loopback (a production build). @default false */
  production?: boolean;
}

/** Checks an untrusted `config.json` value field by field. */
export function parseRuntimeConfig(raw: unknown, { production = false }: ParseConfigOptions = {}): ConfigResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, problem: 'config.json is not an object' };
  const r = raw as Record<string, unknown>;
  for (const key of ['authority', 'clientId', 'scope', 'commonApi', 'tenantBaseDomain'] as const) {
    if (!isNonEmptyString(r[key])) return { ok: false, problem: `config.json: "${key}" must be a non-empty string` };
  }
  if (typeof r.mockApi !== 'boolean') return { ok: false, problem: 'config.json: "mockApi" must be true or false' };
  if (r.demo !== undefined && typeof r.demo !== 'boolean') return { ok: false, problem: 'config.json: "demo" must be true or false' };
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
  if (production) {
    const urls: [string, unknown][] = [
      ['authority', r.authority],
      ...serviceNames.map((name): [string, unknown] => [`services.${name}`, parsed[name]]),
      ['commonApi', r.commonApi],
      ['quickChatApi', isNonEmptyString(r.quickChatApi) ? r.quickChatApi : defaultQuickChatApi],
    ];
    for (const [key, value] of urls) {
      if (!isSecureUrl(String(value))) {
        return { ok: false, insecure: true, problem: `config.json: "${key}" must be https:// (or http:// on this machine) in a production build, got "${String(value)}"` };
      }
    }
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
      ...(typeof r.demo === 'boolean' ? { demo: r.demo } : {}),
      ...(typeof r.mockDelayFactor === 'number' && r.mockDelayFactor >= 0 && r.mockDelayFactor <= 10 ? { mockDelayFactor: r.mockDelayFactor } : {}),
    },
  };
}

/** Whether the demo-template areas are on: `demo` when given, else where the mock API serves their data. */
export const demoAreasOn = (config: Pick<RuntimeConfig, 'demo' | 'mockApi'>): boolean => config.demo ?? config.mockApi;

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
