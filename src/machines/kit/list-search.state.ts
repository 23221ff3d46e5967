/**
 * The list's search field: the typed text is the draft (so the input never jumps); 300 ms after the last
 * keystroke (or at once on Enter) a changed text replaces the address; Escape or the clear button empty it.
 */
import type { ListSetup } from './list.setup';

export const listSearchState = <Row extends { id: string }>(s: ListSetup<Row>) =>
  s.createStateConfig({
    initial: 'idle',
    on: {
      'list.search.change': { target: '.debouncing', reenter: true, actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } },
      'list.search.submit': [
        {
          guard: 'isDraftNew',
          target: '.idle',
          actions: { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, q: context.draft.trim(), page: 1 }, replace: true }) },
        },
        { target: '.idle' },
      ],
      'list.search.clear': {
        target: '.idle',
        actions: [
          { type: 'setDraft', params: { value: '' } },
          { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, q: '', page: 1 }, replace: true }) },
        ],
      },
    },
    states: {
      idle: {
        on: {
          // Back or a link changed the text: the field follows (never while the user is typing).
          'list.address.changed': {
            guard: { type: 'isDraftOutdated', params: ({ event }) => ({ search: event.search }) },
            actions: { type: 'syncDraft', params: ({ event }) => ({ search: event.search }) },
          },
        },
      },
      debouncing: {
        after: {
          searchDebounce: [
            {
              guard: 'isDraftNew',
              target: 'idle',
              actions: { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, q: context.draft.trim(), page: 1 }, replace: true }) },
            },
            { target: 'idle' },
          ],
        },
      },
    },
  });
