import type { IconName } from '../ui/icon';

/** The icons a shortcut may use (the shortcut form's choices), each a name of the `Icon` set, with its label. */
export const shortcutIcons: ReadonlyArray<{ name: IconName; label: { id: string; message: string } }> = [
  { name: 'dashboard', label: /*i18n*/ { id: 'shortcuts.icon.dashboard', message: 'Dashboard' } },
  { name: 'orders', label: /*i18n*/ { id: 'shortcuts.icon.orders', message: 'Document' } },
  { name: 'purchases', label: /*i18n*/ { id: 'shortcuts.icon.purchases', message: 'Cart' } },
  { name: 'contracts', label: /*i18n*/ { id: 'shortcuts.icon.contracts', message: 'Contract' } },
  { name: 'inventory', label: /*i18n*/ { id: 'shortcuts.icon.inventory', message: 'Box' } },
  { name: 'admin', label: /*i18n*/ { id: 'shortcuts.icon.admin', message: 'Gear' } },
  { name: 'tenants', label: /*i18n*/ { id: 'shortcuts.icon.tenants', message: 'Building' } },
  { name: 'globe', label: /*i18n*/ { id: 'shortcuts.icon.globe', message: 'Globe' } },
  { name: 'user', label: /*i18n*/ { id: 'shortcuts.icon.user', message: 'Person' } },
  { name: 'message', label: /*i18n*/ { id: 'shortcuts.icon.message', message: 'Message' } },
  { name: 'chat', label: /*i18n*/ { id: 'shortcuts.icon.chat', message: 'Chat' } },
  { name: 'bell', label: /*i18n*/ { id: 'shortcuts.icon.bell', message: 'Bell' } },
  { name: 'bolt', label: /*i18n*/ { id: 'shortcuts.icon.bolt', message: 'Bolt' } },
  { name: 'print', label: /*i18n*/ { id: 'shortcuts.icon.print', message: 'Printer' } },
  { name: 'search', label: /*i18n*/ { id: 'shortcuts.icon.search', message: 'Magnifier' } },
  { name: 'info', label: /*i18n*/ { id: 'shortcuts.icon.info', message: 'Information' } },
  { name: 'lock', label: /*i18n*/ { id: 'shortcuts.icon.lock', message: 'Lock' } },
  { name: 'external', label: /*i18n*/ { id: 'shortcuts.icon.external', message: 'External link' } },
];
