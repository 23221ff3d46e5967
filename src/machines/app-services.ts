/**
 * The app's services that the first screen does not draw, in their own chunk (issue 12 point 3): the confirmation
 * dialog service (dialog.machine.ts), the language switch (language.machine.ts), the leave notice
 * (external-link.machine.ts) and the browser tab's title (title.machine.ts; until it arrives the tab shows index.html's
 * title). The app loads this chunk when the browser is idle after the first paint and spawns them (ids `dialog`,
 * `language`, `externalLink`, `title`); what was asked of them before that waits in the app and is handed over
 * (app.machine.ts: pendingDialog, pendingLocale, pendingLink). The loading bar's machine (loading.machine.ts, id and
 * systemId `loading`) comes with them: nothing is pending before the first paint (the request layer's chunk comes after
 * it), and the requests under way when it starts are counted (effects/track-requests.ts).
 */
import type { AnyActorLogic } from 'xstate';
import { dialogMachine } from './dialog.machine';
import { openInNewTab } from './effects/browser-actions';
import { externalLinkMachine } from './external-link.machine';
import { languageMachine } from './language.machine';
import { loadingMachine } from './loading.machine';
import { titleMachine } from './title.machine';

export interface AppServices {
  dialog: AnyActorLogic;
  language: AnyActorLogic;
  externalLink: AnyActorLogic;
  title: AnyActorLogic;
  /** The loading bar's machine. */
  loading?: AnyActorLogic;
}

export const appServices: AppServices = { dialog: dialogMachine, language: languageMachine, externalLink: externalLinkMachine, title: titleMachine, loading: loadingMachine };

/** The same with the browser's effects (the leave notice opens the link in a new tab, noopener, noreferrer). */
export const browserAppServices: AppServices = {
  dialog: dialogMachine,
  language: languageMachine,
  externalLink: externalLinkMachine.provide({ actions: { openInNewTab } }),
  title: titleMachine,
  loading: loadingMachine,
};
