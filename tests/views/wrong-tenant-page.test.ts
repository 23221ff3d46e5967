import { describe, expect, it } from 'vitest';
import { tenantAddress } from '../../src/views/pages/error-page';

describe('the wrong-tenant page links', () => {
  it("a tenant's address keeps this page's scheme and port, under the configured base domain", () => {
    expect(tenantAddress('acme', 'localhost', { protocol: 'http:', port: '8080' })).toBe('http://acme.localhost:8080/');
    expect(tenantAddress('globex', 'backoffice.example.com', { protocol: 'https:', port: '' })).toBe('https://globex.backoffice.example.com/');
  });
});
