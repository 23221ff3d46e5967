/**
 * The confirmation dialog as a user sees it (SPEC §3, §4, §8): a request opens it, dismissible or not; the user
 * clicks Confirm or Cancel, presses Escape or clicks outside. Escape and outside clicks only close a dismissible
 * dialog (as cancelled). No invoke or after: `createTestModel` drives it.
 */
import { createMachine } from 'xstate';

export type DialogModelEvent =
  | { type: 'OPEN_DISMISSIBLE' }
  | { type: 'OPEN_NOT_DISMISSIBLE' }
  | { type: 'CLICK_CONFIRM' }
  | { type: 'CLICK_CANCEL' }
  | { type: 'PRESS_ESCAPE' }
  | { type: 'CLICK_OUTSIDE' };

const answers = { CLICK_CONFIRM: '#dialogModel.confirmed', CLICK_CANCEL: '#dialogModel.cancelled' } as const;

export const dialogModel = createMachine({
  types: {} as { events: DialogModelEvent },
  id: 'dialogModel',
  initial: 'closed',
  states: {
    closed: { on: { OPEN_DISMISSIBLE: 'dismissible', OPEN_NOT_DISMISSIBLE: 'notDismissible' } },
    dismissible: {
      on: { ...answers, PRESS_ESCAPE: '#dialogModel.cancelled', CLICK_OUTSIDE: '#dialogModel.cancelled' },
    },
    notDismissible: {
      initial: 'untouched',
      states: {
        untouched: { on: { PRESS_ESCAPE: 'triedToDismiss', CLICK_OUTSIDE: 'triedToDismiss' } },
        /** Escape or an outside click did nothing: still open, no answer. */
        triedToDismiss: {},
      },
      on: answers,
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
