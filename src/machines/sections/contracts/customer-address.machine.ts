/**
 * A new contract's installation address starts from its customer's (gaps10b point 4): when the customer chosen
 * changes, the customer's address (the picker's projection, GET /customer-options/{id}) fills the address fields,
 * which stay editable. An address the user typed is never overwritten: the fields are filled only while they are
 * empty (the country aside) or still hold the address this machine put there. The customer a form starts with (a
 * stored draft's, an edited contract's) leaves its address alone. A failed read fills nothing (the user types it).
 * The form owns the values: this machine watches it and sends it the changes.
 */
import { and, assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Address } from '../../../domain/address';
import type { FormActor } from '../../kit/form.connect';
import { fetchCustomerOption } from '../catalog-options-api';

const addressKeys = ['street', 'city', 'state', 'postalCode', 'country'] as const;

type Seen = { customerId: string; address: Address | null };

const seenIn = (snapshot: ReturnType<FormActor['getSnapshot']>): Seen => {
  const values = (snapshot.context as { values?: { customerId?: unknown; installationAddress?: unknown } }).values;
  const a = values?.installationAddress as Record<string, unknown> | undefined;
  const address = a && addressKeys.every((k) => typeof a[k] === 'string') ? (a as unknown as Address) : null;
  return { customerId: typeof values?.customerId === 'string' ? values.customerId : '', address };
};

/** Whether the form's address may take the customer's: nothing typed (the country aside), or what was filled last. */
export function mayFillAddress(current: Address | null, filled: Address | null): boolean {
  if (current === null) return false;
  if (['street', 'city', 'state', 'postalCode'].every((k) => current[k as keyof Address].trim() === '')) return true;
  return filled !== null && addressKeys.every((k) => current[k] === filled[k]);
}

export const customerAddressMachine = setup({
  types: {} as {
    context: { form: FormActor; customerId: string; filled: Address | null };
    input: { form: FormActor };
    events: { type: 'customerAddress.form.changed'; customerId: string };
  },
  actors: {
    watchForm: fromCallback<{ type: 'customerAddress.form.changed'; customerId: string }, { form: FormActor }>(({ input, sendBack }) => {
      const subscription = input.form.subscribe((snapshot) => sendBack({ type: 'customerAddress.form.changed', customerId: seenIn(snapshot).customerId }));
      return () => subscription.unsubscribe();
    }),
    loadAddress: fromPromise<Address, { customerId: string }>(async () => {
      throw new Error('provide loadAddress (customerAddressLogic)');
    }),
  },
  guards: {
    customerChanged: ({ context, event }) => event.customerId !== context.customerId,
    hasCustomer: ({ event }) => event.customerId !== '',
  },
  actions: {
    fill: assign(({ context }, params: { address: Address }) => {
      if (!mayFillAddress(seenIn(context.form.getSnapshot()).address, context.filled)) return {};
      for (const key of addressKeys) context.form.send({ type: 'form.field.change', name: `installationAddress.${key}`, value: params.address[key] });
      return { filled: { ...params.address } };
    }),
  },
}).createMachine({
  id: 'customerAddress',
  context: ({ input }) => ({ form: input.form, customerId: seenIn(input.form.getSnapshot()).customerId, filled: null }),
  invoke: { src: 'watchForm', input: ({ context }) => ({ form: context.form }) },
  initial: 'idle',
  on: {
    'customerAddress.form.changed': [
      { guard: and(['customerChanged', 'hasCustomer']), target: '.loading', reenter: true, actions: assign({ customerId: ({ event }) => event.customerId }) },
      // Cleared: nothing to read (a read under way is dropped).
      { guard: 'customerChanged', target: '.idle', actions: assign({ customerId: ({ event }) => event.customerId }) },
    ],
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadAddress',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: { target: 'idle', actions: { type: 'fill', params: ({ event }) => ({ address: event.output }) } },
        onError: { target: 'idle' },
      },
    },
  },
});

/** The machine reading the customer's address from the customer picker's projection. */
export const customerAddressLogic = (config: RuntimeConfig) =>
  customerAddressMachine.provide({
    actors: {
      loadAddress: fromPromise<Address, { customerId: string }>(async ({ input, signal }) => (await fetchCustomerOption(config, input.customerId, signal, { quiet: true })).address),
    },
  });

export type CustomerAddressLogic = typeof customerAddressMachine;
export type CustomerAddressRef = ActorRefFrom<typeof customerAddressMachine>;
