import { toImageDataUrl } from '../../src/domain/image';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultNumbering, logoError, taxRateError, validateCompany, type CompanyInput } from '../../src/domain/company';
import {
  SUBDOMAIN_MAX,
  SUBDOMAIN_MIN,
  emptyTenantInput,
  normalizeTenantInput,
  reservedSubdomains,
  subdomainError,
  validateTenantInput,
} from '../../src/domain/tenant';
import { rfcCheckDigit } from '../../src/domain/rfc';

const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
const inner = fc.array(fc.constantFrom(...`${letters}-`.split('')), { minLength: SUBDOMAIN_MIN - 2, maxLength: SUBDOMAIN_MAX - 2 }).map((a) => a.join(''));
const end = fc.constantFrom(...letters.split(''));
/** Any DNS-label-shaped name of the allowed length. */
const validShape = fc.tuple(end, inner, end).map(([a, b, c]) => `${a}${b}${c}`).filter((s) => !s.startsWith('xn--'));

describe('subdomain rules (property)', () => {
  it('a label of 3-30 lower-case letters, digits and inner hyphens is accepted unless reserved or taken', () => {
    fc.assert(
      fc.property(validShape, (s) => {
        const code = subdomainError(s);
        expect(code).toBe(reservedSubdomains.includes(s) ? 'reserved' : null);
        if (code === null) expect(subdomainError(s, (t) => t === s)).toBe('not-unique');
      }),
    );
  });

  it('a leading or trailing hyphen is invalid-subdomain', () => {
    fc.assert(fc.property(validShape, (s) => {
      expect(subdomainError(`-${s.slice(1)}`)).toBe('invalid-subdomain');
      expect(subdomainError(`${s.slice(0, -1)}-`)).toBe('invalid-subdomain');
    }));
  });

  it('any character outside [a-z0-9-] makes it invalid-subdomain', () => {
    const bad = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[a-z0-9-]/.test(c));
    fc.assert(fc.property(validShape, bad, fc.nat(), (s, c, at) => {
      const i = 1 + (at % (s.length - 1));
      expect(subdomainError(`${s.slice(0, i)}${c}${s.slice(i)}`)).toBe('invalid-subdomain');
    }));
  });

  it('too short or too long is invalid-subdomain; empty is required', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{1,2}$/), (s) => subdomainError(s) === 'invalid-subdomain'));
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{31,60}$/), (s) => subdomainError(s) === 'invalid-subdomain'));
    expect(subdomainError('')).toBe('required');
  });

  it('every reserved word is refused, the hosts of the platform among them', () => {
    for (const word of ['www', 'api', 'admin', 'login', 'auth', 'idp', 'static', 'assets', 'mail', 'app']) expect(subdomainError(word)).toBe('reserved');
  });

  it('normalizing trims and lower-cases, so "  Initech " is "initech"', () => {
    expect(normalizeTenantInput({ ...emptyTenantInput(), subdomain: '  Initech ' }).subdomain).toBe('initech');
  });
});

const rfc = `INI010101AA${rfcCheckDigit('INI010101AA')}`;
const validTenant = { ...emptyTenantInput(), subdomain: 'initech', legalName: 'Initech S.A. de C.V.', tradeName: 'Initech', taxId: rfc };

describe('validateTenantInput', () => {
  it('accepts a complete Mexican tenant and names each bad field', () => {
    expect(validateTenantInput(validTenant)).toEqual({});
    expect(validateTenantInput({ ...validTenant, subdomain: 'www', legalName: '', taxId: 'X', timeZone: 'Mars/Base', taxRate: 101 })).toEqual({
      subdomain: ['reserved'],
      legalName: ['required'],
      taxId: ['invalid-rfc'],
      timeZone: ['invalid-format'],
      taxRate: ['out-of-range'],
    });
  });

  it('checks the tax id of the currency\'s country: an EIN for USD', () => {
    expect(validateTenantInput({ ...validTenant, currency: 'USD', taxId: rfc })).toEqual({ taxId: ['invalid-tax-id'] });
    expect(validateTenantInput({ ...validTenant, currency: 'USD', taxId: '84-1234567' })).toEqual({});
  });
});

const company: CompanyInput = {
  legalName: 'Acme', tradeName: 'Acme', taxId: rfc, address: '', logo: null, currency: 'MXN', timeZone: 'America/Mexico_City', defaultLocale: 'es-MX', taxRate: 16, numbering: defaultNumbering(),
};

describe('company rules', () => {
  it('tax rate: 0 to 100 with up to 4 decimals', () => {
    expect([0, 16, 8.25, 12.3456, 100].map(taxRateError)).toEqual([null, null, null, null, null]);
    expect([-1, 100.0001, 1.23456].map(taxRateError)).toEqual(['out-of-range', 'out-of-range', 'out-of-range']);
    expect(taxRateError('16')).toBe('not-a-number');
  });

  it('numbering: each document type needs a prefix of 1-6 upper-case letters, digits or hyphens and a next number >= 1', () => {
    const numbering = { ...defaultNumbering(), 'sales-order': { prefix: 'so', next: 0 }, contract: { prefix: 'TOOLONG1', next: 1.5 } };
    expect(validateCompany({ ...company, numbering })).toEqual({
      'numbering.sales-order.prefix': ['invalid-format'],
      'numbering.sales-order.next': ['out-of-range'],
      'numbering.contract.prefix': ['invalid-format'],
      'numbering.contract.next': ['out-of-range'],
    });
  });

  it('a locked currency may not change; an unlocked one may', () => {
    expect(validateCompany({ ...company, currency: 'USD', taxId: '84-1234567' }, { previous: { currency: 'MXN', currencyLocked: true } })).toEqual({ currency: ['out-of-range'] });
    expect(validateCompany({ ...company, currency: 'USD', taxId: '84-1234567' }, { previous: { currency: 'MXN', currencyLocked: false } })).toEqual({});
  });

  it('a logo is an asset of the app or an image by the one image rule (bytes sniffed, 256 KB), never a foreign host or SVG', () => {
    const png = toImageDataUrl(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png');
    expect(logoError('/assets/tenants/acme.svg')).toBeNull();
    expect(logoError(png)).toBeNull();
    expect(logoError('/assets/../../etc/logo.png')).toBe('invalid-format');
    expect(logoError('https://evil.example/logo.png')).toBe('invalid-format');
    expect(logoError('//evil.example/logo.png')).toBe('invalid-format');
    expect(logoError('data:image/svg+xml;base64,PHN2Zz4=')).toBe('invalid-image');
    // Declared a PNG, but its bytes are not one.
    expect(logoError('data:image/png;base64,PHN2Zz4=')).toBe('invalid-image');
    expect(logoError(toImageDataUrl(new Uint8Array(300 * 1024).fill(0x89, 0, 1), 'image/png'))).toBe('image-too-large');
  });
});
