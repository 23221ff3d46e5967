/** Verification of the provider's own JWT access tokens (RS256), used by the userinfo shim. */
import { verify, type KeyObject } from 'node:crypto';

export interface VerifyOptions {
  publicKey: KeyObject;
  kid: string;
  issuer: string;
  audience: string;
  /** Seconds of clock skew allowed. */
  tolerance?: number;
}

const decodeJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Returns the payload of a valid, unexpired access token of `audience` signed by the provider, else undefined. */
export function verifyAccessToken(token: string, options: VerifyOptions): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  try {
    const header = decodeJson(headerPart);
    const payload = decodeJson(payloadPart);
    if (!isRecord(header) || !isRecord(payload)) return undefined;
    if (header.alg !== 'RS256' || header.kid !== options.kid || header.typ !== 'at+jwt') return undefined;
    const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'ascii');
    if (!verify('sha256', signed, options.publicKey, Buffer.from(signaturePart, 'base64url'))) return undefined;
    const now = Math.floor(Date.now() / 1000);
    const tolerance = options.tolerance ?? 5;
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (payload.iss !== options.issuer || !audiences.includes(options.audience)) return undefined;
    if (typeof payload.exp !== 'number' || payload.exp + tolerance <= now) return undefined;
    if (typeof payload.sub !== 'string') return undefined;
    return payload;
  } catch {
    return undefined;
  }
}
