import type { IconName } from '../ui/icon';

/** The icons a shortcut may use (the shortcut form's choices); each must be a name of the `Icon` set. */
export const shortcutIconNames: readonly IconName[] = [
  'dashboard',
  'orders',
  'purchases',
  'contracts',
  'inventory',
  'admin',
  'tenants',
  'globe',
  'user',
  'message',
  'chat',
  'bell',
  'bolt',
  'print',
  'search',
  'info',
  'lock',
  'external',
];
