/**
 * The distribution service's cash closings and registers: the endpoints and the checks of every answer (a malformed
 * record is refused as a whole, never half shown). The print page imports `cashClosingsEndpoint` and
 * `parseCashClosing` from here (document type `cash-closing`).
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import {
  cashClosingStatuses,
  cashRegisterStatuses,
  denominations,
  MAX_PIECES,
  type CashClosing,
  type CashCounts,
  type CashRegister,
  type CashRejection,
} from '../../../domain/cash-closing';
import { listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { count, id, isoTime, oneOf, record, text, type Fields } from '../../effects/shape';

const currencies = ['MXN', 'USD'] as const;
const day = /^\d{4}-\d{2}-\d{2}$/;

function parseCounts(raw: unknown, currency: 'MXN' | 'USD', name: string): CashCounts {
  const r = record(raw, name);
  const counts: CashCounts = {};
  for (const d of denominations[currency]) {
    const pieces = r[d.id];
    if (pieces === null || pieces === undefined) counts[d.id] = null;
    else if (typeof pieces === 'number' && Number.isInteger(pieces) && pieces >= 0 && pieces <= MAX_PIECES) counts[d.id] = pieces;
    else throw new TypeError(`${name}.${d.id} must be a count of pieces or null`);
  }
  return counts;
}

const nullableText = (r: Fields, key: string, name: string): string | null => (r[key] === null || r[key] === undefined ? null : text(r, key, name));

function parseRejection(raw: unknown, name: string): CashRejection | null {
  if (raw === null || raw === undefined) return null;
  const r = record(raw, name);
  return { reason: text(r, 'reason', name), by: text(r, 'by', name), at: isoTime(r, 'at', name) };
}

export function parseCashClosing(raw: unknown): CashClosing {
  const name = 'cashClosing';
  const r = record(raw, name);
  const currency = oneOf(r, 'currency', currencies, name);
  const date = text(r, 'date', name);
  if (!day.test(date)) throw new TypeError(`${name}.date must be a day YYYY-MM-DD`);
  return {
    ...parseAudited(r, name),
    number: text(r, 'number', name),
    date,
    currency,
    registerId: id(r, 'registerId', name),
    cashierId: text(r, 'cashierId', name),
    // Written by the service (a closing stored before it carried one has none: the page then names it from the employees).
    cashierName: r.cashierName === undefined ? '' : text(r, 'cashierName', name),
    openingFloat: count(r, 'openingFloat', name),
    cashSales: count(r, 'cashSales', name),
    cardSales: count(r, 'cardSales', name),
    counts: parseCounts(r.counts, currency, `${name}.counts`),
    countNote: text(r, 'countNote', name),
    submittedBy: nullableText(r, 'submittedBy', name),
    approvedBy: nullableText(r, 'approvedBy', name),
    rejection: parseRejection(r.rejection, `${name}.rejection`),
    status: oneOf(r, 'status', cashClosingStatuses, name),
  };
}

export function parseCashRegister(raw: unknown): CashRegister {
  const name = 'cashRegister';
  const r = record(raw, name);
  return {
    ...parseAudited(r, name),
    code: text(r, 'code', name),
    name: text(r, 'name', name),
    location: text(r, 'location', name),
    status: oneOf(r, 'status', cashRegisterStatuses, name),
  };
}

export const cashClosingsEndpoint: ResourceEndpoint<CashClosing> = { service: 'distribution', resource: 'cash-closings', parse: parseCashClosing };
export const cashRegistersEndpoint: ResourceEndpoint<CashRegister> = { service: 'distribution', resource: 'cash-registers', parse: parseCashRegister };

/** Every register of the tenant (a handful): names for the list, the filter and the picker. */
export async function fetchCashRegisters(config: RuntimeConfig, signal?: AbortSignal): Promise<CashRegister[]> {
  return (await listResource(config, cashRegistersEndpoint, { sort: 'code', pageSize: 500 }, signal)).items;
}
