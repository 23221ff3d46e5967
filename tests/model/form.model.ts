/**
 * What a user sees of a section form (issue 8, section kit), moved by gestures only. No invoke and no delays
 * (`createTestModel` refuses them): each Save gesture names how the service answers it, and the harness scripts
 * that answer before the click.
 */
import { createMachine } from 'xstate';

export const formModel = createMachine({
  id: 'formModel',
  types: {} as {
    events:
      | { type: 'TYPE_VALID' }
      | { type: 'TYPE_INVALID' }
      /** Save, and the service accepts. */
      | { type: 'CLICK_SAVE' }
      /** Two quick clicks on Save: one request. */
      | { type: 'DOUBLE_CLICK_SAVE' }
      /** Save, and the service answers 422 for the name. */
      | { type: 'SERVER_422' }
      /** Save, and the service answers 503. */
      | { type: 'SERVER_503' }
      /** Save, and someone else saved first (409). */
      | { type: 'SERVER_409' }
      /** Save with the connection gone. */
      | { type: 'GO_OFFLINE' }
      | { type: 'COME_ONLINE' }
      | { type: 'CANCEL_QUEUED' }
      /** Save again after a failure. */
      | { type: 'RETRY' }
      | { type: 'RELOAD_THEIRS' }
      | { type: 'OVERWRITE_MINE' };
  },
  initial: 'pristine',
  // Few cycles on purpose: every simple path is replayed in RTL.
  states: {
    pristine: { on: { TYPE_VALID: 'edited', TYPE_INVALID: 'invalid' } },
    edited: {
      on: {
        TYPE_INVALID: 'invalid',
        CLICK_SAVE: 'saved',
        DOUBLE_CLICK_SAVE: 'saved',
        SERVER_422: 'rejected',
        SERVER_503: 'failed',
        SERVER_409: 'conflict',
        GO_OFFLINE: 'queued',
      },
    },
    invalid: { on: { TYPE_VALID: 'edited', CLICK_SAVE: 'invalid' } },
    /** The service's code is under the field; typing a new value clears it. */
    rejected: { on: { TYPE_VALID: 'corrected' } },
    corrected: { on: { CLICK_SAVE: 'saved' } },
    failed: { on: { RETRY: 'saved' } },
    queued: { on: { COME_ONLINE: 'saved', CANCEL_QUEUED: 'unqueued' } },
    /** Waiting stopped; the changes are still there and Save sends them. */
    unqueued: { on: { CLICK_SAVE: 'saved' } },
    conflict: { on: { RELOAD_THEIRS: 'reloaded', OVERWRITE_MINE: 'saved' } },
    /** Their version is shown; nothing to save. */
    reloaded: {},
    saved: { type: 'final' },
  },
});
