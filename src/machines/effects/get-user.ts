import type { RuntimeConfig } from '../../config/runtime-config';
import { parseAppearance, type Appearance } from '../../config/appearance';
import { apiRequest } from './api-client';

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
}

export function parseUserProfile(raw: unknown): UserProfile {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('user is not an object');
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.name !== 'string') throw new TypeError('user.id and user.name must be strings');
  const status = (userStatuses as readonly unknown[]).includes(r.status) ? (r.status as UserStatus) : 'online';
  const avatar = typeof r.avatar === 'string' && /^(https?:\/\/|\/(?![/\\])|data:image\/(png|jpeg|gif|webp);)/.test(r.avatar) ? r.avatar : null;
  const settings = typeof r.settings === 'object' && r.settings !== null ? parseAppearance(r.settings) : null;
  return { id: r.id, name: r.name, email: typeof r.email === 'string' ? r.email : '', avatar, status, settings };
}

/** GET api/common/user (SPEC §7), cached for the session. */
export const fetchUser = (config: RuntimeConfig, signal?: AbortSignal): Promise<UserProfile> =>
  apiRequest({ method: 'GET', url: `${config.commonApi}/user`, signal, parse: parseUserProfile });
