/**
 * Just enough of a PDF reader for the print tests (no PDF library in the project, no poppler on CI): the pages of a
 * PDF that Chromium (Skia) wrote, each with its media box and its text. Skia writes plain object dictionaries, Flate
 * content streams and Type0 fonts with a ToUnicode CMap; text is shown with `<hex> Tj` and `[...] TJ`, two bytes a
 * glyph. Glyphs are joined in drawing order; each `Tj`/`TJ` after a text move starts a new run separated by a space.
 */
import { inflateSync } from 'node:zlib';

export interface PdfPage {
  /** Width and height in points (A4 595 x 842, Letter 612 x 792). */
  width: number;
  height: number;
  text: string;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt !== -1 && /^<</.test(body)) {
      dict = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? '0');
      let dataStart = start + streamAt + 'stream'.length;
      if (source[dataStart] === '\r') dataStart++;
      if (source[dataStart] === '\n') dataStart++;
      const raw = pdf.subarray(dataStart, dataStart + length);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    pattern.lastIndex = end;
  }
  return objects;
}

function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const fromHex = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(pair[1]!.toUpperCase(), fromHex(pair[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [lo, hi, dst] = [parseInt(range[1]!, 16), parseInt(range[2]!, 16), parseInt(range[3]!, 16)];
      for (let code = lo; code <= hi; code++) map.set(code.toString(16).toUpperCase().padStart(range[1]!.length, '0'), String.fromCodePoint(dst + code - lo));
    }
  }
  return map;
}

const ref = (dict: string, key: string): number | null => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** The pages of `pdf` in order, with their size and text. */
export function readPdf(pdf: Buffer): PdfPage[] {
  const objects = readObjects(pdf);
  const pagesRoot = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict) && !/\/Parent/.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesRoot?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const cmaps = new Map<number, Map<string, string>>();
  const cmapOfFont = (fontId: number) => {
    if (!cmaps.has(fontId)) {
      const toUnicode = ref(objects.get(fontId)?.dict ?? '', 'ToUnicode');
      const stream = toUnicode === null ? null : objects.get(toUnicode)?.stream;
      cmaps.set(fontId, parseCMap(stream ? stream.toString('latin1') : ''));
    }
    return cmaps.get(fontId)!;
  };
  return kids.map((id) => {
    const page = objects.get(id)!;
    const box = /\/MediaBox \[([^\]]*)\]/.exec(page.dict)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, 0, 0, 0];
    const fonts = new Map<string, number>();
    for (const f of (/\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) fonts.set(f[1]!, Number(f[2]));
    const contentIds = [...(/\/Contents (\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    const content = contentIds.map((c) => objects.get(c)?.stream?.toString('latin1') ?? '').join('\n');
    let cmap = new Map<string, string>();
    const runs: string[] = [];
    const decode = (hex: string) => (hex.match(/.{4}/g) ?? []).map((code) => cmap.get(code.toUpperCase()) ?? '').join('');
    for (const token of content.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]*)> ?Tj|\[((?:[^\]])*)\] ?TJ/g)) {
      if (token[1] !== undefined) cmap = cmapOfFont(fonts.get(token[1]) ?? -1);
      else if (token[2] !== undefined) runs.push(decode(token[2]));
      else runs.push([...token[3]!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => decode(m[1]!)).join(''));
    }
    return { width: Math.round(box[2]! - box[0]!), height: Math.round(box[3]! - box[1]!), text: runs.join(' ').replace(/\s+/g, ' ') };
  });
}
