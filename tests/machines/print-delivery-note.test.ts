/**
 * The delivery note's print mapping (delivery -> print model: the address delivered to, the warehouse and driver, the
 * order, every line, the proof once delivered, the reason of a failed attempt) and its source against the
 * distribution service in Mirage: a seeded delivered delivery prints its number, customer, driver's name and lines;
 * a malformed answer is refused whole by the deliveries section's parser.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Response } from 'miragejs';
import { demoConfig } from '../../src/config/runtime-config';
import type { Delivery } from '../../src/domain/delivery';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { deliveryNoteModel, deliveryNotePrint } from '../../src/machines/print/delivery-note-print';
import { printRegistration } from '../../src/views/print/registry';
import { signAccessToken } from '../support/access-tokens';
import { get, identities, useServices, type PageBody } from '../mirage-services/support';

const delivery: Delivery = {
  id: 'del_1', version: 4, createdAt: '2025-07-01T10:00:00.000Z', createdBy: 'usr_ana', updatedAt: '2025-07-02T10:00:00.000Z', updatedBy: 'usr_ana',
  number: 'DEL-000031', status: 'delivered', salesOrderId: 'so_1', orderNumber: 'PED-000120', customerId: 'cus_1', customerName: 'Tacos El Güero',
  warehouseId: 'wh_1', driverId: 'emp_7', scheduledDate: '2025-07-02',
  address: { street: 'Calle 5 #12', city: 'Monterrey', state: 'Nuevo León', postalCode: '64000', country: 'MX' },
  lines: [{ productId: 'p1', quantity: '2', sku: 'RTR-1', name: 'Router' }, { productId: 'p2', quantity: '0.5' }],
  notes: 'Timbre roto', dispatchedAt: '2025-07-02T08:00:00.000Z', proof: { receivedBy: 'Lupita', receivedAt: '2025-07-02T12:30:00.000Z' }, failureReason: null,
};

describe('delivery note print mapping', () => {
  it('prints where it goes, from where and by whom, the order, every line and the proof', () => {
    const model = deliveryNoteModel(delivery, { warehouse: { id: 'wh_1', name: 'Central', code: 'CEN' }, driver: { id: 'emp_7', name: 'Raúl Soto', code: 'EMP-0007' } });
    expect(model).toMatchObject({ type: 'delivery-note', number: 'DEL-000031', status: 'delivered', notes: 'Timbre roto', totals: [] });
    expect(model.parties).toEqual([
      { role: 'deliverTo', name: 'Tacos El Güero', details: ['Calle 5 #12', '64000 Monterrey', 'Nuevo León, MX'] },
      { role: 'warehouse', name: 'Central (CEN)', details: [] },
      { role: 'driver', name: 'Raúl Soto (EMP-0007)', details: [] },
    ]);
    expect(model.facts).toEqual([
      { key: 'scheduledFor', value: { kind: 'date', day: '2025-07-02' } },
      { key: 'salesOrder', value: { kind: 'text', text: 'PED-000120' } },
      { key: 'receivedBy', value: { kind: 'text', text: 'Lupita' } },
      { key: 'deliveredAt', value: { kind: 'dateTime', at: '2025-07-02T12:30:00.000Z' } },
    ]);
    // A line without its SKU and name (an older answer) prints the product id rather than nothing.
    expect(model.rows).toEqual([
      { sku: { kind: 'text', text: 'RTR-1' }, item: { kind: 'text', text: 'Router' }, quantity: { kind: 'quantity', value: '2' } },
      { sku: { kind: 'text', text: '' }, item: { kind: 'text', text: 'p2' }, quantity: { kind: 'quantity', value: '0.5' } },
    ]);
    expect(printRegistration('delivery-note')?.detailPath('del_1')).toBe('/deliveries/del_1');
  });

  it('a failed attempt prints its reason and no proof; unknown warehouse and driver print their ids', () => {
    const model = deliveryNoteModel({ ...delivery, status: 'failed', proof: null, failureReason: 'Nadie en casa' }, { warehouse: null, driver: null });
    expect(model.facts.map((f) => f.key)).toEqual(['scheduledFor', 'salesOrder', 'reason']);
    expect(model.parties.map((p) => p.name)).toEqual(['Tacos El Güero', 'wh_1', 'emp_7']);
  });
});

describe('delivery note print source against the distribution service', () => {
  const server = useServices();
  const config = demoConfig('http://localhost:9090');
  const signal = new AbortController().signal;
  beforeEach(() => {
    configureApiClient({
      config: { ...config, tenantBaseDomain: 'localhost' },
      host: 'acme.localhost',
      origin: window.location.origin,
      getAccessToken: () => signAccessToken(identities.ana),
      renewAccessToken: async () => null,
    });
  });
  afterEach(() => resetApiClient());

  it('a seeded delivered delivery prints its number, customer, the driver by name, lines and proof', async () => {
    const seeded = (await get<PageBody<Delivery>>('/api/distribution/deliveries?status=delivered&pageSize=1')).body.items[0]!;
    expect(seeded).toBeDefined();
    const model = await deliveryNotePrint.load(config, seeded.id, signal);
    expect(model.number).toBe(seeded.number);
    expect(model.parties[0]!.name).toBe(seeded.customerName);
    expect(model.parties[2]!.name).not.toBe(seeded.driverId);
    expect(model.parties[1]!.details.length).toBeGreaterThan(0);
    expect(model.rows).toHaveLength(seeded.lines.length);
    expect(model.facts.map((f) => f.key)).toContain('receivedBy');
  });

  it('a malformed delivery is refused by the parser: nothing is printed half', async () => {
    const seeded = (await get<PageBody<Delivery>>('/api/distribution/deliveries?pageSize=1')).body.items[0]!;
    server().get('/api/distribution/deliveries/:id', () => new Response(200, {}, { ...seeded, lines: [{ productId: 'p1', quantity: 'lots' }] }));
    await expect(deliveryNotePrint.load(config, seeded.id, signal)).rejects.toMatchObject({ code: 'malformed' });
  });
});
