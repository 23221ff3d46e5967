/** Plain node:http helpers for the dev-server tests (Node cannot resolve *.localhost: connect to 127.0.0.1). */
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  port: number;
  path: string;
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded unless a content-type header is given. */
  form?: Record<string, string>;
  /** A raw body (give its content-type and content-length in headers). */
  body?: string;
  /** The address to connect to. @default '127.0.0.1' */
  address?: string;
}

export function request({ port, path, host, method, headers = {}, form, body: raw, address = '127.0.0.1' }: RequestOptions): Promise<Reply> {
  const body = form ? new URLSearchParams(form).toString() : raw;
  const allHeaders: Record<string, string> = { host: host ?? `localhost:${port}`, ...headers };
  if (body !== undefined) {
    allHeaders['content-type'] ??= 'application/x-www-form-urlencoded';
    allHeaders['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: address, port, path, method: method ?? (form || raw !== undefined ? 'POST' : 'GET'), headers: allHeaders, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface StoredCookie {
  value: string;
  path: string;
}

/** A minimal cookie jar for one origin: honours Path and deletion (expired cookies). */
export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  store(reply: Reply): void {
    const header = reply.headers['set-cookie'] ?? [];
    for (const line of header) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const attrValue = rest.join('=');
        if (key.toLowerCase() === 'path') path = attrValue;
        if (key.toLowerCase() === 'expires' && Date.parse(attrValue) < Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(attrValue) <= 0) expired = true;
      }
      const key = `${name};${path}`;
      if (expired || value === '') this.#cookies.delete(key);
      else this.#cookies.set(key, { value, path });
    }
  }

  header(path: string): string {
    const pathname = path.split('?')[0] ?? '/';
    return [...this.#cookies.entries()]
      .filter(([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([key, c]) => `${key.slice(0, key.indexOf(';'))}=${c.value}`)
      .join('; ');
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const randomValue = (): string => randomBytes(16).toString('base64url');

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}

/** The value of a named input in server-rendered HTML (attribute order as our pages and oidc-provider write it). */
export function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}
