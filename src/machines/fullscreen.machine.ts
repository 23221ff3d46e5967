/**
 * The top bar's fullscreen toggle (SPEC §2, §8): off or on, asking the browser to enter or leave fullscreen,
 * and following the browser's own changes (Escape, F11) through `fullscreenchange`. A refused request to enter
 * logs 'Entering fullscreen mode failed.'.
 */
import { fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export type FullscreenEvent =
  | { type: 'fullscreen.toggle' }
  /** A fact from the browser: the document is (or is no longer) fullscreen. */
  | { type: 'fullscreen.changed'; active: boolean };

/** Exactly the text of SPEC §8. */
export const fullscreenFailureText = 'Entering fullscreen mode failed.';

const hasDocument = (): boolean => typeof document !== 'undefined';

/** Asks the browser for fullscreen on the whole page; rejects when refused or unsupported. */
export const enterFullscreen = fromPromise<void>(async () => {
  if (!hasDocument() || typeof document.documentElement.requestFullscreen !== 'function') {
    throw new Error('Fullscreen is not supported');
  }
  await document.documentElement.requestFullscreen();
});

/** Leaves fullscreen (nothing to do when the browser already left it). */
export const exitFullscreen = fromPromise<void>(async () => {
  if (!hasDocument() || !document.fullscreenElement) return;
  await document.exitFullscreen();
});

/** Reports every `fullscreenchange` as `fullscreen.changed`. */
export const listenToFullscreenChange = fromCallback<FullscreenEvent>(({ sendBack }) => {
  if (!hasDocument()) return undefined;
  const report = () => sendBack({ type: 'fullscreen.changed', active: document.fullscreenElement !== null });
  document.addEventListener('fullscreenchange', report);
  return () => document.removeEventListener('fullscreenchange', report);
});

export const fullscreenMachine = setup({
  types: {} as { events: FullscreenEvent },
  actors: { enterFullscreen, exitFullscreen, listenToFullscreenChange },
  guards: {
    isActive: (_, params: { active: boolean }) => params.active,
  },
  actions: {
    logEnterFailure: () => {
      console.error(fullscreenFailureText);
    },
  },
}).createMachine({
  id: 'fullscreen',
  initial: 'off',
  invoke: { id: 'listenToFullscreenChange', src: 'listenToFullscreenChange' },
  // The browser has the last word: whatever was asked, the document's state wins.
  on: {
    'fullscreen.changed': [
      { guard: { type: 'isActive', params: ({ event }) => ({ active: event.active }) }, target: '.on' },
      { target: '.off' },
    ],
  },
  states: {
    off: {
      initial: 'idle',
      states: {
        idle: { on: { 'fullscreen.toggle': { target: 'entering' } } },
        entering: {
          tags: ['busy'],
          invoke: {
            id: 'enterFullscreen',
            src: 'enterFullscreen',
            onDone: { target: '#fullscreen.on' },
            onError: { target: 'idle', actions: 'logEnterFailure' },
          },
        },
      },
    },
    on: {
      initial: 'idle',
      states: {
        idle: { on: { 'fullscreen.toggle': { target: 'exiting' } } },
        exiting: {
          tags: ['busy'],
          invoke: {
            id: 'exitFullscreen',
            src: 'exitFullscreen',
            onDone: { target: '#fullscreen.off' },
            // Leaving failed: the browser is still fullscreen, or `fullscreenchange` corrects it.
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

export type FullscreenRef = ActorRefFrom<typeof fullscreenMachine>;
export type FullscreenSnapshot = SnapshotFrom<typeof fullscreenMachine>;

/** True while the page is (or is becoming certain to be) fullscreen. */
export const selectIsFullscreen = (s: FullscreenSnapshot) => s.matches('on');
export const selectIsFullscreenBusy = (s: FullscreenSnapshot) => s.hasTag('busy');
