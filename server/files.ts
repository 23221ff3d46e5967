/** Safe file lookup and streaming for the dev servers. */
import { createReadStream, type Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { mimeTypeFor } from './headers';

export type PathResult =
  | { ok: true; file: string; urlPath: string }
  /** 400: a malformed or hostile path; 404: a path that can never name a served file (dot files). */
  | { ok: false; status: 400 | 404 };

/**
 * Maps the raw (still percent-encoded) URL path onto a file under `root`, refusing traversal:
 * `..` or `.` segments (also when encoded), encoded slashes or backslashes, backslashes, NUL and dot files.
 */
export function resolveUnder(root: string, rawPath: string): PathResult {
  if (!rawPath.startsWith('/') || rawPath.includes('\\') || /%(?:2f|5c|00)/i.test(rawPath)) return { ok: false, status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400 };
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { ok: false, status: 400 };
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, status: 400 };
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return { ok: false, status: 404 };
  const file = join(root, ...segments);
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return { ok: false, status: 400 };
  return { ok: true, file, urlPath: `/${segments.join('/')}` };
}

/** The regular file at `file` if it exists and (after symlinks) still lies under `root`. */
export async function statFile(root: string, file: string): Promise<Stats | undefined> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    if (!realFile.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep)) return undefined;
    return info;
  } catch {
    return undefined;
  }
}

export const etagOf = (info: Stats): string => `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

export interface SendFileOptions {
  cacheControl: string;
  headers?: Readonly<Record<string, string>>;
  status?: number;
}

/** Streams `file` (GET) or only its headers (HEAD), with a weak ETag and 304 on a matching If-None-Match. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, info: Stats, options: SendFileOptions): void {
  const etag = etagOf(info);
  res.setHeader('Content-Type', mimeTypeFor(extname(file)));
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  const status = options.status ?? 200;
  if (status === 200 && req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Length', String(info.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** Sends a small in-memory body (GET) or only its headers (HEAD). */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Readonly<Record<string, string>> = {},
): void {
  const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(buffer.length));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : buffer);
}

/** Reads a request body up to `limit` bytes; rejects when it is larger. */
export function readBody(req: IncomingMessage, limit = 16 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
