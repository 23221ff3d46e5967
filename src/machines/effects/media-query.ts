import { fromCallback } from 'xstate';

/** SPEC §9 md breakpoint: below it the vertical navigation is an overlay. */
export const mdQuery = '(min-width: 960px)';

export const matchesMedia = (query: string): boolean => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches;

/** Reports `{ type: eventType, matches }` whenever the media query flips. */
export const listenToMedia = fromCallback<{ type: string }, { query: string; eventType: string }>(({ sendBack, input }) => {
  const media = typeof window !== 'undefined' ? window.matchMedia?.(input.query) : undefined;
  if (!media) return () => undefined;
  const report = () => sendBack({ type: input.eventType, matches: media.matches });
  media.addEventListener('change', report);
  return () => media.removeEventListener('change', report);
});
