/**
 * The list's intents (a header click, a filter, a page, the page size, the columns): each computes the next query
 * and asks the navigation machine for that address (pushed, so Back restores the previous list); the address
 * change then drives the fetch. The chart's root transitions; list.machine.ts assembles the chart.
 */
import { toggleSort } from './list-query';
import { savedPreferences, type ListSetup } from './list.setup';

export const listIntents = <Row extends { id: string }>(s: ListSetup<Row>) =>
  s.createStateConfig({
    on: {
      'list.sort.toggle': {
        guard: { type: 'isSortable', params: ({ event }) => ({ field: event.field }) },
        actions: {
          type: 'goTo',
          params: ({ context, event }) => ({
            query: { ...context.query, sort: toggleSort(context.query.sort, event.field, event.additive === true), page: 1 },
            replace: false,
          }),
        },
      },
      'list.filter.change': {
        guard: { type: 'isKnownFilter', params: ({ event }) => ({ name: event.name }) },
        actions: {
          type: 'goTo',
          params: ({ context, event }) => {
            const filters = { ...context.query.filters };
            if (event.value.trim() === '') delete filters[event.name];
            else filters[event.name] = event.value;
            return { query: { ...context.query, filters, page: 1 }, replace: false };
          },
        },
      },
      'list.filters.clear': {
        guard: 'isNarrowed',
        actions: [
          { type: 'setDraft', params: { value: '' } },
          { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, q: '', filters: {}, page: 1 }, replace: false }) },
        ],
      },
      'list.page.go': {
        guard: { type: 'isPageInRange', params: ({ event }) => ({ page: event.page }) },
        actions: { type: 'goTo', params: ({ context, event }) => ({ query: { ...context.query, page: event.page }, replace: false }) },
      },
      'list.pageSize.set': {
        guard: { type: 'isPageSizeAllowed', params: ({ event }) => ({ pageSize: event.pageSize }) },
        actions: [
          { type: 'setChoice', params: ({ event }) => ({ pageSize: event.pageSize }) },
          { type: 'savePreferences', params: ({ context }) => savedPreferences(context) },
          { type: 'goTo', params: ({ context, event }) => ({ query: { ...context.query, pageSize: event.pageSize, page: 1 }, replace: false }) },
        ],
      },
      'list.columns.set': {
        guard: { type: 'hasKnownColumns', params: ({ event }) => ({ columns: event.columns }) },
        actions: [
          { type: 'setChoice', params: ({ event }) => ({ columns: event.columns }) },
          { type: 'savePreferences', params: ({ context }) => savedPreferences(context) },
          // The choice is now the default: the address drops an explicit `columns`.
          { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, columns: undefined }, replace: false }) },
        ],
      },
      'list.preferences.set': {
        actions: [{ type: 'setPreferences', params: ({ event }) => ({ preferences: event.preferences }) }, 'rereadAddress'],
      },
    },
  }).on;
