/**
 * The distribution service's cash registers and cash closings (DOMAIN.md, permission Distribution.Cash): the rules
 * of src/domain/cash-closing.ts and the closing's statechart (src/domain/cash-closing-lifecycle.ts) wired to the
 * generic resource. A closing is numbered CC-000001 per tenant, opened for a register that has no other closing in
 * progress, in the company's currency, with every denomination still to count.
 */
import { Permission as P } from '../../config/permissions';
import { tenantCurrency } from '../../config/tenants';
import {
  cashClosingListSpec,
  cashRegisterListSpec,
  emptyCounts,
  formatClosingNumber,
  validateCashClosing,
  validateCashRegister,
  validateCount,
  validateRejection,
  type CashClosing,
  type CashClosingInput,
  type CashRegister,
  type CashRegisterInput,
} from '../../domain/cash-closing';
import { cashClosingLifecycle, type CashFacts } from '../../domain/cash-closing-lifecycle';
import { defaultPrefixes } from '../../domain/company';
import type { DocumentLifecycle } from '../../domain/document-lifecycle';
import type { Employee } from '../../domain/employee';
import type { FieldErrors } from '../../domain/resource';
import { trimStrings } from '../../domain/fields';
import { bindLifecycle } from './lifecycle-binding';
import { defineResource } from './service';

export const CASH_REGISTERS = 'cash-registers';
export const CASH_CLOSINGS = 'cash-closings';

/** A closing that still holds the register (one closing at a time per register). */
export const inProgress = (closing: Pick<CashClosing, 'status'>): boolean => closing.status !== 'approved';

export const cashRegisters = defineResource<CashRegister, CashRegisterInput>({
  name: CASH_REGISTERS,
  area: 'cash',
  description: 'Cash registers (code unique per tenant, name, location, status); closings refer to them',
  listSpec: cashRegisterListSpec,
  read: [P.DistributionCash],
  write: P.DistributionCash,
  fields: ['code', 'name', 'location', 'status'],
  defaults: () => ({ location: '', status: 'active' }),
  normalize: (input) => {
    const trimmed = trimStrings(input);
    return typeof trimmed.code === 'string' ? { ...trimmed, code: trimmed.code.toUpperCase() } : trimmed;
  },
  validate: (input, { data, id }) =>
    validateCashRegister(input, { codeTaken: (code) => data.collection<CashRegister>(CASH_REGISTERS).all().some((r) => r.code === code && r.id !== id) }),
  referencedBy: (register, { data }) => {
    const count = data.collection<CashClosing>(CASH_CLOSINGS).all().filter((c) => c.registerId === register.id).length;
    return count === 0
      ? null
      : { detail: `${count} cash closing(s) refer to this register: set its status to inactive instead`, references: { [CASH_CLOSINGS]: count }, instead: { status: 'inactive' } };
  },
});

/** The event data the statechart reads, checked first (422 with field codes). */
function eventErrors(event: { type: string } & Record<string, unknown>, closing: CashClosing): FieldErrors {
  if (event.type === 'count') return validateCount(closing.currency, event.counts, event.note);
  if (event.type === 'reject') return validateRejection(event.reason);
  return {};
}

export const cashClosings = defineResource<CashClosing, CashClosingInput>({
  name: CASH_CLOSINGS,
  area: 'cash',
  description:
    'Cash closings `CC-000001` (register, cashier with its `cashierName` written by the service, float, cash and card sales; counts by denomination in minor units); events startCount, count {counts, note}, submit, approve (not by the submitter), reject {reason}',
  listSpec: cashClosingListSpec,
  read: [P.DistributionCash],
  write: P.DistributionCash,
  writeNeeds: ['people'],
  fields: ['registerId', 'cashierId', 'openingFloat', 'cashSales', 'cardSales'],
  assigned: ['number', 'cashierName', 'date', 'currency', 'counts', 'countNote', 'submittedBy', 'approvedBy', 'rejection', 'status'],
  defaults: () => ({ cashSales: 0, cardSales: 0 }),
  // The cashier's name, written with the closing (the employee's; kept when the employee is gone).
  normalize: (input, { data, previous }) => {
    const trimmed = trimStrings(input);
    const employee = typeof trimmed.cashierId === 'string' ? data.collection<Employee>('employees').get(trimmed.cashierId) : undefined;
    return { ...trimmed, cashierName: employee?.name ?? (previous && previous.cashierId === trimmed.cashierId ? previous.cashierName : '') } as CashClosingInput;
  },
  validate: (input, { data, id, previous }) =>
    validateCashClosing(input, {
      register: (registerId) => data.collection<CashRegister>(CASH_REGISTERS).get(registerId),
      employee: (employeeId) => data.collection<Employee>('employees').get(employeeId),
      registerBusy: (registerId) =>
        data
          .collection<CashClosing>(CASH_CLOSINGS)
          .all()
          .some((c) => c.registerId === registerId && c.id !== id && inProgress(c)),
      ...(previous ? { previous } : {}),
    }),
  assign: (_input, { data, tenant, runtime }) => {
    const next = data.sequence(CASH_CLOSINGS) + 1;
    const currency = tenantCurrency(tenant) ?? 'MXN';
    return {
      fields: {
        number: formatClosingNumber(defaultPrefixes['cash-closing'], next),
        date: runtime.context.now().toISOString().slice(0, 10),
        currency,
        counts: emptyCounts(currency),
        countNote: '',
        submittedBy: null,
        approvedBy: null,
        rejection: null,
        status: 'open',
      },
      sequence: next,
    };
  },
  lifecycle: bindLifecycle<CashClosing, CashFacts>({
    lifecycle: cashClosingLifecycle as unknown as DocumentLifecycle<CashClosing, CashFacts>,
    facts: (_record, { caller, runtime }) => ({ user: caller.sub, now: runtime.context.now().toISOString() }),
    validate: (event, record) => eventErrors(event, record),
  }),
});
