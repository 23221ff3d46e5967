/**
 * Rich text commit: the editor reports every change (`richText.input`), and the HTML reaches the form once typing
 * pauses (`debounce`, 250 ms) or at once when the editor loses focus (`richText.flush`), so the preview follows the
 * typing without re-rendering on every keystroke and a save right after typing still has the last words. The
 * commit is a named action the view provides (it sanitizes with the one policy and changes the form's field).
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export const RICH_TEXT_DEBOUNCE_MS = 250;

export const richTextMachine = setup({
  types: {} as {
    context: { pending: string | null };
    events: { type: 'richText.input'; html: string } | { type: 'richText.flush' };
  },
  delays: { debounce: RICH_TEXT_DEBOUNCE_MS },
  actions: {
    setPending: assign((_, params: { html: string }) => ({ pending: params.html })),
    clearPending: assign({ pending: null }),
    // Provided by the view: sanitize and change the form's field.
    commit: (_, _params: { html: string }) => undefined,
  },
}).createMachine({
  id: 'richText',
  initial: 'idle',
  context: { pending: null },
  states: {
    idle: {
      on: { 'richText.input': { target: 'waiting', actions: { type: 'setPending', params: ({ event }) => ({ html: event.html }) } } },
    },
    waiting: {
      after: {
        debounce: { target: 'idle', actions: [{ type: 'commit', params: ({ context }) => ({ html: context.pending ?? '' }) }, 'clearPending'] },
      },
      on: {
        // Re-entering restarts the pause.
        'richText.input': { target: 'waiting', reenter: true, actions: { type: 'setPending', params: ({ event }) => ({ html: event.html }) } },
        'richText.flush': { target: 'idle', actions: [{ type: 'commit', params: ({ context }) => ({ html: context.pending ?? '' }) }, 'clearPending'] },
      },
    },
  },
});

export type RichTextRef = ActorRefFrom<typeof richTextMachine>;
export const selectHasPending = (s: SnapshotFrom<typeof richTextMachine>) => s.matches('waiting');
