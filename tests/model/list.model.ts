/**
 * What a user sees of a business list (issue 8, section kit): the first page, another page and Back, sorting,
 * searching (a match, no match), a filter, selecting a row, hiding a column, a bigger page. Gestures only: the
 * address, the debounce and the requests are the list machine's business. Each way back to the full list ends
 * in its own state, so that every return is a path of its own.
 */
import { createMachine } from 'xstate';

export type ListModelEvent =
  | { type: 'CLICK_NEXT_PAGE' }
  | { type: 'PRESS_BROWSER_BACK' }
  | { type: 'CLICK_SORT_NAME' }
  | { type: 'TYPE_MATCHING' }
  | { type: 'TYPE_UNMATCHED' }
  | { type: 'PRESS_ESCAPE' }
  | { type: 'CLICK_CLEAR_FILTERS' }
  | { type: 'SELECT_INACTIVE' }
  | { type: 'PRESS_SPACE_ON_FIRST_ROW' }
  | { type: 'CLICK_CLEAR_SELECTION' }
  | { type: 'HIDE_EMAIL_COLUMN' }
  | { type: 'SHOW_EMAIL_COLUMN' }
  | { type: 'SELECT_PAGE_SIZE_100' };

export const listModel = createMachine({
  types: {} as { events: ListModelEvent },
  id: 'listModel',
  initial: 'firstPage',
  states: {
    firstPage: {
      on: {
        CLICK_NEXT_PAGE: 'secondPage',
        CLICK_SORT_NAME: 'nameDescending',
        TYPE_MATCHING: 'matching',
        TYPE_UNMATCHED: 'noMatch',
        SELECT_INACTIVE: 'inactive',
        PRESS_SPACE_ON_FIRST_ROW: 'rowSelected',
        HIDE_EMAIL_COLUMN: 'emailHidden',
        SELECT_PAGE_SIZE_100: 'pageSize100',
      },
    },
    secondPage: { on: { PRESS_BROWSER_BACK: 'backToFirstPage' } },
    /** Back shows the previous list at once (remembered), not a skeleton. */
    backToFirstPage: {},
    nameDescending: { on: { CLICK_SORT_NAME: 'nameAscending', CLICK_NEXT_PAGE: 'nameDescendingSecondPage' } },
    nameAscending: {},
    nameDescendingSecondPage: {},
    matching: { on: { PRESS_ESCAPE: 'searchCleared', CLICK_NEXT_PAGE: 'matchingSecondPage' } },
    matchingSecondPage: {},
    searchCleared: {},
    noMatch: { on: { CLICK_CLEAR_FILTERS: 'filtersCleared' } },
    filtersCleared: {},
    inactive: { on: { TYPE_UNMATCHED: 'noMatch' } },
    rowSelected: { on: { CLICK_CLEAR_SELECTION: 'selectionCleared', CLICK_NEXT_PAGE: 'selectionGoneWithPage' } },
    selectionCleared: {},
    /** Selection is of the rows shown: another page has none selected. */
    selectionGoneWithPage: {},
    emailHidden: { on: { SHOW_EMAIL_COLUMN: 'emailShown' } },
    emailShown: {},
    pageSize100: {},
  },
});
