/**
 * Document templates (DOMAIN.md "Entities", "Printable documents"): per printable document type, a header and a
 * footer as sanitized HTML (the `document` profile of html-policy.ts), a logo (a checked image data URL), the paper
 * size and a status. At most one active template per document type and tenant: the one documents print with.
 * Pure: the sanitizer is handed in, so the form and the service apply the same policy with the same code.
 */
import { checkOneOf, checkText, collectErrors, isPlainObject } from './fields';
import { validateOptionalImage } from './image';
import type { ListSpec } from './list-query';
import { percentOf, timesQuantity } from './money';
import type { Audited, FieldErrors } from './resource';

/** The printable documents (DOMAIN.md "Printable documents"), in menu order. */
export const documentTypes = ['sales-order', 'requisition', 'quotation', 'purchase-order', 'delivery-note', 'cash-closing', 'contract'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const paperSizes = ['A4', 'Letter'] as const;
export type PaperSize = (typeof paperSizes)[number];

export const templateStatuses = ['active', 'inactive'] as const;
export type TemplateStatus = (typeof templateStatuses)[number];

export interface DocumentTemplateInput {
  documentType: DocumentType;
  /** At most 120 characters. */
  name: string;
  /** Sanitized HTML, at most 20,000 characters; may be empty. */
  header: string;
  /** Sanitized HTML, at most 20,000 characters; may be empty. */
  footer: string;
  /** A `data:` URL of a PNG, JPEG or WebP image of at most 256 KB, or null. */
  logo: string | null;
  paper: PaperSize;
  status: TemplateStatus;
}

export type DocumentTemplate = Audited & DocumentTemplateInput;

export const documentTemplateLimits = { name: 120, html: 20_000 } as const;

/** Page proportions in millimetres (A4 210 x 297; Letter 8.5 x 11 in). */
export const paperDimensions: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
};

/** Sanitizes template HTML with the product's one policy (`document` profile); handed in by the caller. */
export type SanitizeTemplateHtml = (html: string) => string;

/** Trims the name and runs header and footer through the sanitizer: what is stored is what any view shows. */
export function normalizeDocumentTemplateInput(input: DocumentTemplateInput, sanitize: SanitizeTemplateHtml): DocumentTemplateInput {
  if (!isPlainObject(input)) return input;
  const raw = input as unknown as Record<string, unknown>;
  return {
    ...input,
    ...(typeof raw.name === 'string' ? { name: raw.name.trim() } : {}),
    ...(typeof raw.header === 'string' ? { header: sanitize(raw.header) } : {}),
    ...(typeof raw.footer === 'string' ? { footer: sanitize(raw.footer) } : {}),
  };
}

export interface DocumentTemplateRules {
  /** Whether another ACTIVE template of the tenant has this document type. */
  activeTaken?: (documentType: DocumentType) => boolean;
}

function checkHtml(c: ReturnType<typeof collectErrors>, path: string, value: unknown): void {
  if (value === undefined || value === null) return c.add(path, 'required');
  if (typeof value !== 'string') return c.add(path, 'invalid-format');
  if (value.length > documentTemplateLimits.html) c.add(path, 'too-long');
}

/** Field codes of a template (after normalizing): `required`, `too-long`, `invalid-format`, `invalid-image`, `image-too-large`, `not-unique`. */
export function validateDocumentTemplate(input: DocumentTemplateInput, rules: DocumentTemplateRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = (isPlainObject(input) ? input : {}) as Record<string, unknown>;
  checkOneOf(c, 'documentType', raw.documentType, documentTypes);
  checkText(c, 'name', raw.name, { max: documentTemplateLimits.name });
  checkHtml(c, 'header', raw.header);
  checkHtml(c, 'footer', raw.footer);
  for (const code of validateOptionalImage(raw.logo)) c.add('logo', code);
  checkOneOf(c, 'paper', raw.paper, paperSizes);
  checkOneOf(c, 'status', raw.status, templateStatuses);
  if (!c.has('documentType') && raw.status === 'active' && rules.activeTaken?.(raw.documentType as DocumentType)) c.add('documentType', 'not-unique');
  return c.errors;
}

export const documentTemplateListSpec: ListSpec<DocumentTemplate> = {
  searchFields: ['name', 'documentType'],
  sortFields: ['documentType', 'name', 'paper', 'status', 'createdAt', 'updatedAt'],
  filters: {
    documentType: { type: 'enum', values: documentTypes },
    paper: { type: 'enum', values: paperSizes },
    status: { type: 'enum', values: templateStatuses },
  },
  defaultSort: 'documentType',
  // The types in the order the work goes (sales order first), not by their keys.
  sortOrders: { documentType: documentTypes },
};

/** One line of the preview's sample document. */
export interface SampleLine {
  /** A key of the view's texts (the product name is translated there). */
  item: 'router' | 'modem' | 'installation' | 'plan';
  quantity: string;
  /** Minor units of the company currency. */
  unitPrice: number;
  amount: number;
}

export interface SampleDocument {
  lines: SampleLine[];
  subtotal: number;
  tax: number;
  total: number;
}

const sampleItems: readonly Omit<SampleLine, 'amount'>[] = [
  { item: 'router', quantity: '2', unitPrice: 1_249_00 },
  { item: 'modem', quantity: '1', unitPrice: 899_50 },
  { item: 'installation', quantity: '1', unitPrice: 450_00 },
  { item: 'plan', quantity: '3', unitPrice: 599_00 },
];

/** The preview's sample lines and totals, the tax at the company's rate (a percent decimal string, `'16'`). */
export function sampleDocument(taxRate: string): SampleDocument {
  const lines = sampleItems.map((line) => ({ ...line, amount: timesQuantity(line.unitPrice, line.quantity) }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = percentOf(subtotal, taxRate);
  return { lines, subtotal, tax, total: subtotal + tax };
}
