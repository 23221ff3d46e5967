/**
 * What a user sees of the bar search (SPEC §4, §5): closed, open with a short query (no request), open with
 * results, a highlighted result, and 'No results found!'. Gestures only; the debounce is the machine's business.
 */
import { createMachine } from 'xstate';

export const searchModel = createMachine({
  id: 'searchModel',
  types: {} as {
    events:
      | { type: 'CLICK_SEARCH' }
      | { type: 'TYPE_ONE_CHARACTER' }
      | { type: 'TYPE_MATCHING' }
      | { type: 'TYPE_UNMATCHED' }
      | { type: 'PRESS_DOWN' }
      | { type: 'PRESS_UP' }
      | { type: 'PRESS_ESCAPE' }
      | { type: 'CLICK_CLOSE' };
  },
  initial: 'closed',
  states: {
    closed: { on: { CLICK_SEARCH: 'empty' } },
    empty: { on: { TYPE_ONE_CHARACTER: 'tooShort', TYPE_MATCHING: 'results', TYPE_UNMATCHED: 'noResults', PRESS_ESCAPE: 'closed', CLICK_CLOSE: 'closed' } },
    tooShort: { on: { TYPE_MATCHING: 'results', PRESS_ESCAPE: 'closed' } },
    results: { on: { PRESS_DOWN: 'highlighted', PRESS_UP: 'highlighted', TYPE_ONE_CHARACTER: 'tooShort', PRESS_ESCAPE: 'listHidden', CLICK_CLOSE: 'closed' } },
    highlighted: { on: { PRESS_ESCAPE: 'listHidden' } },
    noResults: { on: { CLICK_CLOSE: 'closed', TYPE_MATCHING: 'results' } },
    // Escape hides the list first; a second Escape closes the bar and clears the query.
    listHidden: { on: { PRESS_ESCAPE: 'closed' } },
  },
});
