/**
 * What a printed document shows, whatever its type (issue 10 point 3): its number, date and status, its parties, a few
 * facts, a table of lines and the totals. Each type's source (`<type>-print.ts`) maps its section's parsed document to
 * this, so one print layout serves every type. Labels are codes the view translates (machines hold no texts); values
 * are typed (money in minor units of the company currency, quantities as decimal strings, days `YYYY-MM-DD`) and are
 * formatted by the view in the user's locale. Pure: no React, no XState.
 */
import type { DocumentType } from '../../domain/document-template';
import type { RuntimeConfig } from '../../config/runtime-config';

export type PrintValue =
  | { kind: 'text'; text: string }
  | { kind: 'money'; minor: number }
  | { kind: 'quantity'; value: string }
  | { kind: 'percent'; value: string }
  | { kind: 'date'; day: string }
  | { kind: 'dateTime'; at: string }
  /** A status of the document's lifecycle (kebab-case), translated by the view. */
  | { kind: 'status'; status: string };

/** Who a party is to the document (the view's label). */
export type PartyRole = 'customer' | 'supplier' | 'requester' | 'driver' | 'cashier' | 'deliverTo' | 'warehouse' | 'installAt';

export interface PrintParty {
  role: PartyRole;
  name: string;
  /** Tax id, address lines, contact: plain text, one per line. */
  details: string[];
}

/** The facts a document may show beside its parties (the view's labels). */
export type FactKey =
  | 'date'
  | 'status'
  | 'warehouse'
  | 'department'
  | 'neededBy'
  | 'expectedDate'
  | 'validUntil'
  | 'requisition'
  | 'quotation'
  | 'purchaseOrder'
  | 'salesOrder'
  | 'scheduledFor'
  | 'receivedBy'
  | 'deliveredAt'
  | 'register'
  | 'openedAt'
  | 'closedAt'
  | 'plan'
  | 'startDate'
  | 'endDate'
  | 'term'
  | 'billingDay'
  | 'monthlyFee'
  | 'paymentTerms'
  | 'reason';

/** The columns a lines table may have (the view's headers); amounts align right. */
export type ColumnKey =
  | 'sku'
  | 'item'
  | 'note'
  | 'quantity'
  | 'delivered'
  | 'received'
  | 'unitPrice'
  | 'discount'
  | 'tax'
  | 'amount'
  | 'denomination'
  | 'count'
  | 'termStart'
  | 'termEnd'
  | 'months';

export type TotalKey = 'subtotal' | 'discount' | 'tax' | 'total' | 'openingFloat' | 'cashSales' | 'cardSales' | 'expected' | 'counted' | 'difference' | 'monthlyFee';

export interface PrintTotal {
  key: TotalKey;
  minor: number;
  /** The tax rate of a `tax` row (percent as a decimal string). @default undefined */
  rate?: string;
  /** The grand total of the document (emphasised). @default false */
  grand?: boolean;
}

export interface PrintModel {
  type: DocumentType;
  /** `PED-000123`. */
  number: string;
  /** The document's lifecycle status (kebab-case). */
  status: string;
  parties: PrintParty[];
  facts: Array<{ key: FactKey; value: PrintValue }>;
  columns: ColumnKey[];
  /** What the table's rows are (its caption): lines of goods, or a contract's terms. @default 'lines' */
  rowsAre?: 'lines' | 'terms';
  rows: Array<Partial<Record<ColumnKey, PrintValue>>>;
  totals: PrintTotal[];
  /** Plain text, may hold line breaks. */
  notes: string;
}

/** A printable type's source: how to read one document of it and where its page is. */
export interface PrintSource {
  /** Reads the document (its section's endpoint and parser) and maps it; rejects with the request layer's ApiError. */
  load: (config: RuntimeConfig, id: string, signal: AbortSignal) => Promise<PrintModel>;
  /** The document's own page (the print toolbar's Back). */
  detailPath: (id: string) => string;
}

export const text = (value: string | null | undefined): PrintValue => ({ kind: 'text', text: value ?? '' });
export const money = (minor: number): PrintValue => ({ kind: 'money', minor });
export const quantity = (value: string): PrintValue => ({ kind: 'quantity', value });
export const percent = (value: string | number): PrintValue => ({ kind: 'percent', value: String(value) });
export const day = (value: string): PrintValue => ({ kind: 'date', day: value });
export const instant = (value: string): PrintValue => ({ kind: 'dateTime', at: value });
export const status = (value: string): PrintValue => ({ kind: 'status', status: value });
