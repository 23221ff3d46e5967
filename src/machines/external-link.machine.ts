/**
 * The leave notice (SECURITY-TESTS B4): a link to another site found in server content (messages, notifications,
 * chat, dialogs) first shows the real host it leads to, whatever its text says; the user confirms, then it opens
 * in a new tab without a way back to this one (noopener, noreferrer).
 */
import { assign, setup, type ActorRefFrom } from 'xstate';
import { confirmAction } from './confirm-action.machine';
import type { DialogOptions, DialogResult } from './dialog.machine';
import { realHost } from './effects/safe-url';

export { realHost };

export type ExternalLinkEvent = { type: 'externalLink.open'; href: string };

export interface ExternalLinkContext {
  /** The link waiting for the user's answer. */
  href: string | null;
}

/** "Leave the app?" naming the host. The host is ASCII (punycode) and holds no markup. */
export function leaveQuestion(host: string): DialogOptions {
  return {
    title: /* i18n */ { id: 'leave.title', message: 'Leave the app?' },
    message: /* i18n */ { id: 'leave.message', message: 'This link opens {host} in a new tab.', values: { host } },
    icon: { name: 'external', color: 'primary' },
    actions: { confirm: { label: /* i18n */ { id: 'leave.confirm', message: 'Open link' }, color: 'primary' } },
    dismissible: true,
  };
}

export const externalLinkMachine = setup({
  types: {} as { context: ExternalLinkContext; events: ExternalLinkEvent },
  actors: { confirmLeave: confirmAction() },
  guards: {
    isExternal: (_, params: { href: string }) => realHost(params.href) !== null,
    isConfirmed: (_, params: { result: DialogResult }) => params.result === 'confirmed',
  },
  actions: {
    setHref: assign((_, params: { href: string | null }) => ({ href: params.href })),
    // Browser effect, provided by the app: window.open(href, '_blank', 'noopener,noreferrer').
    openInNewTab: (_, _params: { href: string }) => undefined,
  },
}).createMachine({
  id: 'externalLink',
  context: { href: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'externalLink.open': {
          guard: { type: 'isExternal', params: ({ event }) => ({ href: event.href }) },
          target: 'confirming',
          actions: { type: 'setHref', params: ({ event }) => ({ href: event.href }) },
        },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmLeave',
        src: 'confirmLeave',
        input: ({ context }) => ({ config: leaveQuestion(realHost(context.href ?? '') ?? '') }),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [{ type: 'openInNewTab', params: ({ context }) => ({ href: context.href ?? '' }) }, { type: 'setHref', params: { href: null } }],
          },
          { target: 'idle', actions: { type: 'setHref', params: { href: null } } },
        ],
      },
    },
  },
});

export type ExternalLinkRef = ActorRefFrom<typeof externalLinkMachine>;
