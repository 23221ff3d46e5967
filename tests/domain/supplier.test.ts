// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { rfcCheckDigit } from '../../src/domain/rfc';
import {
  emptySupplierBankAccount,
  formatSupplierCode,
  normalizeSupplierInput,
  primaryBankAccount,
  validateSupplier,
  withoutBankAccount,
  withPrimaryBankAccount,
  type SupplierBankAccount,
  type SupplierInput,
} from '../../src/domain/supplier';

const clabe = (first17: string) => `${first17}${clabeCheckDigit(first17)}`;
const banks: Record<string, { code: string; status: 'active' | 'inactive' }> = { bbva: { code: '012', status: 'active' }, old: { code: '099', status: 'inactive' } };
const account = (overrides: Partial<SupplierBankAccount> = {}): SupplierBankAccount => ({
  bankId: 'bbva', scheme: 'clabe', accountNumber: clabe('01218000118359719'), routingNumber: '', primary: true, ...overrides,
});
const supplier = (overrides: Partial<SupplierInput> = {}): SupplierInput => ({
  name: 'Distribuidora del Bajío S.A. de C.V.',
  taxId: `DBA120101AB${rfcCheckDigit('DBA120101AB')}`,
  contactName: 'Lucía Ávila',
  email: 'compras@bajio.mx',
  phone: '+52 442 123 4567',
  paymentTermsDays: 30,
  status: 'active',
  bankAccounts: [account()],
  ...overrides,
});
const rules = { country: 'MX' as const, bank: (id: string) => banks[id] };

describe('suppliers', () => {
  it('a valid Mexican supplier has no errors; codes are PRV-0001', () => {
    expect(validateSupplier(supplier(), rules)).toEqual({});
    expect(formatSupplierCode(1)).toBe('PRV-0001');
    expect(formatSupplierCode(12345)).toBe('PRV-12345');
  });

  it('gives a code per field: tax id by country, email, phone, terms', () => {
    expect(validateSupplier(supplier({ name: '', taxId: 'XYZ', email: 'no', phone: 'abc', paymentTermsDays: 400 }), rules)).toEqual({
      name: ['required'],
      taxId: ['invalid-rfc'],
      email: ['invalid-email'],
      phone: ['invalid-phone'],
      paymentTermsDays: ['out-of-range'],
    });
    expect(validateSupplier(supplier({ taxId: '84-1234567', bankAccounts: [] }), { country: 'US' })).toEqual({});
    expect(validateSupplier(supplier({ taxId: '00-1234567', bankAccounts: [] }), { country: 'US' })).toEqual({ taxId: ['invalid-tax-id'] });
  });

  it("each account's bank and number are checked under its own path", () => {
    const bad = clabe('01218000118359719').slice(0, 17) + '0';
    const errors = validateSupplier(
      supplier({ bankAccounts: [account(), account({ primary: false, accountNumber: bad === clabe('01218000118359719') ? '1' : bad }), account({ primary: false, bankId: 'nope' })] }),
      rules,
    );
    expect(errors).toEqual({ 'bankAccounts.1.accountNumber': ['invalid-clabe'], 'bankAccounts.2.bankId': ['unknown-reference'], 'bankAccounts.2.accountNumber': ['duplicate'] });
  });

  it('exactly one primary account; an inactive bank only when the supplier already had it', () => {
    expect(validateSupplier(supplier({ bankAccounts: [account({ primary: false })] }), rules)).toEqual({ bankAccounts: ['one-primary'] });
    const two = [account(), account({ accountNumber: clabe('01218000118359720') })];
    expect(validateSupplier(supplier({ bankAccounts: two }), rules)).toEqual({ bankAccounts: ['one-primary'] });
    const atOld = [account({ bankId: 'old', accountNumber: clabe('09918000118359719') })];
    expect(validateSupplier(supplier({ bankAccounts: atOld }), rules)).toEqual({ 'bankAccounts.0.bankId': ['inactive-reference'] });
    expect(validateSupplier(supplier({ bankAccounts: atOld }), { ...rules, previous: { bankAccounts: atOld } })).toEqual({});
  });

  it('the form helpers keep one primary: removing the primary makes the first left primary', () => {
    const list = [account(), account({ primary: false, accountNumber: '2' }), account({ primary: false, accountNumber: '3' })];
    expect(withoutBankAccount(list, 0).map((a) => a.primary)).toEqual([true, false]);
    expect(withoutBankAccount(list, 2).map((a) => a.primary)).toEqual([true, false]);
    expect(withPrimaryBankAccount(list, 2).map((a) => a.primary)).toEqual([false, false, true]);
    expect(primaryBankAccount({ bankAccounts: withPrimaryBankAccount(list, 1) })?.accountNumber).toBe('2');
    expect(emptySupplierBankAccount('US', false)).toMatchObject({ scheme: 'aba', primary: false });
    expect(emptySupplierBankAccount('MX', true)).toMatchObject({ scheme: 'clabe', primary: true });
  });

  it('normalizes the RFC, the email and account numbers', () => {
    const typed = supplier({ taxId: ' dba-120101-ab' + supplier().taxId.slice(-1).toLowerCase(), email: 'COMPRAS@BAJIO.MX', bankAccounts: [account({ accountNumber: ' 012 180 00118359719 ' })] });
    expect(normalizeSupplierInput(typed, 'MX')).toMatchObject({ taxId: supplier().taxId, email: 'compras@bajio.mx', bankAccounts: [{ accountNumber: '01218000118359719' }] });
  });
});
