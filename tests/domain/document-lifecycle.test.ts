import { describe, expect, it } from 'vitest';
import { allowedEvents, applyEvent, canTake, isEditable } from '../../src/domain/document-lifecycle';
import { ticketLifecycle, type Ticket } from '../support/toy-lifecycle';

const ticket = (status: string): Ticket => ({ status, title: 'T-1', note: '' });

describe('document lifecycle helper', () => {
  it('offers the events the state takes, in eventTypes order; facts unknown (the UI) let fact guards through', () => {
    expect(allowedEvents(ticketLifecycle, ticket('draft'), null)).toEqual(['open', 'cancel']);
    expect(allowedEvents(ticketLifecycle, ticket('open'), null)).toEqual(['close', 'cancel']);
    expect(allowedEvents(ticketLifecycle, ticket('closed'), null)).toEqual([]);
    expect(allowedEvents(ticketLifecycle, ticket('draft'), { capacity: 0 })).toEqual(['cancel']);
    expect(canTake(ticketLifecycle, ticket('draft'), 'open')).toBe(true);
    expect(canTake(ticketLifecycle, ticket('closed'), 'open')).toBe(false);
  });

  it('applies an event: the next status, the document changed by assign, the effects with their params', () => {
    const opened = applyEvent(ticketLifecycle, ticket('draft'), { capacity: 1 }, { type: 'open' });
    expect(opened).toEqual({ ok: true, from: 'draft', to: 'open', doc: { status: 'open', title: 'T-1', note: '' }, effects: [{ type: 'seat', params: { title: 'T-1' } }] });
    const closed = applyEvent(ticketLifecycle, ticket('open'), { capacity: 1 }, { type: 'close', note: 'done' });
    expect(closed).toMatchObject({ ok: true, to: 'closed', doc: { status: 'closed', note: 'done' }, effects: [] });
    const cancelled = applyEvent(ticketLifecycle, ticket('open'), null, { type: 'cancel' });
    expect(cancelled).toMatchObject({ ok: true, to: 'cancelled', effects: [{ type: 'release', params: { title: 'T-1' } }] });
  });

  it('refuses an event the state does not take (no reason) and one a guard refuses (with the reason)', () => {
    expect(applyEvent(ticketLifecycle, ticket('closed'), { capacity: 1 }, { type: 'open' })).toEqual({ ok: false, state: 'closed', event: 'open', allowed: [], reason: null });
    expect(applyEvent(ticketLifecycle, ticket('draft'), { capacity: 0 }, { type: 'open' })).toEqual({
      ok: false,
      state: 'draft',
      event: 'open',
      allowed: ['cancel'],
      reason: 'no-capacity',
    });
    expect(applyEvent(ticketLifecycle, ticket('draft'), null, { type: 'explode' })).toMatchObject({ ok: false, event: 'explode', allowed: ['open', 'cancel'], reason: null });
  });

  it('a status the statechart does not know takes nothing (a malformed stored record never moves)', () => {
    expect(allowedEvents(ticketLifecycle, ticket('lost'), null)).toEqual([]);
    expect(applyEvent(ticketLifecycle, ticket('lost'), null, { type: 'cancel' })).toEqual({ ok: false, state: 'lost', event: 'cancel', allowed: [], reason: null });
  });

  it('editable only in editableIn', () => {
    expect(isEditable(ticketLifecycle, ticket('draft'))).toBe(true);
    expect(isEditable(ticketLifecycle, ticket('open'))).toBe(false);
  });
});
