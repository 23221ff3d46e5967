// @vitest-environment node
/** The image rules (src/domain/image.ts): content sniffing, the 256 KB limit, data URLs that round-trip. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkImageBytes,
  checkImageDataUrl,
  decodeBase64,
  encodeBase64,
  isShowableImage,
  MAX_IMAGE_BYTES,
  readImageSource,
  sniffImageType,
  toImageDataUrl,
  validateOptionalImage,
} from '../../src/domain/image';

const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const jpeg = () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const webp = () => Uint8Array.from([...'RIFF'].map((c) => c.charCodeAt(0)).concat([0x24, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0))));
const text = (value: string) => new TextEncoder().encode(value);
const source = (bytes: Uint8Array) => ({ size: bytes.length, arrayBuffer: async () => bytes.slice().buffer });

describe('sniffImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(png())).toBe('image/png');
    expect(sniffImageType(jpeg())).toBe('image/jpeg');
    expect(sniffImageType(webp())).toBe('image/webp');
  });

  it('refuses SVG, GIF, HTML, a RIFF that is not WebP and truncated signatures', () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(sniffImageType(text('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(text('GIF89a......'))).toBeNull();
    expect(sniffImageType(text('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(text('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(png().slice(0, 7))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkImageBytes and readImageSource', () => {
  it('accepts exactly 256 KB and refuses one byte more as image-too-large', () => {
    expect(checkImageBytes(png(MAX_IMAGE_BYTES))).toEqual({ ok: true, type: 'image/png' });
    expect(checkImageBytes(png(MAX_IMAGE_BYTES + 1))).toEqual({ ok: false, code: 'image-too-large' });
  });

  it('reads an accepted file into its data URL and refuses SVG content whatever the file says', async () => {
    const read = await readImageSource(source(png()));
    expect(read.ok && read.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect(await readImageSource(source(text('<svg/>')))).toEqual({ ok: false, code: 'invalid-image' });
  });

  it('refuses a file over the limit by its size, without reading it', async () => {
    let read = false;
    const answer = await readImageSource({ size: MAX_IMAGE_BYTES + 1, arrayBuffer: async () => ((read = true), new ArrayBuffer(0)) });
    expect(answer).toEqual({ ok: false, code: 'image-too-large' });
    expect(read).toBe(false);
  });
});

describe('base64 and data URLs', () => {
  it('encodes like the platform and decodes back (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const encoded = encodeBase64(bytes);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
        expect(decodeBase64(encoded)).toEqual(bytes);
      }),
    );
  });

  it('refuses malformed base64', () => {
    expect(decodeBase64('abc')).toBeNull();
    expect(decodeBase64('ab c')).toBeNull();
    expect(decodeBase64('a===')).toBeNull();
  });

  it('accepts a data URL only when its bytes are the type it declares', () => {
    expect(checkImageDataUrl(toImageDataUrl(png(), 'image/png'))).toEqual({ ok: true, type: 'image/png' });
    expect(checkImageDataUrl(toImageDataUrl(webp(), 'image/webp')).ok).toBe(true);
    expect(checkImageDataUrl(toImageDataUrl(png(), 'image/jpeg'))).toEqual({ ok: false, code: 'invalid-image' });
  });

  it('refuses foreign hosts, blob and javascript URLs, SVG data URLs and oversized data', () => {
    for (const value of [
      'https://evil.example/logo.png',
      '//evil.example/logo.png',
      'blob:https://acme.localhost/1',
      'javascript:alert(1)',
      `data:image/svg+xml;base64,${encodeBase64(text('<svg onload="alert(1)"/>'))}`,
      'data:image/png,rawbytes',
      `data:image/png;base64,${encodeBase64(png())} `,
      42,
    ]) {
      expect(checkImageDataUrl(value).ok).toBe(false);
      expect(isShowableImage(value)).toBe(false);
    }
    expect(checkImageDataUrl(toImageDataUrl(png(MAX_IMAGE_BYTES + 3), 'image/png'))).toEqual({ ok: false, code: 'image-too-large' });
  });

  it('an optional image may be empty; anything else must be a valid data URL', () => {
    expect(validateOptionalImage(null)).toEqual([]);
    expect(validateOptionalImage('')).toEqual([]);
    expect(validateOptionalImage(toImageDataUrl(jpeg(), 'image/jpeg'))).toEqual([]);
    expect(validateOptionalImage('https://cdn.example/x.png')).toEqual(['invalid-image']);
  });
});
