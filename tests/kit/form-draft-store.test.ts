// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDraftStore, DRAFT_MAX_AGE_MS, draftActions, readDraftFrom } from '../../src/machines/kit/draft-store';
import type { SaveRecordInput } from '../../src/machines/kit/form.machine';
import { createRecordMachine, selectFormRef, selectRecordStatus } from '../../src/machines/kit/record.machine';
import { customerForm, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';

/** A Storage stand-in; `full` makes setItem throw like a full quota. */
function memoryStorage() {
  const map = new Map<string, string>();
  const storage = {
    full: false,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (storage.full) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k: string) => void map.delete(k),
  };
  return { storage, map };
}

const draft = { values: { ...toValues(stored), name: 'Acme Draft' }, baseVersion: 3 };

describe('draft store', () => {
  it('keeps drafts per tenant and user, and reads them back', () => {
    const { storage, map } = memoryStorage();
    const ana = createDraftStore({ tenant: 'acme', user: 'ana', storage, now: () => 1000 });
    const bob = createDraftStore({ tenant: 'acme', user: 'bob', storage, now: () => 1000 });
    ana.persist('customers:c1', { ...draft, pendingKey: 'k1' });
    expect([...map.keys()]).toEqual(['backoffice.draft.acme.ana.customers:c1']);
    expect(JSON.parse(map.get('backoffice.draft.acme.ana.customers:c1')!)).toEqual({ ...draft, pendingKey: 'k1', savedAt: 1000 });
    expect(ana.read('customers:c1')).toEqual({ ...draft, pendingKey: 'k1' });
    expect(bob.read('customers:c1')).toBeNull();
    ana.clear('customers:c1');
    expect(ana.read('customers:c1')).toBeNull();
  });

  it('keeps a draft in memory when storage is full, and drops old or unreadable ones', () => {
    const { storage, map } = memoryStorage();
    let now = 0;
    const store = createDraftStore({ tenant: 'acme', user: 'ana', storage, now: () => now });
    storage.full = true;
    store.persist('customers:new', draft);
    expect(store.read('customers:new')).toEqual(draft);
    storage.full = false;
    store.persist('customers:c1', draft);
    now = DRAFT_MAX_AGE_MS + 1;
    expect(store.read('customers:c1')).toBeNull();
    expect(map.size).toBe(0);
    map.set('backoffice.draft.acme.ana.customers:c2', '{not json');
    expect(store.read('customers:c2')).toBeNull();
    map.set('backoffice.draft.acme.ana.customers:c3', JSON.stringify({ values: 'x', baseVersion: 1, savedAt: now }));
    expect(store.read('customers:c3')).toBeNull();
  });

  it('clears every draft of the user on request', () => {
    const { storage, map } = memoryStorage();
    createDraftStore({ tenant: 'acme', user: 'bob', storage }).persist('customers:c1', draft);
    const ana = createDraftStore({ tenant: 'acme', user: 'ana', storage });
    ana.persist('customers:c1', draft);
    ana.persist('products:p1', draft);
    ana.clearAll();
    expect([...map.keys()]).toEqual(['backoffice.draft.acme.bob.customers:c1']);
  });

  it('wires into the form and record machines: typing persists, the record resumes editing from it after a reload', async () => {
    const { storage } = memoryStorage();
    const store = createDraftStore({ tenant: 'acme', user: 'ana', storage });
    const form = customerForm.provide({
      actions: draftActions(store),
      actors: { saveRecord: fromPromise<Customer, SaveRecordInput<CustomerValues>>(async ({ input }) => ({ ...stored, ...input.values, version: 4 })) },
    });
    const record = createRecordMachine<Customer, CustomerValues>({ form, toValues, systemId: 'customers.record', draftPrefix: 'customers' }).provide({
      actors: {
        loadRecord: fromPromise<Customer, { id: string }>(async () => stored),
        readDraft: readDraftFrom<CustomerValues>(store, (v): v is CustomerValues => typeof (v as CustomerValues).name === 'string'),
      },
    });
    const first = createActor(record, { input: { id: 'c1' } }).start();
    await waitFor(first, (s) => selectRecordStatus(s) === 'viewing');
    first.send({ type: 'record.edit' });
    selectFormRef(first.getSnapshot())!.send({ type: 'form.field.change', name: 'name', value: 'Acme Draft' });
    first.stop();
    // A reload: a new actor over the same storage.
    const second = createActor(record, { input: { id: 'c1' } }).start();
    await waitFor(second, (s) => selectRecordStatus(s) === 'editing');
    const resumed = selectFormRef(second.getSnapshot())!.getSnapshot();
    expect(resumed.context.values.name).toBe('Acme Draft');
    expect(resumed.context.restored).toBe(true);
  });
});
