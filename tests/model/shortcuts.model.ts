/**
 * What a user sees of the shortcuts panel (SPEC §4): closed, then the modes view, modify, add and edit, moved by
 * gestures only. No invoke and no delays (`createTestModel` refuses them): saving and deleting are "done" when the
 * panel shows modify again.
 */
import { createMachine } from 'xstate';

export const shortcutsModel = createMachine({
  id: 'shortcutsModel',
  types: {} as {
    events:
      | { type: 'CLICK_TRIGGER' }
      | { type: 'PRESS_ESCAPE' }
      | { type: 'CLICK_EDIT' }
      | { type: 'CLICK_PLUS' }
      | { type: 'CLICK_TILE' }
      | { type: 'CLICK_DONE' }
      | { type: 'CLICK_CANCEL' }
      | { type: 'SAVE' }
      | { type: 'DELETE' };
  },
  initial: 'closed',
  states: {
    closed: { on: { CLICK_TRIGGER: 'view' } },
    view: { on: { CLICK_EDIT: 'modify', CLICK_PLUS: 'add', PRESS_ESCAPE: 'closed' } },
    modify: { on: { CLICK_TILE: 'edit', CLICK_DONE: 'view' } },
    add: { on: { CLICK_CANCEL: 'view', SAVE: 'modify' } },
    edit: { on: { CLICK_CANCEL: 'modify', SAVE: 'modify', DELETE: 'modify' } },
  },
});
