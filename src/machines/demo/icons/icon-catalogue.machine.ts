/** An icon catalogue page (/ui/icons/{set}, issue 14): loads the set once, then filters its names as the user types. */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isApiError } from '../../effects/api-error';
import { fetchIconCatalogue, type IconCatalogue, type IconSet } from './get-icon-catalogue';

export type IconCatalogueFailure = 'offline' | 'malformed' | 'failed';

export interface IconCatalogueContext {
  set: IconSet;
  catalogue: IconCatalogue | null;
  query: string;
  failure: IconCatalogueFailure | null;
}

export type IconCatalogueEvent = { type: 'icons.query.change'; value: string } | { type: 'icons.retry' };

export const loadIconCatalogue = fromPromise<IconCatalogue, { set: IconSet }>(({ input, signal }) => fetchIconCatalogue(input.set, signal));

/** The longest query kept (a pasted page of text is cut, not refused). */
export const MAX_QUERY = 100;

const failureOf = (error: unknown): IconCatalogueFailure => {
  const code = isApiError(error) ? error.code : null;
  return code === 'offline' ? 'offline' : code === 'malformed' ? 'malformed' : 'failed';
};

export const iconCatalogueMachine = setup({
  types: {} as { context: IconCatalogueContext; events: IconCatalogueEvent; input: { set: IconSet } },
  actors: { loadIconCatalogue },
  actions: {
    setQuery: assign((_, params: { value: string }) => ({ query: params.value.slice(0, MAX_QUERY) })),
    setCatalogue: assign((_, params: { catalogue: IconCatalogue }) => ({ catalogue: params.catalogue, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
}).createMachine({
  id: 'iconCatalogue',
  context: ({ input }) => ({ set: input.set, catalogue: null, query: '', failure: null }),
  initial: 'loading',
  // The query can be typed while the set loads; it applies when the names arrive.
  on: { 'icons.query.change': { actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) } } },
  states: {
    loading: {
      invoke: {
        id: 'loadIconCatalogue',
        src: 'loadIconCatalogue',
        input: ({ context }) => ({ set: context.set }),
        onDone: { target: 'ready', actions: { type: 'setCatalogue', params: ({ event }) => ({ catalogue: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { 'icons.retry': { target: 'loading' } } },
  },
});

export type IconCatalogueRef = ActorRefFrom<typeof iconCatalogueMachine>;
export type IconCatalogueSnapshot = SnapshotFrom<typeof iconCatalogueMachine>;

/** Words of the query, matched against the words of a name (`arrow down` finds `arrow-down-circle`). */
export function matchIcons(list: readonly string[], query: string): string[] {
  const words = query.toLowerCase().split(/[\s\-_:]+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((name) => words.every((w) => name.includes(w)));
}

export const selectVisibleIcons = (s: IconCatalogueSnapshot): string[] => (s.context.catalogue ? matchIcons(s.context.catalogue.list, s.context.query) : []);
export const selectTotal = (s: IconCatalogueSnapshot): number => s.context.catalogue?.list.length ?? 0;
export const selectQuery = (s: IconCatalogueSnapshot): string => s.context.query;
export const selectFailure = (s: IconCatalogueSnapshot): IconCatalogueFailure | null => (s.matches('failed') ? s.context.failure : null);
export const selectIsLoading = (s: IconCatalogueSnapshot): boolean => s.matches('loading');
export const selectCatalogue = (s: IconCatalogueSnapshot): IconCatalogue | null => s.context.catalogue;
