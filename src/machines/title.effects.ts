/**
 * The page's name as the user reads it: the text of its level-one heading. One observer for the whole app, so a
 * page names itself by having its heading (issue 13 "Finish"), never by code of its own.
 */
import { fromCallback } from 'xstate';
import { readLocation } from './effects/location';

/** The heading that names the page: the main region's first h1, else the document's first (public pages). */
export function readPageHeading(root: ParentNode): string | null {
  const heading = root.querySelector('main h1') ?? root.querySelector('h1');
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? null : text;
}

/** Reports the page heading's text with the address it was read at, whenever either changes. */
export const watchHeading = fromCallback<{ type: string }, { eventType: string }>(({ sendBack, input }) => {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return undefined;
  let last = '';
  const report = () => {
    const path = window.location.pathname;
    const text = readPageHeading(document);
    const key = `${path}\n${text ?? ''}`;
    if (key === last) return;
    last = key;
    sendBack({ type: input.eventType, path, text } as { type: string });
  };
  const observer = new MutationObserver(report);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  report();
  return () => observer.disconnect();
});

/**
 * Reports the address after each change (wouter's pushState/replaceState events and popstate). Without a browser
 * (machine tests in Node) it listens to nothing.
 */
export const followAddress = fromCallback<{ type: string }, { eventType: string }>(({ sendBack, input }) => {
  if (typeof window === 'undefined') return undefined;
  const report = () => queueMicrotask(() => sendBack({ type: input.eventType, location: readLocation() } as { type: string }));
  const names = ['popstate', 'pushState', 'replaceState'] as const;
  for (const name of names) window.addEventListener(name, report);
  return () => {
    for (const name of names) window.removeEventListener(name, report);
  };
});
