/**
 * A lazily loaded layer the page can live without for a moment (tooltips, the language notice, the confirmation
 * dialog's code). React's `lazy` keeps a failed import for good and throws it into the tree, where nothing catches it:
 * one aborted chunk request (a sign-in redirect under way, a dropped connection) blanked the whole page. This loader
 * tries again after 1, 2 and 4 s, and after that renders nothing (a warning in the console), never an error.
 */
import { lazy, type ComponentType } from 'react';

export const OPTIONAL_LAZY_RETRY_MS = [1_000, 2_000, 4_000] as const;

const nothing = () => null;

export function optionalLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) }: { wait?: (ms: number) => Promise<void> } = {},
) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return { default: await load() };
      } catch (error) {
        const pause = OPTIONAL_LAZY_RETRY_MS[attempt];
        if (pause === undefined) {
          console.warn('A part of the page could not be loaded; it stays off until the next reload.', error);
          return { default: nothing as ComponentType<P> };
        }
        await wait(pause);
      }
    }
  });
}
