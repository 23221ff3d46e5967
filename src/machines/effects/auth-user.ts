/** The signed-in identity as the machines keep it: plain, serialisable data (SPEC §3 "Common user"). */
export interface AuthUser {
  sub: string;
  name: string;
  /** SPEC §3: the email of the signed-in identity is left empty. */
  email: '';
  profilePicture: string | null;
  permissions: readonly string[];
  /** Tenant slugs the user belongs to. */
  tenants: readonly string[];
  /** Seconds since the epoch when the access token expires. */
  expiresAt: number | null;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

/** Builds the identity from the ID token claims (`sub`, `name`, `profilePicture`, `permissions`, `tenants`). */
export function toAuthUser(profile: Record<string, unknown>, expiresAt: number | undefined): AuthUser {
  const picture = profile.profilePicture;
  return {
    sub: String(profile.sub ?? ''),
    name: typeof profile.name === 'string' ? profile.name : '',
    email: '',
    profilePicture: typeof picture === 'string' && /^https?:\/\//.test(picture) ? picture : null,
    permissions: stringList(profile.permissions),
    tenants: stringList(profile.tenants),
    expiresAt: expiresAt ?? null,
  };
}
