// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FormEvent, FormInput } from '../../src/machines/kit/form.machine';
import { deepEqual } from '../../src/machines/kit/form-values';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';
import { customerForm, errors, stored, toValues, type CustomerValues } from './form-fixtures';

const theirs = { ...stored, version: 5, name: 'Acme Holding' };
const events = [
  { type: 'form.field.change', name: 'name', value: 'Acme Norte' },
  { type: 'form.field.change', name: 'name', value: '' },
  { type: 'form.field.change', name: 'name', value: 'Acme' },
  { type: 'form.field.blur', name: 'name' },
  { type: 'form.submit', idempotencyKey: 'k1' },
  { type: 'form.submit', idempotencyKey: 'k2' },
  { type: 'form.cancel' },
  { type: 'form.draft.discard' },
  { type: 'form.conflict.reload' },
  { type: 'form.conflict.overwrite', idempotencyKey: 'k3' },
  { type: 'form.queue.cancel' },
  { type: 'form.connection.online' },
  { type: 'form.leave.confirmed' },
  doneEvent('confirmDiscard', 'confirmed'),
  doneEvent('confirmDiscard', 'cancelled'),
  doneEvent('saveRecord', { ...stored, name: 'Acme Norte', version: 4 }),
  errorEvent('saveRecord', errors.server()),
  errorEvent('saveRecord', errors.forbidden()),
  errorEvent('saveRecord', errors.offline()),
  errorEvent('saveRecord', errors.invalid({ name: ['not-unique'] })),
  errorEvent('saveRecord', errors.conflict(theirs)),
] as unknown as FormEvent[];

const input: FormInput<CustomerValues> = { owner: 'customers.form', draftKey: 'customers:c1', initial: toValues(stored), version: 3 };
// How often a submit was refused does not change what the form can do next: leave it out, so the state space is finite.
// (Like the default serializer, no status: an actor's answer in a state that is not waiting for it changes nothing.)
const serializeState = (state: { value: unknown; context: object }) => {
  const { submitCount: _ignored, ...context } = state.context as { submitCount: number };
  return JSON.stringify({ value: state.value, context });
};
const paths = getShortestPaths(customerForm, { events, input, serializeState: serializeState as never });
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type + ('idempotencyKey' in s.event ? `(${s.event.idempotencyKey})` : '')).join(' > ');
const uncertain = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.saveRecord' && ['server', 'offline'].includes((event.error as { code: string }).code);

describe('form machine: generated paths', () => {
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => stateKeys(p.state.value)));
    expect([...reached].sort()).toEqual(
      [
        'active.leaveGuard.off',
        'active.leaveGuard.on',
        'active.main.confirmingCancel',
        'active.main.conflict',
        'active.main.editing',
        'active.main.queued',
        'active.main.submitting',
        'cancelled',
        'saved',
      ].sort(),
    );
  });

  // Shortest paths never repeat a state, so a second submit (which changes nothing) is tried from every reached state.
  const submitAgain = (state: (typeof paths)[number]['state']) =>
    transition(customerForm, state, { type: 'form.submit', idempotencyKey: 'k-new' } as FormEvent);
  const startsASave = (actions: Array<{ type: string; params?: unknown }>) =>
    actions.some((a) => a.type === 'xstate.spawnChild' && (a.params as { id?: string } | undefined)?.id === 'saveRecord');

  it('never has more than one save in flight: a submit while submitting changes nothing and starts nothing', () => {
    let checked = 0;
    for (const path of paths) {
      if (!path.state.hasTag('submitting')) continue;
      checked += 1;
      const [next, actions] = submitAgain(path.state);
      expect(next.context, describePath(path)).toEqual(path.state.context);
      expect(startsASave(actions as never), describePath(path)).toBe(false);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('retries after an uncertain failure (5xx, offline) with the same key, whatever key the boundary made', () => {
    let retries = 0;
    for (const path of paths) {
      const last = path.steps.at(-1)!.event;
      if (!uncertain(last as never) || path.state.status !== 'active') continue;
      const failedKey = path.state.context.idempotencyKey;
      expect(failedKey, describePath(path)).not.toBeNull();
      const [next, actions] = submitAgain(path.state);
      if (!next.hasTag('submitting')) continue;
      retries += 1;
      expect(next.context.idempotencyKey, describePath(path)).toBe(failedKey);
      expect(startsASave(actions as never), describePath(path)).toBe(true);
    }
    expect(retries).toBeGreaterThanOrEqual(2);
  });

  it('takes the new key after a definite answer (403, 422)', () => {
    let checked = 0;
    for (const path of paths) {
      const last = path.steps.at(-1)!.event as { type: string; error?: { code?: string } };
      if (last.type !== 'xstate.error.actor.saveRecord' || !['forbidden', 'invalid'].includes(last.error?.code ?? '')) continue;
      expect(path.state.context.idempotencyKey, describePath(path)).toBeNull();
      const [next] = submitAgain(path.state);
      if (next.hasTag('submitting')) {
        checked += 1;
        expect(next.context.idempotencyKey).toBe('k-new');
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('only saves valid values, and only saves when something changed or a draft was restored', () => {
    for (const path of paths) {
      if (!path.state.hasTag('submitting')) continue;
      const { values, clientErrors } = path.state.context;
      expect(clientErrors, describePath(path)).toEqual({});
      expect(values.name.trim(), describePath(path)).not.toBe('');
    }
  });

  it('holds the leave guard exactly while the values differ from the stored ones', () => {
    for (const path of paths) {
      const s = path.state;
      if (s.status !== 'active') continue;
      const dirty = !deepEqual(s.context.values, s.context.initial);
      expect(s.matches({ active: { leaveGuard: 'on' } }), describePath(path)).toBe(dirty);
    }
  });

  it('ends saved only after the service answered, and a conflict always has the stored record', () => {
    for (const path of paths) {
      if (path.state.matches('saved')) expect(path.steps.at(-1)!.event.type, describePath(path)).toBe('xstate.done.actor.saveRecord');
      if (path.state.hasTag('conflict')) expect(path.state.context.conflict?.current.version, describePath(path)).toBe(5);
    }
  });
});
