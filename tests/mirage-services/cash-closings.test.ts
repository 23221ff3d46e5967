/**
 * The distribution service's cash registers and closings (DOMAIN.md, Distribution.Cash): numbering, the register
 * held by one closing at a time, the closing's events through its statechart (count data 422, illegal 409 with the
 * reason, four eyes on approval, a rejection back to counting), editing only while open, registers in use refused
 * for deletion, the permission and the tenant; and the seed (a closing per register and day, counts that add up).
 */
import { describe, expect, it } from 'vitest';
import { businessPermissions } from '../../src/config/permissions';
import { cashFigures, countProblem, denominations, type CashClosing, type CashRegister } from '../../src/domain/cash-closing';
import { seedCash } from '../../src/mirage/services/seeds/cash.seed';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from './support';

const base = '/api/distribution';
const rita = { sub: 'usr_rita', name: 'Rita Campos', tenants: ['acme'], permissions: businessPermissions };

async function firstEmployee(): Promise<string> {
  const page = await get<PageBody<{ id: string }>>('/api/catalogs/employees?status=active&pageSize=1');
  return page.body.items[0]!.id;
}

async function freeRegister(): Promise<string> {
  const created = await call<CashRegister>('POST', `${base}/cash-registers`, { body: { code: `caja-t${Math.floor(Math.random() * 1e6)}`, name: 'Caja de prueba' } });
  expect(created.status).toBe(201);
  expect(created.body.code).toMatch(/^CAJA-T\d+$/);
  return created.body.id;
}

const event = (id: string, body: Record<string, unknown>, options: { token?: string; version?: number } = {}) =>
  call<Record<string, unknown>>('POST', `${base}/cash-closings/${id}/events`, {
    body,
    ...(options.token ? { token: options.token } : {}),
    ...(options.version ? { headers: { 'If-Match': `"${options.version}"` } } : {}),
  });

describe('cash closings service', () => {
  useServices();

  it('opens a register: CC-number, the company currency, every denomination to count, status open; the register is then busy (422 not-unique)', async () => {
    const registerId = await freeRegister();
    const cashierId = await firstEmployee();
    const created = await call<CashClosing>('POST', `${base}/cash-closings`, { body: { registerId, cashierId, openingFloat: 150_000 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'open', currency: 'MXN', date: '2025-07-15', openingFloat: 150_000, cashSales: 0, cardSales: 0, submittedBy: null });
    expect(created.body.number).toMatch(/^CC-\d{6}$/);
    expect(Object.keys(created.body.counts)).toEqual(denominations.MXN.map((d) => d.id));
    expect(Object.values(created.body.counts).every((v) => v === null)).toBe(true);
    const again = await call('POST', `${base}/cash-closings`, { body: { registerId, cashierId, openingFloat: 0 } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { registerId: ['not-unique'] } });
    const bad = await call('POST', `${base}/cash-closings`, { body: { registerId: 'nope', cashierId: 'nope', openingFloat: -5 } });
    expect(bad.body).toMatchObject({ errors: { registerId: ['unknown-reference'], cashierId: ['unknown-reference'], openingFloat: ['out-of-range'] } });
    // The register is in use: deleting it is refused with deactivation offered.
    const del = await call('DELETE', `${base}/cash-registers/${registerId}`);
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({ type: 'referenced', instead: { status: 'inactive' } });
  });

  it('walks open → counting → submitted → counting (rejected) → submitted → approved, with four eyes and the reasons of each refusal', async () => {
    const registerId = await freeRegister();
    const created = await call<CashClosing>('POST', `${base}/cash-closings`, { body: { registerId, cashierId: await firstEmployee(), openingFloat: 100_000, cashSales: 45_050 } });
    const id = created.body.id;
    // Edited while open (the float, the sales), not after.
    const edited = await call<CashClosing>('PUT', `${base}/cash-closings/${id}`, {
      body: { registerId, cashierId: created.body.cashierId, openingFloat: 100_000, cashSales: 45_000, cardSales: 12_000 },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect((await event(id, { type: 'submit' })).body).toMatchObject({ type: 'illegal-transition', state: 'open', allowed: ['startCount'], reason: null });
    expect((await event(id, { type: 'startCount' }, { version: 2 })).body).toMatchObject({ status: 'counting', version: 3 });
    const locked = await call('PUT', `${base}/cash-closings/${id}`, { body: { ...edited.body, cashSales: 1 }, headers: { 'If-Match': '"3"' } });
    expect(locked.body).toMatchObject({ type: 'not-editable' });

    // A count with a bad value: 422 under its denomination; nothing changes.
    const invalid = await event(id, { type: 'count', counts: { 'note-50000': -1 } });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ errors: { 'counts.note-50000': ['out-of-range'] } });
    // Half a count: kept, but not submittable.
    await event(id, { type: 'count', counts: { 'note-100000': 1 } });
    expect((await event(id, { type: 'submit' })).body).toMatchObject({ status: 409, reason: 'not-counted', allowed: ['count'] });
    // 1,450 counted against 1,000 + 450 = exact.
    const counts = Object.fromEntries(denominations.MXN.map((d) => [d.id, 0]));
    Object.assign(counts, { 'note-100000': 1, 'note-20000': 2, 'note-5000': 1 });
    const counted = await event(id, { type: 'count', counts, note: '' });
    expect(cashFigures(counted.body as unknown as CashClosing)).toMatchObject({ expected: 145_000, counted: 145_000, difference: 0 });
    // One 50 note less: a difference needs a note.
    await event(id, { type: 'count', counts: { ...counts, 'note-5000': 0 }, note: '' });
    expect((await event(id, { type: 'submit' })).body).toMatchObject({ reason: 'note-required' });
    await event(id, { type: 'count', counts: { ...counts, 'note-5000': 0 }, note: 'Faltan 50: cambio mal entregado' });
    expect((await event(id, { type: 'submit' })).body).toMatchObject({ status: 'submitted', submittedBy: 'usr_ana' });

    // Ana submitted: her approval is refused; she may send it back with a reason.
    expect((await event(id, { type: 'approve' })).body).toMatchObject({ type: 'illegal-transition', reason: 'same-person', allowed: ['reject'] });
    expect((await event(id, { type: 'reject' })).body).toMatchObject({ status: 422, errors: { reason: ['required'] } });
    const rejected = await event(id, { type: 'reject', reason: 'Recount the 50 notes' });
    expect(rejected.body).toMatchObject({ status: 'counting', rejection: { reason: 'Recount the 50 notes', by: 'usr_ana' }, submittedBy: null });
    await event(id, { type: 'count', counts, note: '' });
    await event(id, { type: 'submit' });
    // Someone else approves.
    const token = await signAccessToken(rita);
    const approved = await event(id, { type: 'approve' }, { token });
    expect(approved.body).toMatchObject({ status: 'approved', approvedBy: 'usr_rita', submittedBy: 'usr_ana' });
    expect((await event(id, { type: 'reject', reason: 'late' }, { token })).body).toMatchObject({ type: 'illegal-transition', allowed: [] });

    const history = await get<Array<{ event: string; from: string | null; to: string | null; byName?: string }>>(`${base}/cash-closings/${id}/history`);
    expect(history.body.map((e) => `${e.event}:${e.from ?? ''}>${e.to ?? ''}`)).toEqual([
      'approve:submitted>approved',
      'submit:counting>submitted',
      'count:counting>counting',
      'reject:submitted>counting',
      'submit:counting>submitted',
      'count:counting>counting',
      'count:counting>counting',
      'count:counting>counting',
      'count:counting>counting',
      'startCount:open>counting',
      'updated:>',
      'created:>',
    ]);
    expect(history.body[0]!.byName).toBe('Rita Campos');
    // The register is free again.
    expect((await call('POST', `${base}/cash-closings`, { body: { registerId, cashierId: created.body.cashierId, openingFloat: 0 } })).status).toBe(201);
  });

  it('needs Distribution.Cash and the tenant: sam is refused, globex cannot see acme closings', async () => {
    const list = await get<PageBody<CashClosing>>(`${base}/cash-closings?pageSize=1`);
    expect(list.status).toBe(200);
    const id = list.body.items[0]!.id;
    expect((await get(`${base}/cash-closings`, { as: 'sam' })).status).toBe(403);
    expect((await get(`${base}/cash-registers`, { as: 'sam' })).status).toBe(403);
    expect((await get(`${base}/cash-closings/${id}`, { as: 'gus' })).status).toBe(403);
    expect((await event(id, { type: 'approve' }, { token: await signAccessToken({ ...rita, permissions: [] }) })).status).toBe(403);
  });

  it('lists by register, cashier, status and date range, newest day first', async () => {
    const registers = await get<PageBody<CashRegister>>(`${base}/cash-registers`);
    expect(registers.body.items.map((r) => r.code)).toEqual(['CAJA-01', 'CAJA-02', 'CAJA-03', 'CAJA-04']);
    const reg = registers.body.items[0]!.id;
    const page = await get<PageBody<CashClosing>>(`${base}/cash-closings?registerId=${reg}&pageSize=5`);
    expect(page.body.total).toBe(365);
    expect(page.body.items.every((c) => c.registerId === reg)).toBe(true);
    const days = page.body.items.map((c) => c.date);
    expect([...days].sort().reverse()).toEqual(days);
    const week = await get<PageBody<CashClosing>>(`${base}/cash-closings?date=${days[4]}..${days[0]}&status=approved&pageSize=100`);
    expect(week.body.items.every((c) => c.status === 'approved' && c.date >= days[4]! && c.date <= days[0]!)).toBe(true);
  });
});

describe('cash seed', () => {
  const today = Date.parse('2025-07-15T12:00:00Z');
  it('acme: 3 registers × 365 days and a spare, globex 2 × 90; today open or counting, yesterday one submitted, the rest approved; counts add up', () => {
    const acme = seedCash('acme', today);
    expect(acme.registers).toHaveLength(4);
    expect(acme.closings.some((c) => c.registerId === acme.registers[3]!.id)).toBe(false);
    expect(acme.closings).toHaveLength(1_095);
    expect(seedCash('globex', today).closings).toHaveLength(180);
    expect(seedCash('initech', today).closings).toHaveLength(0);
    const todays = acme.closings.filter((c) => c.date === '2025-07-15');
    expect(todays.map((c) => c.status).sort()).toEqual(['counting', 'open', 'open']);
    expect(acme.closings.filter((c) => c.status === 'submitted').map((c) => c.date)).toEqual(['2025-07-14']);
    expect(acme.closings[0]!.date).toBe('2024-07-16');
    for (const c of acme.closings.filter((x) => x.status === 'approved' || x.status === 'submitted')) {
      expect(countProblem(c)).toBeNull();
      expect(c.approvedBy ?? 'none').not.toBe(c.submittedBy);
    }
    const differing = acme.closings.filter((c) => c.status === 'approved' && cashFigures(c).difference !== 0);
    expect(differing.length).toBeGreaterThan(50);
    expect(seedCash('acme', today)).toEqual(acme);
  });

  it('is small: the acme area under 1.5 MB as JSON (its time is reported, not asserted)', () => {
    const started = performance.now();
    const { closings } = seedCash('acme', today);
    const elapsed = performance.now() - started;
    const bytes = JSON.stringify(closings).length;
    console.info(`cash seed acme: ${closings.length} closings in ${elapsed.toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KiB as JSON`);
    expect(closings.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(1_500_000);
  });
});
