/**
 * The app's services that the first screen does not use, in their own chunk (issue 12 point 3): the language switch
 * (language.machine.ts) and the leave notice (external-link.machine.ts). The app loads this chunk when the browser is
 * idle after the first paint and spawns both under their ids and systemIds (`language`, `externalLink`); a language
 * chosen or a link to another site followed before that waits for them (app.machine.ts: pendingLocale, pendingLink).
 */
import type { AnyActorLogic } from 'xstate';
import { openInNewTab } from './effects/browser-actions';
import { externalLinkMachine } from './external-link.machine';
import { languageMachine } from './language.machine';

export interface AppServices {
  language: AnyActorLogic;
  externalLink: AnyActorLogic;
}

export const appServices: AppServices = { language: languageMachine, externalLink: externalLinkMachine };

/** The same with the browser's effects (the leave notice opens the link in a new tab, noopener, noreferrer). */
export const browserAppServices: AppServices = {
  language: languageMachine,
  externalLink: externalLinkMachine.provide({ actions: { openInNewTab } }),
};
