/**
 * Seed data of the top bar's shortcuts (SPEC §3): what every tenant user starts with. Icon names are the
 * product's icon set (src/views/ui/icon.tsx); links are in-app paths (useRouter) or https addresses.
 */
import type { Shortcut } from '../../machines/effects/get-shortcuts';

// The client's contract, checked by its parser.
export type { Shortcut };

export const shortcutSeed: readonly Shortcut[] = [
  { id: 'shortcut-sales-order', label: 'New sales order', description: 'Capture an order for a customer', icon: 'orders', link: '/orders', useRouter: true },
  { id: 'shortcut-requisitions', label: 'Requisitions', description: 'Request materials and services', icon: 'purchases', link: '/purchases/requisitions', useRouter: true },
  { id: 'shortcut-purchase-orders', label: 'Purchase orders', description: 'Follow up supplier orders', icon: 'purchases', link: '/purchases/orders', useRouter: true },
  { id: 'shortcut-warehouses', label: 'Warehouses', description: 'Stock by warehouse', icon: 'inventory', link: '/inventory/warehouses', useRouter: true },
  { id: 'shortcut-contracts', label: 'Service contracts', description: 'Renewals and price lists', icon: 'contracts', link: '/contracts/services', useRouter: true },
  { id: 'shortcut-help-centre', label: 'Help centre', description: 'Guides and support', icon: 'globe', link: 'https://help.example.com/back-office', useRouter: false },
];
