/** Create, read, update, delete and history (DOMAIN.md "API conventions"), on catalogs and inventory. */
import { describe, expect, it } from 'vitest';
import type { BusinessLine } from '../../src/domain/business-line';
import type { Customer } from '../../src/domain/customer';
import type { Product } from '../../src/domain/product';
import type { HistoryEntry } from '../../src/domain/resource';
import type { StockLevel } from '../../src/domain/stock';
import type { Warehouse } from '../../src/domain/warehouse';
import { advanceClock, call, get, newCustomer, START, useServices, type PageBody } from './support';

useServices();

const at = (ms: number) => new Date(START + ms).toISOString();
const create = (body: unknown, headers: Record<string, string> = {}) => call<Customer>('POST', '/api/catalogs/customers', { body, headers });
const put = (id: string, body: unknown, version?: number) =>
  call<Customer & { current?: Customer }>('PUT', `/api/catalogs/customers/${id}`, { body, headers: version === undefined ? {} : { 'If-Match': `"${version}"` } });
const inputOf = ({ id: _id, code: _code, version: _v, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...input }: Customer) => input;

describe('create', () => {
  it('answers 201 with the record: new id, code numbered per tenant, version 1, audit from the clock and the token', async () => {
    const { status, body, headers } = await create(newCustomer());
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...newCustomer(), code: 'CLI-002001', version: 1, createdAt: at(0), createdBy: 'usr_ana', updatedAt: at(0), updatedBy: 'usr_ana' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('etag')).toBe('"1"');
    expect(headers.get('location')).toBe(`/api/catalogs/customers/${body.id}`);
    expect((await create(newCustomer({ name: 'Otra' }))).body.code).toBe('CLI-002002');
    const read = await get<Customer>(`/api/catalogs/customers/${body.id}`);
    expect(read.body).toEqual(body);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('normalizes what people type and fills the defaults a create may leave out', async () => {
    const { body } = await create({ ...newCustomer({ taxId: ' nupj-800101-ab' + newCustomer().taxId.slice(-1).toLowerCase(), email: 'JOSE@X.MX' }), businessLineId: undefined, status: undefined });
    expect(body).toMatchObject({ taxId: newCustomer().taxId, email: 'jose@x.mx', businessLineId: null, status: 'active' });
  });

  it('422 validation with a code per field (RFC for acme), and nothing is created', async () => {
    const before = (await get<PageBody>('/api/catalogs/customers?pageSize=1')).body.total;
    const { status, body, headers } = await create(newCustomer({ name: '', taxId: 'ABC', email: 'x', creditLimit: -5, paymentTermsDays: 400, businessLineId: 'nope' }));
    expect(status).toBe(422);
    expect(headers.get('content-type')).toBe('application/problem+json');
    expect(body).toMatchObject({
      type: 'validation',
      status: 422,
      errors: { name: ['required'], taxId: ['invalid-rfc'], email: ['invalid-email'], creditLimit: ['out-of-range'], paymentTermsDays: ['out-of-range'], businessLineId: ['unknown-reference'] },
    });
    expect((await get<PageBody>('/api/catalogs/customers?pageSize=1')).body.total).toBe(before);
  });

  it('globex customers need an EIN, not an RFC', async () => {
    const us = { ...newCustomer(), address: { street: '1 Main St', city: 'Springfield', state: 'Illinois', postalCode: '62701', country: 'US' } };
    expect((await call('POST', '/api/catalogs/customers', { as: 'gus', body: us })).body).toMatchObject({ errors: { taxId: ['invalid-tax-id'] } });
    expect((await call('POST', '/api/catalogs/customers', { as: 'gus', body: { ...us, taxId: '84-7654321' } })).status).toBe(201);
  });

  it('400 for a body that is not a JSON object or has unknown fields; audit fields and code sent are ignored', async () => {
    for (const body of ['not json', '[]', '42']) expect((await create(body)).status).toBe(400);
    expect((await create(newCustomer({ secret: 1 }))).body).toMatchObject({ status: 400, detail: expect.stringMatching(/secret/) });
    const { body } = await create({ ...newCustomer(), id: 'mine', code: 'CLI-999999', version: 7, createdBy: 'someone' });
    expect(body).toMatchObject({ code: 'CLI-002001', version: 1, createdBy: 'usr_ana' });
    expect(body.id).not.toBe('mine');
  });

  it('SKU unique per tenant; kit components must exist and not contain the kit; unit and category from inventory', async () => {
    const existing = (await get<PageBody<Product>>('/api/catalogs/products?kit=false&pageSize=2')).body.items;
    const [a, b] = existing as [Product, Product];
    const base = { sku: 'KIT-NEW-1', name: 'Kit nuevo', unitId: a.unitId, price: 100, components: [{ productId: a.id, quantity: '2' }, { productId: b.id, quantity: '0.5' }] };
    const kit = await call<Product>('POST', '/api/catalogs/products', { body: base });
    expect(kit.status).toBe(201);
    expect(kit.body).toMatchObject({ barcode: null, description: '', categoryId: null, taxRate: '16', cost: 0, active: true });
    const again = await call('POST', '/api/catalogs/products', { body: { ...base, sku: a.sku, unitId: 'no-unit', categoryId: 'no-cat', components: [{ productId: 'ghost', quantity: '1' }] } });
    expect(again.body).toMatchObject({ errors: { sku: ['not-unique'], unitId: ['unknown-reference'], categoryId: ['unknown-reference'], 'components.0.productId': ['unknown-reference'] } });
    const self = await call('PUT', `/api/catalogs/products/${kit.body.id}`, { body: { ...base, components: [{ productId: kit.body.id, quantity: '1' }] }, headers: { 'If-Match': '"1"' } });
    expect(self.body).toMatchObject({ errors: { 'components.0.productId': ['self-reference'] } });
  });
});

describe('update', () => {
  it('PUT with If-Match answers 200 with version + 1, updatedAt/updatedBy, and the ETag', async () => {
    const created = (await create(newCustomer())).body;
    advanceClock(60_000);
    const { status, body, headers } = await put(created.id, { ...inputOf(created), name: 'José N. Peña' }, 1);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'José N. Peña', version: 2, createdAt: at(0), updatedAt: at(60_000), updatedBy: 'usr_ana', code: created.code });
    expect(headers.get('etag')).toBe('"2"');
  });

  it('428 without If-Match, 400 for a malformed one; nothing changes', async () => {
    const created = (await create(newCustomer())).body;
    const missing = await put(created.id, inputOf(created));
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ type: 'precondition-required', status: 428 });
    expect((await call('PUT', `/api/catalogs/customers/${created.id}`, { body: inputOf(created), headers: { 'If-Match': '*' } })).status).toBe(400);
    expect((await get<Customer>(`/api/catalogs/customers/${created.id}`)).body.version).toBe(1);
  });

  it('409 conflict with the stored record on a stale version', async () => {
    const created = (await create(newCustomer())).body;
    const first = (await put(created.id, { ...inputOf(created), phone: '+52 55 0000 0000' }, 1)).body;
    const stale = await put(created.id, { ...inputOf(created), name: 'Lost update' }, 1);
    expect(stale.status).toBe(409);
    expect(stale.headers.get('content-type')).toBe('application/problem+json');
    expect(stale.body).toMatchObject({ type: 'conflict', status: 409, current: first });
    expect(stale.headers.get('etag')).toBe('"2"');
    expect((await get<Customer>(`/api/catalogs/customers/${created.id}`)).body.name).toBe(created.name);
  });

  it('PUT replaces every writable field: a missing one is a 422 required', async () => {
    const created = (await create(newCustomer())).body;
    const { name: _name, email: _email, ...withoutNameAndEmail } = inputOf(created);
    expect((await put(created.id, withoutNameAndEmail, 1)).body).toMatchObject({ status: 422, errors: { name: ['required'], email: ['required'] } });
    expect((await put(created.id, { ...inputOf(created), id: 'other' }, 1)).status).toBe(400);
  });

  it('keeping an inactive business line is allowed, choosing one is not', async () => {
    const line = (await call<BusinessLine>('POST', '/api/catalogs/business-lines', { body: { code: 'old', name: 'Antigua' } })).body;
    expect(line).toMatchObject({ code: 'OLD', status: 'active' });
    const customer = (await create(newCustomer({ businessLineId: line.id }))).body;
    await call('PUT', `/api/catalogs/business-lines/${line.id}`, { body: { code: 'OLD', name: 'Antigua', status: 'inactive' }, headers: { 'If-Match': '"1"' } });
    expect((await put(customer.id, { ...inputOf(customer), name: 'Renombrado' }, 1)).status).toBe(200);
    expect((await create(newCustomer({ businessLineId: line.id }))).body).toMatchObject({ errors: { businessLineId: ['inactive-reference'] } });
  });
});

describe('delete', () => {
  it('204, then 404 for read, update and delete', async () => {
    const created = (await create(newCustomer())).body;
    const deleted = await call('DELETE', `/api/catalogs/customers/${created.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await get(`/api/catalogs/customers/${created.id}`)).status).toBe(404);
    expect((await put(created.id, inputOf(created), 1)).status).toBe(404);
    expect((await call('DELETE', `/api/catalogs/customers/${created.id}`)).status).toBe(404);
  });

  it('restore (the Undo of a delete) brings the record back with its id and code, version + 1; only once, only its tenant', async () => {
    const created = (await create(newCustomer())).body;
    expect((await call('POST', `/api/catalogs/customers/${created.id}/restore`)).status).toBe(409);
    expect((await call('DELETE', `/api/catalogs/customers/${created.id}`)).status).toBe(204);
    expect((await call('POST', `/api/catalogs/customers/${created.id}/restore`, { as: 'gus' })).status).toBe(404);
    const restored = await call('POST', `/api/catalogs/customers/${created.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: created.id, code: created.code, name: created.name, version: (created.version as number) + 1 });
    expect((await get(`/api/catalogs/customers/${created.id}`)).body).toMatchObject({ code: created.code });
    expect((await call('POST', `/api/catalogs/customers/${created.id}/restore`)).status).toBe(409);
    const history = (await get<Array<{ event: string }>>(`/api/catalogs/customers/${created.id}/history`)).body;
    expect(history.map((e) => e.event)).toEqual(['restored', 'deleted', 'created']);
    expect((await call('POST', '/api/catalogs/customers/nope/restore')).status).toBe(404);
  });

  it('a stale If-Match on delete is a 409 conflict', async () => {
    const created = (await create(newCustomer())).body;
    await put(created.id, inputOf(created), 1);
    expect((await call('DELETE', `/api/catalogs/customers/${created.id}`, { headers: { 'If-Match': '"1"' } })).body).toMatchObject({ type: 'conflict', current: { version: 2 } });
  });

  it('409 referenced, offering deactivation: a business line customers use, a product in a kit or in stock, a warehouse with stock', async () => {
    const line = (await get<PageBody<BusinessLine>>('/api/catalogs/business-lines')).body.items[0]!;
    const refused = await call('DELETE', `/api/catalogs/business-lines/${line.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'referenced', status: 409, detail: expect.stringMatching(/customers? uses?/), references: { customers: expect.any(Number) }, instead: { status: 'inactive' } });

    const kit = (await get<PageBody<Product>>('/api/catalogs/products?kit=true&pageSize=1')).body.items[0]!;
    const component = kit.components[0]!.productId;
    expect((await call('DELETE', `/api/catalogs/products/${component}`)).body).toMatchObject({ type: 'referenced', detail: expect.stringMatching(/component of/), instead: { active: false } });

    const stocked = (await get<PageBody<StockLevel>>('/api/inventory/stock-levels?low=false&pageSize=100')).body.items.find((l) => l.onHand !== '0')!;
    expect((await call('DELETE', `/api/catalogs/products/${stocked.productId}`)).body).toMatchObject({ type: 'referenced', detail: expect.stringMatching(/stock/) });
    expect((await call('DELETE', `/api/inventory/warehouses/${stocked.warehouseId}`)).body).toMatchObject({ type: 'referenced', instead: { active: false } });

    expect((await get(`/api/catalogs/business-lines/${line.id}`)).status).toBe(200);
  });

  it('a new product gets an empty stock level per warehouse, which go with it when it is deleted', async () => {
    const unitId = (await get<PageBody<{ id: string }>>('/api/inventory/units')).body.items[0]!.id;
    const product = (await call<Product>('POST', '/api/catalogs/products', { body: { sku: 'NEW-1', name: 'Nuevo', unitId, price: 1 } })).body;
    const levels = (await get<PageBody<StockLevel>>(`/api/inventory/stock-levels?productId=${product.id}`)).body;
    expect(levels.items.map((l) => [l.onHand, l.reserved, l.available])).toEqual(Array(5).fill(['0', '0', '0']));
    const warehouse = (await call<Warehouse>('POST', '/api/inventory/warehouses', {
      body: { code: 'pue-01', name: 'Puebla', address: { street: 'Av. 5 de Mayo 1', city: 'Puebla', state: 'Puebla', postalCode: '72000', country: 'MX' } },
    })).body;
    expect(warehouse).toMatchObject({ code: 'PUE-01', type: 'branch', active: true });
    expect((await get<PageBody>(`/api/inventory/stock-levels?warehouseId=${warehouse.id}&pageSize=1`)).body.total).toBe(10_001);
    expect((await call('DELETE', `/api/catalogs/products/${product.id}`)).status).toBe(204);
    expect((await get<PageBody>(`/api/inventory/stock-levels?productId=${product.id}`)).body.total).toBe(0);
    expect((await call('DELETE', `/api/inventory/warehouses/${warehouse.id}`)).status).toBe(204);
    expect((await get<PageBody>('/api/inventory/stock-levels?pageSize=1')).body.total).toBe(50_000);
  });
});

describe('history', () => {
  it('lists created, updated (with the changed fields) and deleted, newest first', async () => {
    const created = (await create(newCustomer())).body;
    advanceClock(1000);
    await put(created.id, { ...inputOf(created), name: 'Nuevo nombre', creditLimit: 5 }, 1);
    advanceClock(1000);
    await put(created.id, { ...inputOf(created), name: 'Nuevo nombre', creditLimit: 5 }, 2);
    advanceClock(1000);
    await call('DELETE', `/api/catalogs/customers/${created.id}`);
    const { status, body } = await get<HistoryEntry[]>(`/api/catalogs/customers/${created.id}/history`);
    expect(status).toBe(200);
    expect(body.map((e) => [e.event, e.at, e.by, e.from, e.to])).toEqual([
      ['deleted', at(3000), 'usr_ana', null, null],
      ['updated', at(1000), 'usr_ana', null, null],
      ['created', at(0), 'usr_ana', null, null],
    ]);
    expect(body[1]!.changes).toEqual({ name: { from: created.name, to: 'Nuevo nombre' }, creditLimit: { from: created.creditLimit, to: 5 } });
    expect(body[2]!.changes).toMatchObject({ code: { from: null, to: created.code }, name: { from: null, to: created.name } });
  });

  it('a seeded record has its creation; an unknown id is a 404', async () => {
    const seeded = (await get<PageBody<Customer>>('/api/catalogs/customers?pageSize=1')).body.items[0]!;
    expect((await get<HistoryEntry[]>(`/api/catalogs/customers/${seeded.id}/history`)).body).toEqual([
      { at: seeded.createdAt, by: seeded.createdBy, event: 'created', from: null, to: null, changes: {} },
    ]);
    expect((await get(`/api/catalogs/customers/nope/history`)).status).toBe(404);
  });
});

describe('idempotency', () => {
  it('the same Idempotency-Key twice creates one record and answers the first answer again', async () => {
    const key = { 'Idempotency-Key': 'k-123' };
    const before = (await get<PageBody>('/api/catalogs/customers?pageSize=1')).body.total;
    const first = await create(newCustomer(), key);
    advanceClock(60 * 60 * 1000);
    const second = await create(newCustomer(), key);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe('"1"');
    expect((await get<PageBody>('/api/catalogs/customers?pageSize=1')).body.total).toBe(before + 1);
  });

  it('two concurrent sends with one key (a double click) make one record', async () => {
    const key = { 'Idempotency-Key': 'double-click' };
    const [a, b] = await Promise.all([create(newCustomer(), key), create(newCustomer(), key)]);
    expect(a.body.id).toBe(b.body.id);
    expect((await get<PageBody<Customer>>(`/api/catalogs/customers?q=${encodeURIComponent(newCustomer().taxId)}`)).body.total).toBe(1);
  });

  it('keys are per user and tenant, expire after 24 h, and a reused key with another body is a 422', async () => {
    const key = { 'Idempotency-Key': 'shared-key' };
    const ana = await create(newCustomer(), key);
    const cora = await call<Customer>('POST', '/api/catalogs/customers', { as: 'cora', body: newCustomer(), headers: key });
    expect(cora.body.id).not.toBe(ana.body.id);
    expect((await create(newCustomer({ name: 'Otro' }), key)).body).toMatchObject({ status: 422, type: 'idempotency-key-reused' });
    advanceClock(24 * 60 * 60 * 1000);
    expect((await create(newCustomer(), key)).body.id).not.toBe(ana.body.id);
  });

  it('a refused request is not kept: after fixing nothing, the retry runs again (and is refused again)', async () => {
    const key = { 'Idempotency-Key': 'bad-then-good' };
    expect((await create(newCustomer({ name: '' }), key)).status).toBe(422);
    expect((await create(newCustomer({ name: '' }), key)).status).toBe(422);
  });

  it('a retried update with the same key answers the first 200, not a conflict', async () => {
    const created = (await create(newCustomer())).body;
    const send = () => call<Customer>('PUT', `/api/catalogs/customers/${created.id}`, { body: { ...inputOf(created), name: 'Una vez' }, headers: { 'If-Match': '"1"', 'Idempotency-Key': 'upd-1' } });
    const first = await send();
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.body.version).toBe(2);
  });
});
