/**
 * The documents foundation in the mock (issue 10): a resource with a lifecycle takes `POST /{resource}/{id}/events`
 * through its statechart (the toy ticket of tests/support/toy-lifecycle.ts, bound like every document), records
 * the transition in its history, carries out the effects once, refuses illegal events with 409 and the rule's
 * reason, and lets PUT and DELETE change a document only while it is editable.
 */
import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { ListSpec } from '../../src/domain/list-query';
import type { Audited, FieldErrors } from '../../src/domain/resource';
import { bindLifecycle } from '../../src/mirage/services/lifecycle-binding';
import { registerResource } from '../../src/mirage/services/resource';
import { serviceRuntimeOf } from '../../src/mirage/services/runtime';
import { ticketLifecycle, type Ticket } from '../support/toy-lifecycle';
import { call, get, useServices } from './support';

type StoredTicket = Audited & Ticket;
const base = '/api/lifecycle-test';
const path = `${base}/tickets`;

function setUp(server: ReturnType<ReturnType<typeof useServices>>, capacity: { value: number }, effects: string[]) {
  const runtime = serviceRuntimeOf(server)!;
  registerResource<StoredTicket, { title: string; note: string }>(server, runtime, base, {
    name: 'tickets',
    area: 'templates',
    description: 'test tickets',
    listSpec: { sortFields: ['title'], searchFields: ['title'], filters: {} } satisfies ListSpec<StoredTicket>,
    read: [P.OrderOrders],
    write: P.OrderOrders,
    fields: ['title', 'note'],
    defaults: () => ({ note: '' }),
    assign: () => ({ fields: { status: 'draft' } as Partial<StoredTicket> }),
    lifecycle: bindLifecycle<StoredTicket, { capacity: number }>({
      lifecycle: ticketLifecycle as never,
      facts: () => ({ capacity: capacity.value }),
      validate: (event): FieldErrors => (event.type === 'close' && typeof event.note === 'string' && event.note.length > 20 ? { note: ['too-long'] } : {}),
      effect: (effect, saved) => {
        effects.push(`${effect.type}:${saved.id}:v${saved.version}`);
        if (effect.type === 'seat') capacity.value -= 1;
        if (effect.type === 'release') capacity.value += 1;
      },
    }),
  });
}

describe('document lifecycle events in the generic resource', () => {
  const server = useServices();

  async function newTicket(title = 'Printer jam') {
    const created = await call<StoredTicket>('POST', path, { body: { title } });
    expect(created.status).toBe(201);
    return created.body;
  }

  it('applies an event: 200, version + 1, the status the statechart reached, a history entry naming who; the effect runs once after the save', async () => {
    const capacity = { value: 1 };
    const effects: string[] = [];
    setUp(server(), capacity, effects);
    const ticket = await newTicket();
    const opened = await call<StoredTicket>('POST', `${path}/${ticket.id}/events`, { body: { type: 'open' }, headers: { 'If-Match': '"1"', 'Idempotency-Key': 'k-open-1' } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: ticket.id, status: 'open', version: 2, updatedBy: 'usr_ana' });
    expect(opened.headers.get('ETag')).toBe('"2"');
    expect(effects).toEqual([`seat:${ticket.id}:v2`]);
    // The same key again: the first answer, nothing applied twice.
    const again = await call<StoredTicket>('POST', `${path}/${ticket.id}/events`, { body: { type: 'open' }, headers: { 'If-Match': '"1"', 'Idempotency-Key': 'k-open-1' } });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(2);
    expect(effects).toHaveLength(1);
    const closed = await call<StoredTicket>('POST', `${path}/${ticket.id}/events`, { body: { type: 'close', note: 'fixed' } });
    expect(closed.body).toMatchObject({ status: 'closed', note: 'fixed', version: 3 });
    const history = await get<Array<Record<string, unknown>>>(`${path}/${ticket.id}/history`);
    expect(history.body.map((e) => [e.event, e.from, e.to])).toEqual([
      ['close', 'open', 'closed'],
      ['open', 'draft', 'open'],
      ['created', null, null],
    ]);
    expect(history.body[0]).toMatchObject({ by: 'usr_ana', byName: 'Ana Álvarez', changes: { note: { from: '', to: 'fixed' } } });
  });

  it('refuses an event the state does not take: 409 illegal-transition with the state, the event and what it allows; nothing changes', async () => {
    setUp(server(), { value: 1 }, []);
    const ticket = await newTicket();
    const refused = await call<Record<string, unknown>>('POST', `${path}/${ticket.id}/events`, { body: { type: 'close' } });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('Content-Type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ type: 'illegal-transition', state: 'draft', event: 'close', allowed: ['open', 'cancel'], reason: null });
    expect((await get<StoredTicket>(`${path}/${ticket.id}`)).body).toMatchObject({ status: 'draft', version: 1 });
  });

  it('a guard on a fact refuses with its reason; two racing for the last seat: exactly one wins', async () => {
    const capacity = { value: 1 };
    const effects: string[] = [];
    setUp(server(), capacity, effects);
    const [a, b] = [await newTicket('A'), await newTicket('B')];
    const answers = await Promise.all([a, b].map((t) => call<Record<string, unknown>>('POST', `${path}/${t.id}/events`, { body: { type: 'open' } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body).toMatchObject({ type: 'illegal-transition', reason: 'no-capacity', allowed: ['cancel'] });
    expect(effects).toHaveLength(1);
    expect(capacity.value).toBe(0);
  });

  it('a stale If-Match is a conflict with the stored record; the event data is validated first (422); an event needs a type (400)', async () => {
    setUp(server(), { value: 5 }, []);
    const ticket = await newTicket();
    await call('POST', `${path}/${ticket.id}/events`, { body: { type: 'open' } });
    const stale = await call<Record<string, unknown>>('POST', `${path}/${ticket.id}/events`, { body: { type: 'cancel' }, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ type: 'conflict', current: { status: 'open', version: 2 } });
    const invalid = await call<Record<string, unknown>>('POST', `${path}/${ticket.id}/events`, { body: { type: 'close', note: 'x'.repeat(21) } });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ errors: { note: ['too-long'] } });
    expect((await call('POST', `${path}/${ticket.id}/events`, { body: { kind: 'close' } })).status).toBe(400);
    expect((await call('POST', `${path}/nope/events`, { body: { type: 'open' } })).status).toBe(404);
  });

  it('PUT and DELETE change a document only while editable (409 not-editable after it left draft); reading and events need the permission', async () => {
    setUp(server(), { value: 5 }, []);
    const ticket = await newTicket();
    const edited = await call<StoredTicket>('PUT', `${path}/${ticket.id}`, { body: { title: 'Paper jam', note: '' }, headers: { 'If-Match': '"1"' } });
    expect(edited.status).toBe(200);
    await call('POST', `${path}/${ticket.id}/events`, { body: { type: 'open' } });
    const locked = await call<Record<string, unknown>>('PUT', `${path}/${ticket.id}`, { body: { title: 'Other', note: '' }, headers: { 'If-Match': '"3"' } });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ type: 'not-editable', state: 'open' });
    expect((await call('DELETE', `${path}/${ticket.id}`)).status).toBe(409);
    expect((await call('POST', `${path}/${ticket.id}/events`, { as: 'cora', body: { type: 'cancel' } })).status).toBe(403);
    expect((await call('POST', `${path}/${ticket.id}/events`, { as: 'gus', tenant: 'globex', body: { type: 'cancel' } })).status).toBe(403);
    expect((await call('PUT', `${path}/${ticket.id}/events`, { body: { type: 'cancel' } })).status).toBe(405);
  });
});
