/**
 * Just enough of a PDF reader for the print tests (no PDF library in the project, no poppler on CI): the pages of a
 * PDF that Chromium (Skia) wrote, each with its media box and its text. Skia writes plain object dictionaries, Flate
 * content streams and fonts with a ToUnicode CMap (Type0 fonts two bytes a glyph, simple TrueType fonts one); text is
 * shown with `<hex> Tj` and `[...] TJ`. The glyphs of one text object (BT ... ET) make one run; runs are joined by a space.
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
  const pagesRoot = [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o.dict) && !/\/Parent/.test(o.dict));
  const kids = [...(/\/Kids\s*\[([^\]]*)\]/.exec(pagesRoot?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const fonts = new Map<number, { cmap: Map<string, string>; width: number }>();
  const fontOf = (fontId: number) => {
    if (!fonts.has(fontId)) {
      const dict = objects.get(fontId)?.dict ?? '';
      const toUnicode = ref(dict, 'ToUnicode');
      const stream = toUnicode === null ? null : objects.get(toUnicode)?.stream;
      // Type0 (CID) fonts show two bytes a glyph, simple TrueType fonts one.
      fonts.set(fontId, { cmap: parseCMap(stream ? stream.toString('latin1') : ''), width: /\/Subtype\s*\/Type0/.test(dict) ? 4 : 2 });
    }
    return fonts.get(fontId)!;
  };
  return kids.map((id) => {
    const page = objects.get(id)!;
    const box = /\/MediaBox\s*\[([^\]]*)\]/.exec(page.dict)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, 0, 0, 0];
    const pageFonts = new Map<string, number>();
    for (const f of (/\/Font\s*<<([^>]*)>>/.exec(page.dict)?.[1] ?? '').matchAll(/\/(\w+)\s+(\d+) 0 R/g)) pageFonts.set(f[1]!, Number(f[2]));
    const contentIds = [...(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    const content = contentIds.map((c) => objects.get(c)?.stream?.toString('latin1') ?? '').join('\n');
    let font = { cmap: new Map<string, string>(), width: 4 };
    const decode = (hex: string) => (hex.match(new RegExp(`.{${font.width}}`, 'g')) ?? []).map((code) => font.cmap.get(code.toUpperCase()) ?? '').join('');
    // Glyphs of one text object (BT ... ET) are one run; runs are separated by a space.
    const runs: string[] = [];
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let run = '';
      for (const token of block[1]!.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ/g)) {
        if (token[1] !== undefined) font = fontOf(pageFonts.get(token[1]) ?? -1);
        else if (token[2] !== undefined) run += decode(token[2]);
        else run += [...token[3]!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => decode(m[1]!)).join('');
      }
      runs.push(run);
    }
    return { width: Math.round(box[2]! - box[0]!), height: Math.round(box[3]! - box[1]!), text: runs.join(' ').replace(/\s+/g, ' ') };
  });
}
