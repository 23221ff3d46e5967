/**
 * The list's data region: idle until its route is seen, then fetching (loading with nothing to show, or
 * refreshing with the previous rows) and loaded, empty or failed. A newer address re-enters `fetching`, which
 * stops the older request: the latest always wins. Remembered answers show at once, then revalidate.
 */
import { and } from 'xstate';
import { lastPageOf } from './list-query';
import type { ListSetup } from './list.setup';

export const listDataState = <Row extends { id: string }>(s: ListSetup<Row>) =>
  s.createStateConfig({
    initial: 'idle',
    on: {
      'list.address.changed': [
        // Same request (the columns changed, or the same address again): nothing to fetch.
        { guard: { type: 'isSameRequest', params: ({ event }) => ({ search: event.search }) }, actions: { type: 'setAddress', params: ({ event }) => event } },
        // Back to a remembered query: its rows at once, then revalidate.
        {
          guard: { type: 'isCached', params: ({ event }) => ({ search: event.search }) },
          target: '.fetching.refreshing',
          reenter: true,
          actions: [{ type: 'setAddress', params: ({ event }) => event }, 'showCachedPage'],
        },
        { guard: 'hasRows', target: '.fetching.refreshing', reenter: true, actions: { type: 'setAddress', params: ({ event }) => event } },
        { target: '.fetching.loading', reenter: true, actions: { type: 'setAddress', params: ({ event }) => event } },
      ],
      'list.reload': [
        { guard: 'hasRows', target: '.fetching.refreshing', reenter: true, actions: 'forgetCache' },
        { guard: 'hasAddress', target: '.fetching.loading', reenter: true, actions: 'forgetCache' },
      ],
      'list.row.changed': { actions: { type: 'patchRow', params: ({ event }) => ({ row: event.row }) } },
      'list.row.focus': { guard: 'hasRows', actions: { type: 'focusRow', params: ({ event }) => ({ index: event.index }) } },
      'list.selection.toggle': { actions: { type: 'toggleSelection', params: ({ event }) => ({ id: event.id }) } },
      'list.selection.togglePage': { guard: 'hasRows', actions: 'togglePageSelection' },
      'list.selection.clear': { actions: 'clearSelection' },
    },
    states: {
      /** Not on the list's route yet. */
      idle: {},
      /** A request is under way; a newer query re-enters this state, which stops the older request. */
      fetching: {
        tags: ['busy'],
        initial: 'loading',
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ query: context.query }),
          onDone: [
            {
              guard: { type: 'isBeyondLastPage', params: ({ event }) => ({ page: event.output }) },
              target: 'empty',
              actions: [
                { type: 'setPage', params: ({ event }) => ({ page: event.output }) },
                {
                  type: 'goTo',
                  params: ({ context, event }) => ({ query: { ...context.query, page: lastPageOf(event.output.total, context.query.pageSize) }, replace: true }),
                },
              ],
            },
            { guard: { type: 'hasItems', params: ({ event }) => ({ page: event.output }) }, target: 'loaded', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
            { target: 'empty', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
          ],
          onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        },
        states: {
          /** Nothing to show yet: skeleton rows. */
          loading: { tags: ['loading'] },
          /** The previous rows (or a remembered page of this query) stay visible, marked busy. */
          refreshing: {},
        },
      },
      loaded: {},
      empty: {},
      /** The fetch failed; one that failed for want of a connection fetches again once the connection is back (N5). */
      failed: {
        invoke: { src: 'listenForReconnect', input: { type: 'list.connection.back' } },
        on: {
          'list.retry': [
            { guard: 'hasRows', target: 'fetching.refreshing' },
            { target: 'fetching.loading' },
          ],
          'list.connection.back': [
            { guard: and(['failedOffline', 'hasRows']), target: 'fetching.refreshing' },
            { guard: 'failedOffline', target: 'fetching.loading' },
          ],
        },
      },
    },
  });
