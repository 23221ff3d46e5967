// @vitest-environment node
/** The document template rules (src/domain/document-template.ts), with the sanitizer handed in. */
import { describe, expect, it } from 'vitest';
import {
  documentTypes,
  normalizeDocumentTemplateInput,
  paperDimensions,
  sampleDocument,
  validateDocumentTemplate,
  type DocumentTemplateInput,
} from '../../src/domain/document-template';
import { toImageDataUrl } from '../../src/domain/image';

const valid: DocumentTemplateInput = { documentType: 'sales-order', name: 'Orden', header: '<p>h</p>', footer: '', logo: null, paper: 'A4', status: 'active' };
const png = () => {
  const bytes = new Uint8Array(16);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return toImageDataUrl(bytes, 'image/png');
};

describe('normalizeDocumentTemplateInput', () => {
  it('trims the name and runs header and footer (only) through the sanitizer it is given', () => {
    const seen: string[] = [];
    const out = normalizeDocumentTemplateInput({ ...valid, name: '  Orden  ', header: '<b>x</b>', footer: '<i>y</i>' }, (html) => (seen.push(html), html.toUpperCase()));
    expect(out).toMatchObject({ name: 'Orden', header: '<B>X</B>', footer: '<I>Y</I>', paper: 'A4' });
    expect(seen).toEqual(['<b>x</b>', '<i>y</i>']);
  });

  it('leaves values of the wrong type for validation to report', () => {
    const out = normalizeDocumentTemplateInput({ ...valid, header: 5 } as unknown as DocumentTemplateInput, () => 'never');
    expect(validateDocumentTemplate(out)).toEqual({ header: ['invalid-format'] });
  });
});

describe('validateDocumentTemplate', () => {
  it('accepts a complete template of every printable type, with or without a logo', () => {
    for (const documentType of documentTypes) expect(validateDocumentTemplate({ ...valid, documentType, logo: png() })).toEqual({});
    expect(validateDocumentTemplate({ ...valid, paper: 'Letter', status: 'inactive' })).toEqual({});
  });

  it('gives a code per field', () => {
    const bad = { documentType: 'invoice', name: '', header: 'x'.repeat(20_001), footer: null, logo: 'https://cdn.example/logo.png', paper: 'A5', status: 'draft' };
    expect(validateDocumentTemplate(bad as unknown as DocumentTemplateInput)).toEqual({
      documentType: ['invalid-format'],
      name: ['required'],
      header: ['too-long'],
      footer: ['required'],
      logo: ['invalid-image'],
      paper: ['invalid-format'],
      status: ['invalid-format'],
    });
    expect(validateDocumentTemplate({ ...valid, name: 'n'.repeat(121) })).toEqual({ name: ['too-long'] });
    expect(validateDocumentTemplate({ ...valid, name: 'n'.repeat(120), header: 'x'.repeat(20_000) })).toEqual({});
  });

  it('one active template per type: not-unique on documentType only when this one is active', () => {
    const taken = { activeTaken: (type: string) => type === 'sales-order' };
    expect(validateDocumentTemplate(valid, taken)).toEqual({ documentType: ['not-unique'] });
    expect(validateDocumentTemplate({ ...valid, status: 'inactive' }, taken)).toEqual({});
    expect(validateDocumentTemplate({ ...valid, documentType: 'contract' }, taken)).toEqual({});
  });
});

describe('preview helpers', () => {
  it('sample totals add up, with the tax at the company rate', () => {
    const doc = sampleDocument('16');
    expect(doc.subtotal).toBe(doc.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(doc.lines[0]!.amount).toBe(2 * 124_900);
    expect(doc.tax).toBe(Math.round(doc.subtotal * 0.16));
    expect(doc.total).toBe(doc.subtotal + doc.tax);
    expect(sampleDocument('0').tax).toBe(0);
  });

  it('paper proportions: A4 210 x 297 mm, Letter 8.5 x 11 in', () => {
    expect(paperDimensions.A4.height / paperDimensions.A4.width).toBeCloseTo(297 / 210);
    expect(paperDimensions.Letter.height / paperDimensions.Letter.width).toBeCloseTo(11 / 8.5);
  });
});
