// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryCodes, isPostalCode } from '../../src/domain/address';
import {
  customerCodeNumber,
  customerListSpec,
  emptyCustomerInput,
  formatCustomerCode,
  normalizeCustomerInput,
  validateCustomer,
  type CustomerInput,
} from '../../src/domain/customer';

const valid: CustomerInput = {
  name: 'Comercializadora del Bajío S.A. de C.V.',
  taxId: 'SAT970701NN3',
  email: 'compras@bajio.mx',
  phone: '+52 (442) 123-4567',
  address: { street: 'Av. Constituyentes 100', city: 'Querétaro', state: 'Querétaro', postalCode: '76000', country: 'MX' },
  businessLineId: 'bl-1',
  creditLimit: 5_000_000,
  paymentTermsDays: 30,
  status: 'active',
};
const lines = { 'bl-1': { status: 'active' as const }, 'bl-old': { status: 'inactive' as const } };
const rules = { country: 'MX' as const, businessLine: (id: string) => lines[id as keyof typeof lines] };

describe('validateCustomer', () => {
  it('accepts a complete Mexican customer, and a US one with an EIN', () => {
    expect(validateCustomer(valid, rules)).toEqual({});
    const us: CustomerInput = { ...valid, taxId: '84-1234567', address: { street: '1 Main St', city: 'Austin', state: 'Texas', postalCode: '73301-0001', country: 'US' } };
    expect(validateCustomer(us, { country: 'US' })).toEqual({});
  });

  it('gives a code per field', () => {
    const errors = validateCustomer(
      {
        ...valid,
        name: ' ',
        taxId: 'ABC',
        email: 'nope',
        phone: '12',
        address: { street: '', city: 'x'.repeat(101), state: 'Qro', postalCode: '7600', country: 'XX' },
        businessLineId: 'missing',
        creditLimit: -1,
        paymentTermsDays: 366,
        status: 'gone' as never,
      },
      rules,
    );
    expect(errors).toEqual({
      name: ['required'],
      taxId: ['invalid-rfc'],
      email: ['invalid-email'],
      phone: ['invalid-phone'],
      'address.street': ['required'],
      'address.city': ['too-long'],
      'address.country': ['invalid-format'],
      businessLineId: ['unknown-reference'],
      creditLimit: ['out-of-range'],
      paymentTermsDays: ['out-of-range'],
      status: ['invalid-format'],
    });
    expect(validateCustomer({ ...valid, address: { ...valid.address, postalCode: '7600' } }, rules)).toEqual({ 'address.postalCode': ['invalid-format'] });
  });

  it('checks types of an untrusted body, and the length limits', () => {
    const errors = validateCustomer({ ...valid, name: 'x'.repeat(201), creditLimit: '10' as never, paymentTermsDays: 1.5, address: 'here' as never } as CustomerInput, rules);
    expect(errors).toEqual({ name: ['too-long'], creditLimit: ['not-a-number'], paymentTermsDays: ['out-of-range'], address: ['invalid-format'] });
    expect(validateCustomer({} as CustomerInput, rules)).toMatchObject({ name: ['required'], taxId: ['required'], address: ['required'], businessLineId: ['required'] });
  });

  it('US tenants need an EIN, Mexican ones an RFC', () => {
    expect(validateCustomer(valid, { country: 'US' })).toEqual({ taxId: ['invalid-tax-id'] });
    expect(validateCustomer({ ...valid, taxId: '84-1234567' }, rules)).toEqual({ taxId: ['invalid-rfc'] });
  });

  it('an inactive business line may be kept but not newly chosen', () => {
    expect(validateCustomer({ ...valid, businessLineId: 'bl-old' }, rules)).toEqual({ businessLineId: ['inactive-reference'] });
    expect(validateCustomer({ ...valid, businessLineId: 'bl-old' }, { ...rules, previous: { businessLineId: 'bl-old' } })).toEqual({});
    expect(validateCustomer({ ...valid, businessLineId: null }, rules)).toEqual({});
  });

  it('normalizes what people type: trims, upper-cases the RFC and country, lower-cases the email', () => {
    const typed = { ...valid, name: '  Ana  ', taxId: 'sat-970701-nn3 ', email: ' Ana@X.MX', address: { ...valid.address, country: 'mx' } };
    const normalized = normalizeCustomerInput(typed, 'MX');
    expect(normalized).toMatchObject({ name: 'Ana', taxId: 'SAT970701NN3', email: 'ana@x.mx', address: { country: 'MX' } });
    expect(validateCustomer(normalized, rules)).toEqual({});
  });

  it('a blank form is invalid only where a person must type', () => {
    expect(Object.keys(validateCustomer(emptyCustomerInput('MX'), rules)).sort()).toEqual(
      ['address.city', 'address.postalCode', 'address.state', 'address.street', 'name', 'taxId'].sort(),
    );
  });
});

describe('customer codes, list spec and addresses', () => {
  it('numbers codes CLI-000001 and reads them back', () => {
    expect(formatCustomerCode(1)).toBe('CLI-000001');
    expect(formatCustomerCode(1234567)).toBe('CLI-1234567');
    expect(customerCodeNumber('CLI-000042')).toBe(42);
    expect(customerCodeNumber('X-1')).toBeNull();
  });

  it('searches code, name, tax id and email; sorts and filters as documented', () => {
    expect(customerListSpec.searchFields).toEqual(['code', 'name', 'taxId', 'email']);
    expect(customerListSpec.sortFields).toEqual(['code', 'name', 'createdAt', 'updatedAt', 'creditLimit', 'status']);
    expect(Object.keys(customerListSpec.filters)).toEqual(['status', 'businessLineId']);
  });

  it('knows the 249 ISO 3166 countries and the postal code forms', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(isPostalCode('06600', 'MX')).toBe(true);
    expect(isPostalCode('12345-678', 'US')).toBe(false);
    expect(isPostalCode('SW1A 1AA', 'GB')).toBe(true);
  });
});
