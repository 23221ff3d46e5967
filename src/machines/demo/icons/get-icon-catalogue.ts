/** GET /api/ui/icons/{set} (SPEC §7 "Icons"): one icon catalogue, checked field by field. */
import { pathSegment, apiRequest } from '../../effects/api-client';

/** SPEC §3 "Icon catalogue". */
export interface IconCatalogue {
  namespace: string;
  name: string;
  /** The icon-size class of its preview grid (`icon-size-6`). */
  grid: string;
  list: readonly string[];
}

/** The sets of SPEC §3, by their route segment (/ui/icons/{set}). */
export const iconSets = ['feather', 'heroicons-outline', 'heroicons-solid', 'heroicons-mini', 'material-solid', 'material-outline', 'material-twotone'] as const;
export type IconSet = (typeof iconSets)[number];

export const isIconSet = (value: string): value is IconSet => (iconSets as readonly string[]).includes(value);

/** An icon name as the catalogues write them: lower-case words joined by hyphens or underscores. */
const iconName = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export function parseIconCatalogue(raw: unknown): IconCatalogue {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError('icon catalogue is not an object');
  const r = raw as Record<string, unknown>;
  for (const key of ['namespace', 'name', 'grid'] as const) {
    if (typeof r[key] !== 'string') throw new TypeError(`icon catalogue.${key} must be a string`);
  }
  if (!Array.isArray(r.list) || r.list.length > 10_000) throw new TypeError('icon catalogue.list must be a list of names');
  const list = r.list.map((n) => {
    if (typeof n !== 'string' || !iconName.test(n) || n.length > 80) throw new TypeError('icon catalogue.list holds a name that is not an icon name');
    return n;
  });
  return { namespace: r.namespace as string, name: r.name as string, grid: r.grid as string, list: [...new Set(list)] };
}

export const fetchIconCatalogue = (set: IconSet, signal?: AbortSignal): Promise<IconCatalogue> =>
  apiRequest({ method: 'GET', url: `/api/ui/icons/${pathSegment(set)}`, signal, parse: parseIconCatalogue });
