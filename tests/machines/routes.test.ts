// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute, resolveRedirect, sectionIds } from '../../src/machines/routes';

describe('route table (SPEC §2)', () => {
  it.each([
    ['/signin-oidc', { kind: 'public', page: 'signin-oidc' }],
    ['/signout-callback-oidc', { kind: 'public', page: 'signout-callback-oidc' }],
    ['/unauthorized', { kind: 'public', page: 'unauthorized' }],
    ['/logged-out', { kind: 'public', page: 'logged-out' }],
    ['/error/404', { kind: 'public', page: 'error-404' }],
    ['/error/500', { kind: 'public', page: 'error-500' }],
    ['/', { kind: 'redirect', to: '/dashboard' }],
    ['/whatever/else', { kind: 'redirect', to: '/dashboard' }],
    ['/purchases/requisitions', { kind: 'section', section: 'purchases', rest: '/requisitions' }],
  ])('%s', (path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });

  it.each(sectionIds)('section %s is its own route', (section) => {
    expect(matchRoute(`/${section}`)).toEqual({ kind: 'section', section, rest: '' });
  });

  it('B2 the print route accepts only known types and plain ids', () => {
    expect(matchRoute('/documents/sales-order/SO-1/print')).toEqual({ kind: 'print', type: 'sales-order', id: 'SO-1', known: true });
    for (const bad of ['/documents/evil/1/print', '/documents/sales-order/..%2F..%2Fx/print', '/documents/sales-order/%2e%2e/print', '/documents/constructor/1/print', '/documents/__proto__/1/print', `/documents/sales-order/${'a'.repeat(5000)}/print`, '/documents/sales-order/%E0%A4%A/print', '/documents/sales-order/ñ/print']) {
      const match = matchRoute(bad);
      expect(match.kind === 'print' && match.known, bad).toBe(false);
    }
  });

  it('P1 redirects follow the route-level permissions exactly (SPEC §6)', () => {
    expect(resolveRedirect('/orders', [])).toBe('/unauthorized');
    expect(resolveRedirect('/orders', ['permission.Order.Orders'])).toBeNull();
    expect(resolveRedirect('/purchases/quotes', ['permission.Order.Orders'])).toBe('/unauthorized');
    expect(resolveRedirect('/deliveries', ['permission.Distribution.Deliveries'])).toBeNull();
    expect(resolveRedirect('/cashclosing', ['permission.Distribution.Deliveries'])).toBe('/unauthorized');
    expect(resolveRedirect('/manufacture', ['permission.Inventory.Manufacturer'])).toBeNull();
    expect(resolveRedirect('/documents/contract/1/print', [])).toBe('/unauthorized');
    expect(resolveRedirect('/', [])).toBe('/dashboard');
  });

  it('P2 only an exact permission string grants a section (case, prototype names, substrings)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('permission.order.orders', 'PERMISSION.ORDER.ORDERS', 'constructor', '__proto__', 'toString', 'permission.Order', 'permission.Order.Orders '))), (permissions) => {
        expect(resolveRedirect('/orders', permissions)).toBe('/unauthorized');
      }),
    );
  });
});
