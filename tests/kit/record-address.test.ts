// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { recordIdFromPath } from '../../src/machines/kit/record-address';
import { createRecordMachine } from '../../src/machines/kit/record.machine';
import { customerForm, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';

describe('record address', () => {
  it.each([
    ['/admin/customers/c7', 'c7'],
    ['/admin/customers/a%2Fb', 'a/b'],
    ['/admin/customers', null],
    ['/admin/customers/new', null],
    ['/admin/customers/c7/edit', null],
    ['/admin/customersX/c7', null],
    ['/admin/customers/%E0%A4%A', null],
  ])('%s names %s', (path, id) => expect(recordIdFromPath(path, '/admin/customers')).toBe(id));

  it('the record machine opens the record the address names, and ignores other pages and the same id', async () => {
    const loads: string[] = [];
    const record = createRecordMachine<Customer, CustomerValues>({
      form: customerForm,
      toValues,
      systemId: 'customers.record',
      draftPrefix: 'customers',
      path: '/admin/customers',
    }).provide({
      actors: {
        loadRecord: fromPromise<Customer, { id: string }>(async ({ input }) => (loads.push(input.id), { ...stored, id: input.id })),
      },
    });
    const nav = createMachine({
      types: {} as { context: { location: { path: string; search: string } }; events: { type: 'go'; path: string } },
      context: { location: { path: '/admin/customers/c1', search: '' } },
      on: { go: { actions: assign(({ event }) => ({ location: { path: event.path, search: '' } })) } },
    });
    const root = createMachine({
      invoke: [
        { id: 'nav', src: nav, systemId: 'nav' },
        { id: 'record', src: record, systemId: 'customers.record', input: { id: 'c1' } },
      ],
    });
    const app = createActor(root).start();
    const navRef = app.getSnapshot().children.nav!;
    const recordRef = app.getSnapshot().children.record!;
    await waitFor(recordRef, (s) => (s as { matches: (v: unknown) => boolean }).matches({ main: 'viewing' }));
    navRef.send({ type: 'go', path: '/admin/customers/c2' });
    await waitFor(recordRef, (s) => (s as { context: { record: Customer | null } }).context.record?.id === 'c2');
    navRef.send({ type: 'go', path: '/admin/customers' });
    navRef.send({ type: 'go', path: '/admin/customers/c2' });
    navRef.send({ type: 'go', path: '/dashboard' });
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toEqual(['c1', 'c2']);
  });
});
