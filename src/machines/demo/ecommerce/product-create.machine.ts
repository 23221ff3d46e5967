/**
 * New product (issue 14): POST a blank product (the mock's 'A New Product', inactive, placed first), then open it in
 * the editor and have the list fetch again. A failure says why and the button offers it again.
 */
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorCodeOf, type ShellErrorCode } from '../../effects/error-code';
import type { NavRef } from '../../nav.machine';
import { navActor } from '../../system';
import { createProduct, type Product } from './inventory-api';
import { inventoryListId, inventoryPath } from './inventory-list';

export type ProductCreateEvent = { type: 'create.start' } | { type: 'create.dismiss' };

export const postProduct = fromPromise<Product>(({ signal }) => createProduct(signal));

export const productCreateMachine = setup({
  types: {} as { context: { failure: ShellErrorCode | null; created: string | null }; events: ProductCreateEvent },
  actors: { postProduct },
  actions: {
    setFailure: assign((_, params: { error: unknown }) => ({ failure: errorCodeOf(params.error) })),
    clearFailure: assign({ failure: null }),
    openCreated: enqueueActions(({ system, enqueue }, params: { product: Product }) => {
      enqueue.assign({ created: params.product.id });
      const list = system.get(inventoryListId);
      if (list) enqueue.sendTo(list, { type: 'list.reload' });
      const nav: NavRef | undefined = navActor(system);
      if (nav) enqueue.sendTo(nav, { type: 'nav.navigate', to: `${inventoryPath}/${encodeURIComponent(params.product.id)}` });
    }),
  },
}).createMachine({
  id: 'productCreate',
  context: { failure: null, created: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'create.start': { target: 'creating', actions: 'clearFailure' },
        'create.dismiss': { actions: 'clearFailure' },
      },
    },
    creating: {
      invoke: {
        id: 'postProduct',
        src: 'postProduct',
        onDone: { target: 'idle', actions: { type: 'openCreated', params: ({ event }) => ({ product: event.output }) } },
        onError: { target: 'idle', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type ProductCreateRef = ActorRefFrom<typeof productCreateMachine>;
export type ProductCreateSnapshot = SnapshotFrom<typeof productCreateMachine>;
export const productCreateId = 'demo.ecommerce.create';
