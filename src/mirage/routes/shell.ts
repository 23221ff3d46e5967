/** The shell's common API (SPEC §7 shell calls); the company lookup is the tenant-management service's (services/). */
import { Response, type Server } from 'miragejs';
import { isShellLayoutId, isNavPosition, isScheme, isThemeId, type Appearance } from '../../config/appearance';
import { persistentMap } from '../persist';
import { navigationSets } from '../data/navigation';
import type { MockContext } from '../index';
import { LIST_PREFERENCES_MAX_LISTS, parseListPreferences, type SavedListPreferences } from '../../config/list-preferences';

interface StoredUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: 'online' | 'away' | 'busy' | 'not-visible';
  /** The user's layout, scheme and theme, saved so that they follow the user to any device. */
  settings?: Appearance;
  /** Column choice and page size per list (`customers`), merged list by list on PATCH. */
  listPreferences?: Record<string, SavedListPreferences>;
}

const userStatuses = ['online', 'away', 'busy', 'not-visible'];

export function registerShellRoutes(server: Server, { config, storage, authorize }: MockContext): void {
  // Per tenant and user; created on first use from the token's identity; kept across reloads in the demo.
  const users = persistentMap<StoredUser>('users', storage);
  const userFor = (tenant: string, sub: string, name: string): StoredUser => {
    const key = `${tenant}:${sub}`;
    let user = users.get(key);
    if (!user) {
      user = { id: sub, name, email: '', avatar: null, status: 'online' };
      users.set(key, user);
    }
    return user;
  };

  server.get(`${config.commonApi}/navigation`, async (_schema, request) => {
    const caller = await authorize(request);
    if (caller instanceof Response) return caller;
    return structuredClone(navigationSets);
  });

  server.get(`${config.commonApi}/user`, async (_schema, request) => {
    const caller = await authorize(request);
    if (caller instanceof Response) return caller;
    return { ...userFor(caller.tenant, caller.sub, caller.name) };
  });

  server.patch(`${config.commonApi}/user`, async (_schema, request) => {
    const caller = await authorize(request);
    if (caller instanceof Response) return caller;
    let body: unknown;
    try {
      body = JSON.parse(request.requestBody);
    } catch {
      return new Response(400, {}, { error: 'Body must be JSON' });
    }
    const patch = (body as { user?: Record<string, unknown> } | null)?.user;
    if (typeof patch !== 'object' || patch === null) return new Response(400, {}, { error: 'Body must be {user}' });
    const user = userFor(caller.tenant, caller.sub, caller.name);
    if (patch.name !== undefined && (typeof patch.name !== 'string' || patch.name.trim() === '')) {
      return new Response(400, {}, { error: 'user.name must be a non-empty string' });
    }
    if (patch.status !== undefined && !userStatuses.includes(patch.status as string)) {
      return new Response(400, {}, { error: 'user.status must be online, away, busy or not-visible' });
    }
    if (patch.avatar !== undefined && patch.avatar !== null && typeof patch.avatar !== 'string') {
      return new Response(400, {}, { error: 'user.avatar must be a string or null' });
    }
    const settings = patch.settings as Record<string, unknown> | undefined;
    if (settings !== undefined) {
      if (typeof settings !== 'object' || settings === null) return new Response(400, {}, { error: 'user.settings must be an object' });
      if (!isShellLayoutId(settings.layout)) return new Response(400, {}, { error: 'user.settings.layout is not a layout a user may choose' });
      if (!isScheme(settings.scheme)) return new Response(400, {}, { error: 'user.settings.scheme must be light, dark or auto' });
      if (!isThemeId(settings.theme)) return new Response(400, {}, { error: 'user.settings.theme is not a theme' });
      if (settings.navPosition !== undefined && !isNavPosition(settings.navPosition)) {
        return new Response(400, {}, { error: 'user.settings.navPosition must be left or right' });
      }
    }
    let listPreferences: Record<string, SavedListPreferences> | undefined;
    if (patch.listPreferences !== undefined) {
      if (typeof patch.listPreferences !== 'object' || patch.listPreferences === null || Array.isArray(patch.listPreferences)) {
        return new Response(400, {}, { error: 'user.listPreferences must be an object of lists' });
      }
      const merged = { ...user.listPreferences, ...parseListPreferences(patch.listPreferences) };
      if (Object.keys(merged).length > LIST_PREFERENCES_MAX_LISTS) return new Response(400, {}, { error: 'user.listPreferences has too many lists' });
      listPreferences = merged;
    }
    const updated: StoredUser = {
      ...user,
      ...(typeof patch.name === 'string' ? { name: patch.name } : {}),
      ...(patch.status !== undefined ? { status: patch.status as StoredUser['status'] } : {}),
      ...(patch.avatar !== undefined ? { avatar: patch.avatar as string | null } : {}),
      ...(listPreferences !== undefined ? { listPreferences } : {}),
      ...(settings !== undefined ? {
            settings: {
              layout: settings.layout,
              scheme: settings.scheme,
              theme: settings.theme,
              navPosition: settings.navPosition ?? 'left',
            } as Appearance,
          } : {}),
    };
    users.set(`${caller.tenant}:${caller.sub}`, updated);
    return { ...updated };
  });
}
