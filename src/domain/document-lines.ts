/**
 * Lines and totals of a priced document (sales order, quotation, purchase order), in integer minor units of the
 * company currency (DOMAIN.md). One rule for the line editor, the print page, the dashboard and the services:
 * - a line's gross is unit price × quantity, rounded to a minor unit;
 * - its discount is gross × discount %, rounded; its net is gross − discount;
 * - its tax is net × its tax rate %, rounded per line; its total is net + tax;
 * - the document's figures are the sums of its lines' figures, so the lines always add up to the total.
 * Rounding is half away from zero (money.ts). Pure.
 */
import { compareDecimal, isDecimal } from './decimal';
import { isMinorUnits, percentOf, timesQuantity } from './money';
import type { FieldErrors } from './resource';

export interface PricedLine {
  productId: string;
  /** Decimal string, up to 4 places, > 0. */
  quantity: string;
  /** Minor units per unit, before discount and tax. */
  unitPrice: number;
  /** Percent decimal string, 0 to 100. */
  discount: string;
  /** Percent decimal string, 0 to 100 (the product's rate by default). */
  taxRate: string;
}

export interface LineFigures {
  gross: number;
  discount: number;
  net: number;
  tax: number;
  total: number;
}

export interface DocumentTotals extends LineFigures {
  /** Tax by rate (`'16'` -> minor units), for the tax summary of a printed document. */
  taxByRate: Record<string, number>;
}

export function lineFigures(line: Pick<PricedLine, 'quantity' | 'unitPrice' | 'discount' | 'taxRate'>): LineFigures {
  const gross = timesQuantity(line.unitPrice, line.quantity);
  const discount = percentOf(gross, line.discount);
  const net = gross - discount;
  const tax = percentOf(net, line.taxRate);
  return { gross, discount, net, tax, total: net + tax };
}

export function documentTotals(lines: readonly Pick<PricedLine, 'quantity' | 'unitPrice' | 'discount' | 'taxRate'>[]): DocumentTotals {
  const totals: DocumentTotals = { gross: 0, discount: 0, net: 0, tax: 0, total: 0, taxByRate: {} };
  for (const line of lines) {
    const f = lineFigures(line);
    totals.gross += f.gross;
    totals.discount += f.discount;
    totals.net += f.net;
    totals.tax += f.tax;
    totals.total += f.total;
    totals.taxByRate[line.taxRate] = (totals.taxByRate[line.taxRate] ?? 0) + f.tax;
  }
  return totals;
}

/** The most lines a document holds (a printed order of 500 lines is already 15 pages). */
export const MAX_LINES = 500;

const isPercent = (value: unknown): value is string => isDecimal(value, { min: '0', max: '100', places: 4 });

/**
 * Field errors of priced lines (`lines` itself, `lines.2.quantity`…): at least one line, a product on each, a
 * positive quantity, a price and percents in range, and no total beyond what money may hold.
 */
export function validatePricedLines(lines: unknown, { requirePrice = true }: { requirePrice?: boolean } = {}): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(lines) || lines.length === 0) return { lines: ['required'] };
  if (lines.length > MAX_LINES) return { lines: ['out-of-range'] };
  lines.forEach((raw: unknown, i) => {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof line.productId !== 'string' || line.productId === '') errors[`lines.${i}.productId`] = ['required'];
    if (!isDecimal(line.quantity, { min: '0', exclusiveMin: true, max: '1000000' })) {
      errors[`lines.${i}.quantity`] = [typeof line.quantity === 'string' && line.quantity.trim() === '' ? 'required' : 'out-of-range'];
    }
    if (requirePrice && !isMinorUnits(line.unitPrice)) errors[`lines.${i}.unitPrice`] = ['out-of-range'];
    if (!isPercent(line.discount)) errors[`lines.${i}.discount`] = ['out-of-range'];
    if (!isPercent(line.taxRate)) errors[`lines.${i}.taxRate`] = ['out-of-range'];
  });
  if (Object.keys(errors).length === 0 && requirePrice && !isMinorUnits(documentTotals(lines as PricedLine[]).total)) errors.lines = ['out-of-range'];
  return errors;
}

/** Whether `a` is at most `b` (decimal strings): a receipt or delivery never passes what was ordered. */
export const notMoreThan = (a: string, b: string): boolean => compareDecimal(a, b) <= 0;
