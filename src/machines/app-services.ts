/**
 * The app's services that the first screen does not draw, in their own chunk (issue 12 point 3): the language switch
 * (language.machine.ts), the leave notice (external-link.machine.ts) and the browser tab's title (title.machine.ts;
 * until it arrives the tab shows index.html's title). The app loads this chunk when the browser is idle after the first
 * paint and spawns them under their ids and systemIds (`language`, `externalLink`, `title`); a language chosen or a
 * link to another site followed before that waits for them (app.machine.ts: pendingLocale, pendingLink).
 */
import type { AnyActorLogic } from 'xstate';
import { openInNewTab } from './effects/browser-actions';
import { externalLinkMachine } from './external-link.machine';
import { languageMachine } from './language.machine';
import { titleMachine } from './title.machine';

export interface AppServices {
  language: AnyActorLogic;
  externalLink: AnyActorLogic;
  title: AnyActorLogic;
}

export const appServices: AppServices = { language: languageMachine, externalLink: externalLinkMachine, title: titleMachine };

/** The same with the browser's effects (the leave notice opens the link in a new tab, noopener, noreferrer). */
export const browserAppServices: AppServices = {
  language: languageMachine,
  externalLink: externalLinkMachine.provide({ actions: { openInNewTab } }),
  title: titleMachine,
};
