/**
 * The Stately inspector of the development build (`?inspect`): a window at stately.ai that shows every actor of the
 * app. Loaded as a chunk of its own, and only by the development build (see main.tsx).
 */
import { createBrowserInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import { redactSecrets } from './redact-secrets';

/** The inspector's options (shared with the tests, which drive a real actor through them). */
export const inspectorOptions = {
  // Every actor registration, snapshot and event goes through this before it is posted to the (third-party)
  // inspector window: a plain copy without tokens, the OIDC user or the sign-in code.
  serialize: (event: StatelyInspectionEvent) => redactSecrets(event) as StatelyInspectionEvent,
  // The window takes a moment to load; keep the start-up's events (the root and its children come first) until it
  // connects, rather than the default 200. A development build only.
  maxDeferredEvents: 5_000,
};

/** Opens the inspector window; pass the returned observer as the root actor's `inspect` option. */
export function startInspector(): Observer<InspectionEvent> {
  return createBrowserInspector(inspectorOptions).inspect;
}
