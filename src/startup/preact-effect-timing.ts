/**
 * The preact/compat build's effect timing after an input (issue 12 point 2), injected into that build only (build.mjs).
 *
 * React runs the effects of an update caused by a discrete input (a click, a key) before the browser paints; preact runs
 * every effect after the next frame. Ark's components follow a changed prop (a popover's `open`) and mount their content
 * (its presence) in effects, one after the other, so in the preact build a panel opened by a click painted two frames
 * after the click (about 59 ms against React's 41). Here, while a pointer input is being handled (until the next
 * animation frame), preact's pending effects run in a microtask, as React's would; at any other time they run after the
 * next frame, exactly as preact's own scheduler does.
 */
import { options } from 'preact';

/** preact's fallback when no frame comes (a hidden tab), as in its hooks. */
const frameTimeoutMs = 35;

/** What preact asked to run after the paint (its effects' flush), not run yet. */
let pending: (() => void) | null = null;
let interacting = false;

const run = () => {
  const flush = pending;
  pending = null;
  flush?.();
};

/** preact's own `afterNextFrame`: after the next animation frame, or after a timeout when none comes. */
function afterNextFrame(callback: () => void): void {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, frameTimeoutMs);
  frame = requestAnimationFrame(done);
}

options.requestAnimationFrame = (flush: () => void) => {
  pending = flush;
  if (interacting) queueMicrotask(run);
  else afterNextFrame(run);
};

const onInput = () => {
  if (!interacting) {
    interacting = true;
    requestAnimationFrame(() => {
      interacting = false;
    });
  }
  // Effects already waiting for the frame run with the input's own.
  if (pending) queueMicrotask(run);
};

// Pointer input only: after a key, Ark's menus hand the focus back through effects whose order preact's own timing keeps
// (run with the input, a menu item chosen with Enter left the focus on the page instead of its trigger).
for (const type of ['pointerdown', 'pointerup', 'click'] as const) {
  window.addEventListener(type, onInput, { capture: true, passive: true });
}
