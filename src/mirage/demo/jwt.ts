/** The mock's access token: a real JWT signed HS256 with WebCrypto, carrying an issuer claim, valid 7 days. */

export const TOKEN_ISSUER = 'backoffice-demo-mock-api';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Not a secret: the mock API runs in the browser. It only makes the signature real and checkable. */
export const SIGNING_SECRET = 'backoffice-demo-mock-api-hs256-signing-key';

export interface TokenClaims {
  iss: string;
  sub: string;
  iat: number;
  exp: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  if (!/^[\w-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

const signingKey = (): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', encoder.encode(SIGNING_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/** Signs a token for `subject`; `issuedAt` (seconds) is for tests of expiry. */
export async function signToken(subject: string, issuedAt: number = nowInSeconds()): Promise<string> {
  const header = toBase64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const claims: TokenClaims = { iss: TOKEN_ISSUER, sub: subject, iat: issuedAt, exp: issuedAt + TOKEN_LIFETIME_SECONDS };
  const payload = toBase64Url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign('HMAC', await signingKey(), encoder.encode(`${header}.${payload}`));
  return `${header}.${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The token's claims if its signature, algorithm, issuer and expiry are valid; otherwise null. */
export async function verifyToken(token: string, now: number = nowInSeconds()): Promise<TokenClaims | null> {
  try {
    const [header, payload, signature, ...rest] = token.split('.');
    if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) return null;
    const parsedHeader = JSON.parse(decoder.decode(fromBase64Url(header))) as { alg?: unknown };
    if (parsedHeader.alg !== 'HS256') return null;
    const valid = await crypto.subtle.verify('HMAC', await signingKey(), fromBase64Url(signature), encoder.encode(`${header}.${payload}`));
    if (!valid) return null;
    const claims = JSON.parse(decoder.decode(fromBase64Url(payload))) as Partial<TokenClaims>;
    if (claims.iss !== TOKEN_ISSUER || typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.iat !== 'number') {
      return null;
    }
    if (claims.exp <= now) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
