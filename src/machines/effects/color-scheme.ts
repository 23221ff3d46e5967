import { fromCallback } from 'xstate';

const query = '(prefers-color-scheme: dark)';

export const prefersDark = (): boolean => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches;

/** Reports the system colour scheme as `settings.system.changed` (for the `auto` scheme). */
export const listenToColorScheme = fromCallback<{ type: string }>(({ sendBack }) => {
  const media = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
  if (!media) return () => undefined;
  const report = () => sendBack({ type: 'settings.system.changed', dark: media.matches });
  media.addEventListener('change', report);
  return () => media.removeEventListener('change', report);
});
