// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { createRecordMachine, type RecordEvent } from '../../src/machines/kit/record.machine';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';
import { customerForm, errors, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';

const machine = createRecordMachine<Customer, CustomerValues>({
  form: customerForm,
  toValues,
  systemId: 'customers.record',
  draftPrefix: 'customers',
  isActive: (c) => c.status === 'active',
  canSendEvent: (c, type) => type === 'suspend' && c.status === 'active',
});
const inactive: Customer = { ...stored, status: 'inactive', version: 4 };

const events = [
  { type: 'record.open', id: 'c1' },
  { type: 'record.retry' },
  { type: 'record.edit' },
  { type: 'record.delete', idempotencyKey: 'd1' },
  { type: 'record.delete', idempotencyKey: 'd2' },
  { type: 'record.deactivate', idempotencyKey: 'a1' },
  { type: 'record.activate', idempotencyKey: 'a2' },
  { type: 'record.event.send', event: { type: 'suspend' }, idempotencyKey: 'e1' },
  { type: 'record.event.send', event: { type: 'terminate' }, idempotencyKey: 'e2' },
  { type: 'record.failure.dismiss' },
  { type: 'record.undo.retry', idempotencyKey: 'u2' },
  { type: 'record.undo.dismiss' },
  { type: 'form.leave.confirmed' },
  doneEvent('loadRecord', stored),
  errorEvent('loadRecord', errors.notFound()),
  errorEvent('loadRecord', errors.forbidden()),
  errorEvent('loadRecord', errors.server()),
  doneEvent('readDraft', null),
  doneEvent('readDraft', { values: { ...toValues(stored), name: 'Draft' }, baseVersion: 3 }),
  doneEvent('form', { result: 'saved', record: { ...stored, version: 4 } }),
  doneEvent('form', { result: 'cancelled' }),
  doneEvent('confirmDelete', 'confirmed'),
  doneEvent('confirmDelete', 'cancelled'),
  doneEvent('deleteRecord', undefined),
  errorEvent('deleteRecord', errors.server()),
  errorEvent('deleteRecord', errors.referenced()),
  doneEvent('confirmDeactivateInstead', 'confirmed'),
  doneEvent('confirmDeactivate', 'confirmed'),
  doneEvent('confirmDeactivate', 'cancelled'),
  doneEvent('activateNow', stored),
  errorEvent('activateNow', errors.server()),
  doneEvent('deactivateRecord', inactive),
  errorEvent('deactivateRecord', errors.forbidden()),
  doneEvent('sendLifecycleEvent', inactive),
  doneEvent('undo', { result: 'undo', idempotencyKey: 'u1' }),
  doneEvent('undo', { result: 'expired' }),
  doneEvent('restoreRecord', stored),
  errorEvent('restoreRecord', errors.server()),
  doneEvent('activateRecord', stored),
] as unknown as RecordEvent[];

const paths = getShortestPaths(machine, { events, input: { id: 'c1' } });
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type).join(' > ');
const requests = ['deleteRecord', 'deactivateRecord', 'activateNow', 'sendLifecycleEvent'];
const isIn = (state: { value: unknown }, key: string) => stateKeys(state.value).includes(key);

describe('record machine: generated paths', () => {
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => stateKeys(p.state.value)));
    expect([...reached].sort()).toEqual(
      [
        'main.loading',
        'main.restoring',
        'main.notFound',
        'main.forbidden',
        'main.failed',
        'main.viewing',
        'main.editing',
        'main.confirmingDelete',
        'main.confirmingDeactivate',
        'main.deleting',
        'main.offeringDeactivation',
        'main.deactivating',
        'main.activating',
        'main.sendingEvent',
        'main.deleted',
        'undo.idle',
        'undo.offered',
        'undo.undoingDelete',
        'undo.undoingDeactivate',
        'undo.undoFailed',
      ].sort(),
    );
  });

  it('runs at most one mutation at a time, always with its key, only after asking where a question is due', () => {
    for (const path of paths) {
      const s = path.state;
      const running = Object.keys(s.children).filter((id) => requests.includes(id));
      expect(running.length, describePath(path)).toBeLessThanOrEqual(1);
      if (running.length === 1) {
        expect(s.context.mutation?.sent, describePath(path)).toBe(true);
        expect(s.context.mutation?.key, describePath(path)).toMatch(/^(d1|d2|a1|a2|e1|d1:deactivate|d2:deactivate)$/);
      }
      if (isIn(s, 'main.deleting')) {
        const asked = path.steps.findLastIndex((step) => step.event.type === 'record.delete');
        const confirmed = path.steps.findLastIndex(
          (step) => (step.event as { type: string; output?: unknown }).type === 'xstate.done.actor.confirmDelete' && (step.event as { output?: unknown }).output === 'confirmed',
        );
        expect(confirmed, describePath(path)).toBeGreaterThan(asked);
      }
    }
  });

  it('edits only a record that is there, and offers an undo only for what was done', () => {
    for (const path of paths) {
      const s = path.state;
      if (isIn(s, 'main.editing')) expect(s.context.record, describePath(path)).not.toBeNull();
      if (isIn(s, 'main.deleted')) expect(s.context.record, describePath(path)).toBeNull();
      if (!isIn(s, 'undo.idle')) expect(s.context.undo, describePath(path)).not.toBeNull();
      if (isIn(s, 'undo.undoingDelete')) expect(s.context.undo?.kind).toBe('delete');
      if (isIn(s, 'undo.undoingDeactivate')) expect(s.context.undo, describePath(path)).toEqual({ kind: 'deactivate', record: inactive, shown: true });
      // While an undo request runs or waits for a retry, nothing else changes the record.
      if (!isIn(s, 'undo.idle') && !isIn(s, 'undo.offered')) {
        for (const event of events.filter((e) => /^record\.(edit|delete|deactivate|event\.send)$/.test(e.type))) expect(s.can(event), describePath(path)).toBe(false);
      }
    }
  });

  it('never offers an event its lifecycle refuses', () => {
    for (const path of paths) {
      expect(path.steps.some((step) => step.event.type === 'record.event.send' && (step.event as { event: { type: string } }).event.type === 'terminate' && isIn(step.state, 'main.sendingEvent'))).toBe(false);
    }
  });
});
