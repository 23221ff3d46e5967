/**
 * The cash closing statechart (src/domain/cash-closing-lifecycle.ts) through the documents foundation: what each
 * status takes, the guards (submit only when counted and explained, approval by a second person, a rejection with
 * its reason back to counting), the reasons of a refusal, and what each step keeps on the closing.
 */
import { describe, expect, it } from 'vitest';
import { denominations, emptyCounts, type CashCounts } from '../../src/domain/cash-closing';
import { cashClosingLifecycle as lc, type CashClosingDoc, type CashFacts } from '../../src/domain/cash-closing-lifecycle';
import { allowedEvents, applyEvent, canTake, isEditable } from '../../src/domain/document-lifecycle';

const full = (pieces = 0): CashCounts => Object.fromEntries(denominations.MXN.map((d) => [d.id, pieces]));
const doc = (over: Partial<CashClosingDoc> = {}): CashClosingDoc => ({
  status: 'open',
  currency: 'MXN',
  openingFloat: 100_000,
  cashSales: 0,
  counts: emptyCounts('MXN'),
  countNote: '',
  submittedBy: null,
  approvedBy: null,
  rejection: null,
  ...over,
});
const ana: CashFacts = { user: 'usr_ana', now: '2025-07-15T20:00:00.000Z' };
const rita: CashFacts = { user: 'usr_rita', now: '2025-07-15T21:00:00.000Z' };
/** One 1000 note: exactly the float. */
const exact = { ...full(0), 'note-100000': 1 };

describe('cash closing lifecycle', () => {
  it('offers per status, in button order; only an open closing is edited', () => {
    expect(allowedEvents(lc, doc(), null)).toEqual(['startCount']);
    expect(allowedEvents(lc, doc({ status: 'counting' }), null)).toEqual(['count']);
    expect(allowedEvents(lc, doc({ status: 'counting', counts: exact }), null)).toEqual(['count', 'submit']);
    expect(allowedEvents(lc, doc({ status: 'submitted', counts: exact, submittedBy: 'usr_ana' }), null)).toEqual(['approve', 'reject']);
    expect(allowedEvents(lc, doc({ status: 'approved' }), null)).toEqual([]);
    expect([isEditable(lc, doc()), isEditable(lc, doc({ status: 'counting' }))]).toEqual([true, false]);
  });

  it('a count keeps every denomination (missing ones as not counted) and the trimmed note; bad data is refused', () => {
    const step = applyEvent(lc, doc({ status: 'counting' }), ana, { type: 'count', counts: { 'note-100000': 2 }, note: '  Sobrante ' });
    expect(step).toMatchObject({ ok: true, from: 'counting', to: 'counting' });
    if (!step.ok) return;
    expect(step.doc.counts).toEqual({ ...emptyCounts('MXN'), 'note-100000': 2 });
    expect(step.doc.countNote).toBe('Sobrante');
    expect(applyEvent(lc, doc({ status: 'counting' }), ana, { type: 'count', counts: { 'note-100000': -2 } })).toMatchObject({ ok: false, reason: 'invalid-count' });
  });

  it('submit only when counted; a difference needs a note; the submitter is kept', () => {
    expect(applyEvent(lc, doc({ status: 'counting', counts: { ...exact, 'coin-50': null } }), ana, { type: 'submit' })).toMatchObject({ ok: false, reason: 'not-counted', allowed: ['count'] });
    const short = doc({ status: 'counting', counts: exact, cashSales: 5_000 });
    expect(applyEvent(lc, short, ana, { type: 'submit' })).toMatchObject({ ok: false, reason: 'note-required' });
    const step = applyEvent(lc, { ...short, countNote: 'Faltante de 50' }, ana, { type: 'submit' });
    expect(step).toMatchObject({ ok: true, to: 'submitted', doc: { submittedBy: 'usr_ana' } });
  });

  it('approval needs a second person: the submitter is refused (same-person), and the UI hides the button from them', () => {
    const submitted = doc({ status: 'submitted', counts: exact, submittedBy: 'usr_ana' });
    expect(applyEvent(lc, submitted, ana, { type: 'approve' })).toMatchObject({ ok: false, reason: 'same-person', allowed: ['reject'] });
    expect(canTake(lc, submitted, 'approve', ana)).toBe(false);
    expect(canTake(lc, submitted, 'approve', rita)).toBe(true);
    expect(applyEvent(lc, submitted, rita, { type: 'approve' })).toMatchObject({ ok: true, to: 'approved', doc: { approvedBy: 'usr_rita' } });
  });

  it('a rejection needs its reason, goes back to counting, keeps the count, and clears the submitter', () => {
    const submitted = doc({ status: 'submitted', counts: exact, submittedBy: 'usr_ana' });
    expect(applyEvent(lc, submitted, ana, { type: 'reject', reason: ' ' })).toMatchObject({ ok: false, reason: 'reason-required' });
    const step = applyEvent(lc, submitted, ana, { type: 'reject', reason: 'Recount the coins' });
    expect(step).toMatchObject({ ok: true, from: 'submitted', to: 'counting' });
    if (!step.ok) return;
    expect(step.doc).toMatchObject({ counts: exact, submittedBy: null, rejection: { reason: 'Recount the coins', by: 'usr_ana', at: ana.now } });
    expect(step.effects).toEqual([]);
  });

  it('refuses what a status does not take, with what it allows and no reason', () => {
    expect(applyEvent(lc, doc(), ana, { type: 'submit' })).toEqual({ ok: false, state: 'open', event: 'submit', allowed: ['startCount'], reason: null });
    expect(applyEvent(lc, doc({ status: 'approved' }), ana, { type: 'reject', reason: 'x' })).toMatchObject({ ok: false, allowed: [] });
    expect(applyEvent(lc, doc({ status: 'lost' as never }), ana, { type: 'startCount' })).toMatchObject({ ok: false, allowed: [] });
  });
});
