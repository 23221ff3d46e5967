/**
 * Uploaded images (a document template's logo, the company logo): the type is read from the content (magic
 * bytes), never from the file name or the browser's MIME guess; PNG, JPEG and WebP only (SVG is refused: it can
 * carry script and foreign references); at most 256 KB; stored and shown as a `data:` URL, so no image is ever
 * fetched from a foreign host. Pure: the form and the service check the same way.
 */
import type { FieldErrorCode } from './resource';

/** An image of the app's own origin (`/assets/tenants/acme.svg`): never `//host`, a scheme or `..`. */
export const isAppAssetPath = (value: unknown): boolean =>
  typeof value === 'string' && /^\/(?![/\\])[\w./-]+$/.test(value) && !value.split('/').includes('..');

/** The largest image accepted, in bytes (256 KB). */
export const MAX_IMAGE_BYTES = 256 * 1024;

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The image type its first bytes prove, or null (SVG, GIF, text, anything else). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; code: Extract<FieldErrorCode, 'invalid-image' | 'image-too-large'> };

/** Size first (a file too big is not read further), then the content's type. */
export function checkImageBytes(bytes: Uint8Array): ImageCheck {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, code: 'image-too-large' };
  const type = sniffImageType(bytes);
  return type === null ? { ok: false, code: 'invalid-image' } : { ok: true, type };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_INDEX = new Map([...BASE64].map((char, index) => [char, index]));

/** Standard base64 with padding (no Buffer, no btoa: the same in the browser, the mock and Node). */
export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = i + 1 < bytes.length ? bytes[i + 1]! : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2]! : 0;
    const n = (a << 16) | (b << 8) | c;
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63]! : '=';
  }
  return out;
}

/** Strict base64 (padding required, no whitespace): null when malformed. */
export function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n =
      (BASE64_INDEX.get(text[i]!)! << 18) |
      (BASE64_INDEX.get(text[i + 1]!)! << 12) |
      ((BASE64_INDEX.get(text[i + 2]!) ?? 0) << 6) |
      (BASE64_INDEX.get(text[i + 3]!) ?? 0);
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

/** The data URL an accepted image is stored as. */
export const toImageDataUrl = (bytes: Uint8Array, type: ImageType): string => `data:${type};base64,${encodeBase64(bytes)}`;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]*={0,2})$/;
/** Longest data URL of an accepted image: the prefix and 4 characters per 3 bytes. */
const MAX_DATA_URL_LENGTH = 'data:image/jpeg;base64,'.length + Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

/**
 * Checks a stored value: a `data:` URL of PNG, JPEG or WebP whose bytes are that type and at most 256 KB. Any
 * other URL (http, blob, a foreign host, SVG, a declared type the bytes contradict) is `invalid-image`.
 */
export function checkImageDataUrl(value: unknown): ImageCheck {
  if (typeof value !== 'string') return { ok: false, code: 'invalid-image' };
  if (value.length > MAX_DATA_URL_LENGTH) return { ok: false, code: 'image-too-large' };
  const match = DATA_URL.exec(value);
  if (!match) return { ok: false, code: 'invalid-image' };
  const bytes = decodeBase64(match[2]!);
  if (bytes === null) return { ok: false, code: 'invalid-image' };
  const check = checkImageBytes(bytes);
  if (!check.ok) return check;
  return check.type === match[1] ? check : { ok: false, code: 'invalid-image' };
}

/** An optional image field's validation: null (no image) is fine. */
export const validateOptionalImage = (value: unknown): FieldErrorCode[] => {
  if (value === null || value === undefined || value === '') return [];
  const check = checkImageDataUrl(value);
  return check.ok ? [] : [check.code];
};

/** True when the value may be put in an `<img src>`: only a checked data URL (never a foreign host). */
export const isShowableImage = (value: unknown): value is string => checkImageDataUrl(value).ok;

/** What an image picker or drop hands over (a `File` or `Blob`). */
export interface ImageSource {
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type ImageRead = { ok: true; dataUrl: string } | { ok: false; code: Extract<FieldErrorCode, 'invalid-image' | 'image-too-large'> };

/** Reads a picked file into the data URL it is stored as; a file over the limit is refused before it is read. */
export async function readImageSource(source: ImageSource): Promise<ImageRead> {
  if (source.size > MAX_IMAGE_BYTES) return { ok: false, code: 'image-too-large' };
  const bytes = new Uint8Array(await source.arrayBuffer());
  const check = checkImageBytes(bytes);
  return check.ok ? { ok: true, dataUrl: toImageDataUrl(bytes, check.type) } : check;
}
