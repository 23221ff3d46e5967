import { useLayoutEffect, useRef } from 'react';

/**
 * The static trigger (by its `data-panel-trigger`) that had the focus when its panel's code arrived and the live
 * trigger replaced it: the live one takes the focus, so a keyboard user's place is not lost to the page.
 */
let focusedTrigger: string | null = null;

/** A static trigger's ref: if the trigger has the focus when it is replaced, its live trigger takes it over. */
export function useStaticTrigger<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  // A layout effect's cleanup runs before React (and Preact) take the element out of the document.
  useLayoutEffect(
    () => () => {
      if (ref.current !== null && ref.current === document.activeElement) focusedTrigger = key;
    },
    [key],
  );
  return ref;
}

/** Rendered with live triggers: gives the focus to the one whose static trigger had it (once). */
export function TakeFocus({ onMount }: { /** Called once the live triggers are drawn. */ onMount?: () => void }) {
  useLayoutEffect(() => {
    onMount?.();
    if (focusedTrigger === null) return;
    const live = document.querySelector<HTMLElement>(`[data-panel-trigger="${focusedTrigger}"]`);
    if (live === null) return;
    focusedTrigger = null;
    live.focus();
    // Mount only: the live triggers are drawn once.
  }, []);
  return null;
}
