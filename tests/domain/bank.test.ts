// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSwift, normalizeBankInput, validateBank, type BankInput } from '../../src/domain/bank';
import { abaCheckDigit, normalizeBankAccountInput, validateBankAccount, type BankAccountInput } from '../../src/domain/bank-account';
import { clabeCheckDigit } from '../../src/domain/clabe';

const clabe = (first17: string) => `${first17}${clabeCheckDigit(first17)}`;

describe('banks', () => {
  const bank = (overrides: Partial<BankInput> = {}): BankInput => ({ code: '002', name: 'Banamex', swift: 'BNMXMXMM', status: 'active', ...overrides });

  it('SWIFT/BIC has the ISO 9362 shape: 8 or 11 characters, letters where letters go', () => {
    for (const ok of ['BNMXMXMM', 'BCMRMXMMPYM', 'CHASUS33', 'DEUTDEFF500']) expect(isSwift(ok)).toBe(true);
    for (const bad of ['BNMXMXM', 'BNMXMXMMX', 'BNMXMXMMXXXX', '1NMXMXMM', 'BNMX12MM', 'bnmxmxmm', '']) expect(isSwift(bad)).toBe(false);
  });

  it('normalizes the code and the SWIFT to capitals without spaces; an empty SWIFT is allowed', () => {
    expect(normalizeBankInput(bank({ code: ' abc-1 ', swift: ' bnmx mx mm ' }))).toMatchObject({ code: 'ABC-1', swift: 'BNMXMXMM' });
    expect(validateBank(bank({ swift: '' }))).toEqual({});
  });

  it('gives a code per field: required, too-long, invalid-format, not-unique, invalid-swift', () => {
    expect(validateBank(bank({ code: '', name: '', swift: 'XX', status: 'gone' as 'active' }))).toEqual({
      code: ['required'],
      name: ['required'],
      swift: ['invalid-swift'],
      status: ['invalid-format'],
    });
    expect(validateBank(bank({ code: 'A'.repeat(11), name: 'x'.repeat(101) }))).toEqual({ code: ['too-long'], name: ['too-long'] });
    expect(validateBank(bank({ code: '-0' }))).toEqual({ code: ['invalid-format'] });
    expect(validateBank(bank(), { codeTaken: (code) => code === '002' })).toEqual({ code: ['not-unique'] });
  });
});

describe('bank accounts', () => {
  const banks: Record<string, { code: string; status: 'active' | 'inactive' }> = {
    bbva: { code: '012', status: 'active' },
    old: { code: '099', status: 'inactive' },
    chase: { code: 'CHASE', status: 'active' },
  };
  const lookup = (id: string) => banks[id];
  const mx = (overrides: Partial<BankAccountInput> = {}): BankAccountInput => ({
    bankId: 'bbva', name: 'Operativa', currency: 'MXN', scheme: 'clabe', accountNumber: clabe('01218000118359719'), routingNumber: '', status: 'active', ...overrides,
  });
  const routing = `02100002${abaCheckDigit('02100002')}`;

  it('a Mexican account is a CLABE of its bank: the check digit, then the bank code', () => {
    expect(validateBankAccount(mx(), { country: 'MX', bank: lookup })).toEqual({});
    const wrongDigit = mx().accountNumber.slice(0, 17) + ((Number(mx().accountNumber[17]) + 1) % 10);
    expect(validateBankAccount(mx({ accountNumber: wrongDigit }), { country: 'MX', bank: lookup })).toEqual({ accountNumber: ['invalid-clabe'] });
    expect(validateBankAccount(mx({ accountNumber: clabe('00218000118359719') }), { country: 'MX', bank: lookup })).toEqual({ accountNumber: ['bank-mismatch'] });
    expect(validateBankAccount(mx({ scheme: 'iban' }), { country: 'MX', bank: lookup })).toEqual({ scheme: ['invalid-format'] });
  });

  it('normalizes what people type: spaces out of CLABEs, IBANs in capitals, no routing number unless ABA', () => {
    const typed = normalizeBankAccountInput(mx({ accountNumber: ' 012 180 00118359719 ', routingNumber: '123' }));
    expect(typed).toMatchObject({ accountNumber: '01218000118359719', routingNumber: '' });
    expect(normalizeBankAccountInput(mx({ scheme: 'iban', accountNumber: 'de89 3704 0044 0532 0130 00' })).accountNumber).toBe('DE89370400440532013000');
  });

  it('US accounts: ABA routing number with checksum and a 4-17 digit account number, or an IBAN', () => {
    const us = mx({ bankId: 'chase', currency: 'USD', scheme: 'aba', accountNumber: '12345678', routingNumber: routing });
    expect(validateBankAccount(us, { country: 'US', bank: lookup })).toEqual({});
    expect(validateBankAccount({ ...us, routingNumber: '021000022', accountNumber: '12' }, { country: 'US', bank: lookup })).toEqual({
      routingNumber: ['invalid-aba'],
      accountNumber: ['invalid-format'],
    });
    expect(validateBankAccount({ ...us, scheme: 'iban', accountNumber: 'DE89370400440532013000', routingNumber: '' }, { country: 'US', bank: lookup })).toEqual({});
    expect(validateBankAccount({ ...us, scheme: 'iban', accountNumber: 'DE89370400440532013001', routingNumber: '' }, { country: 'US', bank: lookup })).toEqual({ accountNumber: ['invalid-iban'] });
    expect(validateBankAccount({ ...us, scheme: 'clabe' }, { country: 'US', bank: lookup })).toEqual({ scheme: ['invalid-format'] });
  });

  it('the bank must exist and be active (unless the account already had it); the number must be the only one', () => {
    expect(validateBankAccount(mx({ bankId: 'nope' }), { country: 'MX', bank: lookup })).toEqual({ bankId: ['unknown-reference'] });
    expect(validateBankAccount(mx({ bankId: 'old', accountNumber: clabe('09918000118359719') }), { country: 'MX', bank: lookup })).toEqual({ bankId: ['inactive-reference'] });
    expect(validateBankAccount(mx({ bankId: 'old', accountNumber: clabe('09918000118359719') }), { country: 'MX', bank: lookup, previous: { bankId: 'old' } })).toEqual({});
    expect(validateBankAccount(mx({ bankId: '' }), { country: 'MX', bank: lookup })).toEqual({ bankId: ['required'] });
    expect(validateBankAccount(mx(), { country: 'MX', bank: lookup, numberTaken: () => true })).toEqual({ accountNumber: ['not-unique'] });
  });
});
