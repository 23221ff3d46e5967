/**
 * The product editor's draft and its rules (issue 14), pure: what the user types (numbers as typed text), how a
 * product becomes a draft and a draft the PATCH body, the price computed from the base price and the tax, and the
 * checks run before a save (the same codes a 422 would carry: required, too-long, invalid-number, out-of-range,
 * not-whole).
 */
import { MAX_CODE, MAX_DESCRIPTION, MAX_NAME, type Amount, type Product, type ProductChanges } from './inventory-api';

export const amountFields = ['stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight'] as const;
export type AmountField = (typeof amountFields)[number];
export const textFields = ['name', 'description', 'sku', 'barcode', 'category', 'brand', 'vendor'] as const;
export type TextField = (typeof textFields)[number];
export type DraftField = TextField | AmountField;

export interface ProductDraft extends Record<DraftField, string> {
  tags: string[];
  images: string[];
  thumbnail: string;
  active: boolean;
}

export type DraftErrorCode = 'required' | 'too-long' | 'invalid-number' | 'out-of-range' | 'not-whole';
export type DraftErrors = Partial<Record<DraftField, DraftErrorCode>>;

/** The largest amount the editor accepts (a watch shop's numbers; keeps the arithmetic exact to the cent). */
export const MAX_AMOUNT = 1_000_000_000;

const amountText = (value: Amount): string => (value === '' ? '' : String(value));

export function draftOf(product: Product): ProductDraft {
  const draft = {
    name: product.name,
    description: product.description,
    sku: product.sku,
    barcode: product.barcode,
    category: product.category,
    brand: product.brand,
    vendor: product.vendor,
    tags: [...product.tags],
    images: [...product.images],
    thumbnail: product.thumbnail,
    active: product.active,
  } as ProductDraft;
  for (const field of amountFields) draft[field] = amountText(product[field]);
  return draft;
}

/** A typed amount: '' (blank), a number, or null when it is not a number (`12,5` is read as 12.5). */
export function parseAmount(text: string): Amount | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return '';
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Base price plus its tax, to the cent; '' while either is blank or not a number. */
export function computedPrice(basePrice: string, taxPercent: string): string {
  const base = parseAmount(basePrice);
  const tax = parseAmount(taxPercent);
  if (base === null || tax === null || base === '' || tax === '') return '';
  return String(round2(base * (1 + tax / 100)));
}

/** A field typed: a change of the base price or the tax computes the price again; the price itself stays editable. */
export function withField(draft: ProductDraft, field: DraftField, value: string): ProductDraft {
  const next = { ...draft, [field]: value };
  if (field === 'basePrice' || field === 'taxPercent') {
    const price = computedPrice(next.basePrice, next.taxPercent);
    if (price !== '') next.price = price;
  }
  return next;
}

export function validateDraft(draft: ProductDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.name.trim() === '') errors.name = 'required';
  else if (draft.name.length > MAX_NAME) errors.name = 'too-long';
  if (draft.description.length > MAX_DESCRIPTION) errors.description = 'too-long';
  if (draft.sku.length > MAX_CODE) errors.sku = 'too-long';
  if (draft.barcode.length > MAX_CODE) errors.barcode = 'too-long';
  for (const field of amountFields) {
    const value = parseAmount(draft[field]);
    if (value === null) errors[field] = 'invalid-number';
    else if (value !== '' && value > MAX_AMOUNT) errors[field] = 'out-of-range';
    else if ((field === 'stock' || field === 'reserved') && value !== '' && !Number.isInteger(value)) errors[field] = 'not-whole';
  }
  const tax = parseAmount(draft.taxPercent);
  if (errors.taxPercent === undefined && typeof tax === 'number' && tax > 100) errors.taxPercent = 'out-of-range';
  const stock = parseAmount(draft.stock);
  const reserved = parseAmount(draft.reserved);
  if (errors.reserved === undefined && typeof reserved === 'number' && typeof stock === 'number' && reserved > stock) errors.reserved = 'out-of-range';
  return errors;
}

export const hasErrors = (errors: DraftErrors): boolean => Object.keys(errors).length > 0;

/** The PATCH body of a valid draft: every field the editor shows (the server merges them). */
export function changesOf(draft: ProductDraft): ProductChanges {
  const changes: ProductChanges = {
    name: draft.name.trim(),
    description: draft.description,
    sku: draft.sku.trim(),
    barcode: draft.barcode.trim(),
    category: draft.category,
    brand: draft.brand,
    vendor: draft.vendor,
    tags: [...draft.tags],
    images: [...draft.images],
    thumbnail: draft.thumbnail,
    active: draft.active,
  };
  for (const field of amountFields) {
    const value = parseAmount(draft[field]);
    changes[field] = value === null ? '' : value;
  }
  return changes;
}

/** Whether the draft says something else than the product (the Save button and the leave warning). */
export function isDirty(draft: ProductDraft, product: Product): boolean {
  return JSON.stringify(changesOf(draft)) !== JSON.stringify(changesOf(draftOf(product)));
}
