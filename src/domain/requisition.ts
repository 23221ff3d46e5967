/**
 * Purchase requisitions (DOMAIN.md "Entities"): who asks for what, for which department, by when, and into which
 * warehouse the goods should come (`warehouseId`, an addition: the purchase order made from the accepted quotation
 * receives there). Lines have no prices: the quotations bring them. The record, what a client writes, the rules and
 * the list spec. Pure: the ordering service and the requisition form run the same code.
 */
import { checkText, collectErrors, isPlainObject, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import { checkDay, checkQuantity, checkReference } from './purchasing';
import type { Audited, FieldErrors } from './resource';
import { MAX_LINES } from './document-lines';

export const requisitionStatuses = ['draft', 'submitted', 'approved', 'rejected', 'quoting', 'ordered', 'cancelled'] as const;
export type RequisitionStatus = (typeof requisitionStatuses)[number];

export interface RequisitionLine {
  productId: string;
  /** The product's SKU and name when the line was written (the service fills them from the catalog). */
  sku: string;
  name: string;
  /** Decimal string, up to 4 places, > 0. */
  quantity: string;
  /** '' when none. */
  note: string;
}

export interface RequisitionInput {
  /** The employee asking. */
  requesterId: string;
  departmentId: string;
  /** `YYYY-MM-DD`. */
  neededBy: string;
  /** Where the goods should be received. */
  warehouseId: string;
  lines: RequisitionLine[];
  notes: string;
}

export type Requisition = Audited &
  RequisitionInput & {
    /** `REQ-000001`, numbered per tenant on create. */
    number: string;
    /** The day it was written, `YYYY-MM-DD` in the company's time zone. */
    date: string;
    status: RequisitionStatus;
    /** The suppliers asked for a quotation (set by `request-quotes`). */
    supplierIds: string[];
    /** The purchase order made from the accepted quotation (set by `order`), else null. */
    purchaseOrderId: string | null;
  };

export const requisitionLimits = { note: 200, notes: 1000, suppliers: 10 } as const;

export const emptyRequisitionInput = (): RequisitionInput => ({
  requesterId: '',
  departmentId: '',
  neededBy: '',
  warehouseId: '',
  lines: [{ productId: '', sku: '', name: '', quantity: '1', note: '' }],
  notes: '',
});

export const normalizeRequisitionInput = (input: RequisitionInput): RequisitionInput => trimStrings(input);

export interface RequisitionRules {
  employee?: (id: string) => { active: boolean } | undefined;
  department?: (id: string) => { active: boolean } | undefined;
  warehouse?: (id: string) => { active: boolean } | undefined;
  product?: (id: string) => { active: boolean } | undefined;
  /** The stored requisition on update: an inactive reference it already has may stay. */
  previous?: Pick<RequisitionInput, 'requesterId' | 'departmentId' | 'warehouseId' | 'lines'>;
}

/** Field errors of a requisition (empty when valid). Expects `normalizeRequisitionInput` to have run. */
export function validateRequisition(input: RequisitionInput, rules: RequisitionRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkReference(c, 'requesterId', raw.requesterId, rules.employee, rules.previous?.requesterId);
  checkReference(c, 'departmentId', raw.departmentId, rules.department, rules.previous?.departmentId);
  checkReference(c, 'warehouseId', raw.warehouseId, rules.warehouse, rules.previous?.warehouseId);
  checkDay(c, 'neededBy', raw.neededBy);
  checkText(c, 'notes', raw.notes, { required: false, max: requisitionLimits.notes });
  const lines = raw.lines;
  if (!Array.isArray(lines) || lines.length === 0) c.add('lines', 'required');
  else if (lines.length > MAX_LINES) c.add('lines', 'out-of-range');
  else {
    const had = new Set(rules.previous?.lines.map((l) => l.productId) ?? []);
    lines.forEach((line: unknown, i) => {
      const l = isPlainObject(line) ? line : {};
      checkReference(c, `lines.${i}.productId`, l.productId, rules.product, typeof l.productId === 'string' && had.has(l.productId) ? l.productId : null);
      checkQuantity(c, `lines.${i}.quantity`, l.quantity);
      checkText(c, `lines.${i}.note`, l.note, { required: false, max: requisitionLimits.note });
    });
    const seen = new Set<string>();
    lines.forEach((line: unknown, i) => {
      const id = isPlainObject(line) ? line.productId : undefined;
      if (typeof id !== 'string' || id === '') return;
      if (seen.has(id)) c.add(`lines.${i}.productId`, 'duplicate');
      seen.add(id);
    });
  }
  return c.errors;
}

/** The suppliers of a `request-quotes` event: 1 to 10, distinct, each known and active. */
export function validateSupplierChoice(supplierIds: unknown, supplier?: (id: string) => { active: boolean } | undefined): FieldErrors {
  const c = collectErrors();
  if (!Array.isArray(supplierIds) || supplierIds.length === 0) c.add('supplierIds', 'required');
  else if (supplierIds.length > requisitionLimits.suppliers) c.add('supplierIds', 'out-of-range');
  else {
    supplierIds.forEach((id: unknown, i) => checkReference(c, `supplierIds.${i}`, id, supplier));
    if (new Set(supplierIds).size !== supplierIds.length) c.add('supplierIds', 'duplicate');
  }
  return c.errors;
}

export const requisitionListSpec: ListSpec<Requisition> = {
  searchFields: ['number', 'notes'],
  sortFields: ['number', 'date', 'neededBy', 'status', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: requisitionStatuses },
    requesterId: { type: 'reference' },
    departmentId: { type: 'reference' },
    warehouseId: { type: 'reference' },
    supplierId: { type: 'reference', matches: (r, value) => r.supplierIds.includes(String(value)) },
    date: { type: 'date-range' },
  },
  defaultSort: '-number',
};
