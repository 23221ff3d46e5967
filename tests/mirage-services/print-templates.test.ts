/**
 * The template a document prints with (`GET /api/catalogs/document-templates/active/{documentType}`): the tenant's
 * active template of the type to whoever may print it, never another type's to a user without that permission,
 * never another tenant's, null (with the tenant's default paper) when the type has none active.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentTemplate } from '../../src/domain/document-template';
import { call, get, useServices, type PageBody } from './support';

useServices();

const active = (type: string, as: 'ana' | 'sam' | 'cora' | 'nobody' | 'gus' = 'ana') =>
  get<{ documentType: string; paper: string; template: DocumentTemplate | null; type?: string }>(`/api/catalogs/document-templates/active/${type}`, { as });

describe('print templates', () => {
  it("answers acme's active sales-order template to sam, who may print orders but not read the catalog", async () => {
    const { status, body } = await active('sales-order', 'sam');
    expect(status).toBe(200);
    expect(body.documentType).toBe('sales-order');
    expect(body.paper).toBe('A4');
    expect(body.template).toMatchObject({ documentType: 'sales-order', status: 'active', paper: 'A4' });
    expect(body.template?.header).toMatch(/pesos mexicanos/);
    // The catalog itself stays closed to sam.
    expect((await get('/api/catalogs/document-templates', { as: 'sam' })).status).toBe(403);
  });

  it("refuses another type's template to a user without that type's permission, and nobody at all", async () => {
    expect((await active('requisition', 'sam')).status).toBe(403);
    expect((await active('contract', 'sam')).status).toBe(403);
    expect((await active('sales-order', 'nobody')).status).toBe(403);
    // The templates' own screen (Catalogs.Customers) reads every type.
    expect((await active('contract', 'cora')).status).toBe(200);
  });

  it('answers the tenant of the caller only: globex gets its Letter template, never acme\'s', async () => {
    const acme = (await active('quotation')).body.template!;
    const globex = await active('quotation', 'gus');
    expect(globex.status).toBe(200);
    expect(globex.body.template?.id).not.toBe(acme.id);
    expect(globex.body.paper).toBe('Letter');
    // gus's token names globex only: asking as acme is refused before any data.
    expect((await get('/api/catalogs/document-templates/active/quotation', { as: 'gus', tenant: 'acme' })).status).toBe(403);
  });

  it('answers null with the default paper when the type has no active template; 404 for an unknown type', async () => {
    const list = (await get<PageBody<DocumentTemplate>>('/api/catalogs/document-templates?documentType=contract')).body;
    const contract = list.items[0]!;
    const put = await call('PUT', `/api/catalogs/document-templates/${contract.id}`, {
      body: { ...contract, status: 'inactive' },
      headers: { 'If-Match': `"${contract.version}"` },
    });
    expect(put.status).toBe(200);
    const { status, body } = await active('contract');
    expect(status).toBe(200);
    expect(body).toEqual({ documentType: 'contract', paper: 'A4', template: null });
    const unknown = await active('invoice');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Content-Type')).toMatch(/problem\+json/);
  });
});
