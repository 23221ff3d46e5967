/**
 * Lazy loading of the demo areas. Each area's handlers and seed data live in `handlers/<area>.handlers.ts`
 * (which imports `data/<area>.ts`), loaded with a dynamic import on the area's first request, so that the
 * bundler emits one chunk per area (`<area>.handlers-[hash].js`) and nothing of it is in the start-up chunks.
 */
import type { AreaModule } from './endpoint';
import type { MirageSchema } from '../shared/store';
import { adoptSeededArea, countCollections } from './persist-areas';

export const areaLoaders = {
  auth: () => import('./handlers/auth.handlers'),
  contacts: () => import('./handlers/contacts.handlers'),
  inventory: () => import('./handlers/inventory.handlers'),
  fileManager: () => import('./handlers/file-manager.handlers'),
  helpCenter: () => import('./handlers/help-center.handlers'),
  academy: () => import('./handlers/academy.handlers'),
  mailbox: () => import('./handlers/mailbox.handlers'),
  notes: () => import('./handlers/notes.handlers'),
  scrumboard: () => import('./handlers/scrumboard.handlers'),
  tasks: () => import('./handlers/tasks.handlers'),
  chat: () => import('./handlers/chat.handlers'),
  dashboards: () => import('./handlers/dashboards.handlers'),
  icons: () => import('./handlers/icons.handlers'),
} satisfies Record<string, () => Promise<AreaModule>>;

export type AreaName = keyof typeof areaLoaders;
export type AreaModuleOf<A extends AreaName> = Awaited<ReturnType<(typeof areaLoaders)[A]>>;
export type HandlerKey<A extends AreaName> = keyof AreaModuleOf<A>['handlers'] & string;

const loaded = new WeakMap<object, Map<AreaName, Promise<AreaModule>>>();

/**
 * Loads an area's module and seeds its data into this server's db, once per server (keyed by its schema).
 * Concurrent first requests share one load. Other modules (e.g. the shell's quick chat routes) may call it
 * to use an area's data.
 */
export function loadDemoArea<A extends AreaName>(schema: MirageSchema, area: A): Promise<AreaModuleOf<A>> {
  let areas = loaded.get(schema);
  if (!areas) {
    areas = new Map();
    loaded.set(schema, areas);
  }
  let pending = areas.get(area);
  if (!pending) {
    const load: () => Promise<AreaModule> = areaLoaders[area];
    pending = load().then(async (module) => {
      const before = countCollections(schema);
      await module.seed(schema);
      // The saved copy of the area's writes, if persistence is on (persist-areas.ts), replaces its seed.
      adoptSeededArea(schema, area, before);
      return module;
    });
    const registry = areas;
    pending.catch(() => registry.delete(area));
    registry.set(area, pending);
  }
  return pending as Promise<AreaModuleOf<A>>;
}

/** Whether an area's data is already in this server's db (for tests of the lazy loading). */
export const isDemoAreaLoaded = (schema: MirageSchema, area: AreaName): boolean => loaded.get(schema)?.has(area) ?? false;
