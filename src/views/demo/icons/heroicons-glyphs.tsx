/**
 * The Heroicons v2 pictures of the three Heroicons catalogues, drawn from the library the app already uses. Each set
 * is its own lazily loaded chunk (only the catalogue page of that set fetches it).
 */
import type { ComponentType, SVGProps } from 'react';

export type Glyphs = (name: string) => ComponentType<SVGProps<SVGSVGElement>> | undefined;

/** `arrow-down-circle` -> `ArrowDownCircleIcon`, the library's export name. */
export const exportName = (name: string): string => `${name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Icon`;

const lookup =
  (set: Record<string, unknown>): Glyphs =>
  (name) => {
    const key = exportName(name);
    return Object.hasOwn(set, key) ? (set[key] as ComponentType<SVGProps<SVGSVGElement>>) : undefined;
  };

export const glyphLoaders: Record<string, () => Promise<Glyphs>> = {
  'heroicons-outline': () => import('@heroicons/react/24/outline').then((m) => lookup(m)),
  'heroicons-solid': () => import('@heroicons/react/24/solid').then((m) => lookup(m)),
  'heroicons-mini': () => import('@heroicons/react/20/solid').then((m) => lookup(m)),
};
