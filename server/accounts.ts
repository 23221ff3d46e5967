/**
 * Demo accounts of the embedded identity provider (dev server and end-to-end tests only).
 * Every account signs in with the password {@link demoPassword}.
 */
import {
  Permission,
  allPermissions,
  businessPermissions,
  type PermissionName,
} from '../src/config/permissions';

export const demoPassword = 'demo';

export interface DemoAccount {
  /** Stable subject identifier (`sub` claim). */
  readonly sub: string;
  /** Sign-in name; also the `email` claim. */
  readonly email: string;
  readonly name: string;
  readonly password: string;
  /** Tenant slugs the user belongs to (`tenants` claim). */
  readonly tenants: readonly string[];
  /** `permissions` claim. */
  readonly permissions: readonly PermissionName[];
  /**
   * Avatar file under `server/idp-assets/avatars/`, served by the identity provider at
   * `${idpOrigin}/idp-assets/avatars/<file>`; the `profilePicture` claim is absent when undefined.
   */
  readonly avatar?: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    sub: 'usr_ana',
    email: 'ana@acme.test',
    name: 'Ana Álvarez',
    password: demoPassword,
    tenants: ['acme'],
    permissions: businessPermissions,
    avatar: 'ana.svg',
  },
  {
    sub: 'usr_sam',
    email: 'sam@acme.test',
    name: 'Sam Ortega',
    password: demoPassword,
    tenants: ['acme'],
    permissions: [Permission.OrderOrders],
    avatar: 'sam.svg',
  },
  {
    sub: 'usr_bea',
    email: 'bea@acme.test',
    name: 'Bea Ruiz',
    password: demoPassword,
    tenants: ['acme'],
    permissions: [Permission.OrderPurchases, Permission.CatalogsSuppliers],
  },
  {
    sub: 'usr_nobody',
    email: 'nobody@acme.test',
    name: 'Nadia Bello',
    password: demoPassword,
    tenants: ['acme'],
    permissions: [],
  },
  {
    sub: 'usr_gus',
    email: 'gus@globex.test',
    name: 'Gus Miller',
    password: demoPassword,
    tenants: ['globex'],
    permissions: businessPermissions,
    avatar: 'gus.svg',
  },
  {
    sub: 'usr_root',
    email: 'root@platform.test',
    name: 'Root Admin',
    password: demoPassword,
    tenants: ['acme', 'globex'],
    permissions: allPermissions,
    avatar: 'root.svg',
  },
];

export const findAccountByEmail = (email: string): DemoAccount | undefined => {
  const wanted = email.trim().toLowerCase();
  return demoAccounts.find((a) => a.email === wanted);
};

export const findAccountBySub = (sub: string): DemoAccount | undefined => demoAccounts.find((a) => a.sub === sub);

/** Absolute URL of the account's avatar on the identity provider, or undefined. */
export const profilePictureUrl = (account: DemoAccount, idpOrigin: string): string | undefined =>
  account.avatar === undefined ? undefined : `${idpOrigin}/idp-assets/avatars/${account.avatar}`;

/** The user claims the provider puts in the ID token, the userinfo response and the access token. */
export interface UserClaims {
  sub: string;
  name: string;
  email: string;
  profilePicture?: string;
  permissions: string[];
  tenants: string[];
}

/**
 * Permissions granted or revoked at the provider while it runs (an administrator's change; tests of SECURITY-TESTS
 * P3 use it): the next token issued, a renewal included, carries them.
 */
const permissionChanges = new Map<string, readonly PermissionName[]>();

/** Sets the permissions of an account from now on; `undefined` goes back to the demo account's own. */
export function setAccountPermissions(sub: string, permissions: readonly PermissionName[] | undefined): void {
  if (permissions === undefined) permissionChanges.delete(sub);
  else permissionChanges.set(sub, [...permissions]);
}

export function userClaims(account: DemoAccount, idpOrigin: string): UserClaims {
  const picture = profilePictureUrl(account, idpOrigin);
  return {
    sub: account.sub,
    name: account.name,
    email: account.email,
    ...(picture === undefined ? {} : { profilePicture: picture }),
    permissions: [...(permissionChanges.get(account.sub) ?? account.permissions)],
    tenants: [...account.tenants],
  };
}
