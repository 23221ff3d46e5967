import type { RuntimeConfig } from '../../config/runtime-config';
import { parseAppearance, type Appearance } from '../../config/appearance';
import { parseListPreferences, type SavedListPreferences } from '../../config/list-preferences';
import { apiRequest } from './api-client-lazy';

export const userStatuses = ['online', 'away', 'busy', 'not-visible'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** SPEC §3 "Common user". */
export interface UserProfile {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: UserStatus;
  /** The saved appearance, if the user ever chose one. */
  settings: Appearance | null;
  /** Column choice and page size per list (`customers`). */
  listPreferences: Record<string, SavedListPreferences>;
}

export function parseUserProfile(raw: unknown): UserProfile {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('user is not an object');
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.name !== 'string') throw new TypeError('user.id and user.name must be strings');
  const status = (userStatuses as readonly unknown[]).includes(r.status) ? (r.status as UserStatus) : 'online';
  const avatar = typeof r.avatar === 'string' && /^(https?:\/\/|\/(?![/\\])|data:image\/(png|jpeg|gif|webp);)/.test(r.avatar) ? r.avatar : null;
  const settings = typeof r.settings === 'object' && r.settings !== null ? parseAppearance(r.settings) : null;
  return {
    id: r.id,
    name: r.name,
    email: typeof r.email === 'string' ? r.email : '',
    avatar,
    status,
    settings,
    listPreferences: parseListPreferences(r.listPreferences),
  };
}

/** GET api/common/user (SPEC §7), cached for the session. */
export const fetchUser = (config: RuntimeConfig, signal?: AbortSignal): Promise<UserProfile> =>
  apiRequest({ method: 'GET', url: `${config.commonApi}/user`, signal, parse: parseUserProfile });

/** PATCH api/common/user with one list's column choice and page size (the service merges list by list). */
export const saveListPreferences = (config: RuntimeConfig, listId: string, preferences: SavedListPreferences): Promise<void> =>
  apiRequest({
    method: 'PATCH',
    url: `${config.commonApi}/user`,
    body: { user: { listPreferences: { [listId]: preferences } } },
    expect: 'empty',
    parse: () => undefined,
  });
