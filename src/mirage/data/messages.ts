/**
 * Seed data of the top bar's messages and notifications (SPEC §3): what every tenant user starts with.
 * Times are fixed offsets before a fixed reference date, so the seed is the same on every run.
 * Titles and descriptions are HTML; links are in-app paths (useRouter) or https addresses.
 */
import type { InboxItem } from '../../machines/effects/get-inbox';
import { avatarPath } from '../demo/data/avatars';

/** A message or a notification (SPEC §3: the same shape): the client's contract, checked by its parser. */
export type FeedItem = InboxItem;

/** The reference date the seed times count back from. */
export const shellSeedReference = '2025-06-02T16:00:00.000Z';

const minutes = 60_000;
const hours = 60 * minutes;
const days = 24 * hours;
const before = (ms: number): string => new Date(Date.parse(shellSeedReference) - ms).toISOString();

/**
 * Messages from colleagues, newest first. A colleague's message carries their portrait (one that ships with the
 * app), a service's only the user icon; the icon is also what shows if a picture fails to load.
 */
export const messageSeed: readonly FeedItem[] = [
  {
    id: 'msg-01',
    read: false,
    icon: 'user',
    image: avatarPath('female-02'),
    title: '<strong>Laura Méndez</strong>',
    description: 'Can you check the credit limit of <strong>Telcel Norte</strong> before I release sales order SO-2291?',
    link: '/orders',
    useRouter: true,
    time: before(25 * minutes),
  },
  {
    id: 'msg-02',
    read: false,
    icon: 'user',
    image: avatarPath('male-03'),
    title: '<strong>Carlos Ruiz</strong>',
    description: 'The supplier confirmed the fibre splice kits of requisition <strong>RQ-0587</strong> for Thursday.',
    link: '/purchases/requisitions',
    useRouter: true,
    time: before(2 * hours + 10 * minutes),
  },
  {
    id: 'msg-03',
    read: false,
    icon: 'user',
    image: avatarPath('female-04'),
    title: '<strong>Sofía Navarro</strong>',
    description: 'The cycle count of warehouse <em>MTY-02</em> is finished: 3 differences to review.',
    link: '/inventory/warehouses',
    useRouter: true,
    time: before(5 * hours + 40 * minutes),
  },
  {
    id: 'msg-04',
    read: true,
    icon: 'user',
    image: avatarPath('male-05'),
    title: '<strong>Diego Herrera</strong>',
    description: 'Thanks for approving the renewal of the <em>Cablemás Bajío</em> service contract.',
    link: '/contracts/services',
    useRouter: true,
    time: before(1 * days + 3 * hours),
  },
  {
    id: 'msg-05',
    read: true,
    icon: 'user',
    title: '<strong>IT Service Desk</strong>',
    description: 'Planned maintenance of the billing gateway on Saturday from 02:00 to 04:00. Details on the status page.',
    link: 'https://status.example.com/maintenance',
    useRouter: false,
    time: before(2 * days + 1 * hours),
  },
  {
    id: 'msg-06',
    read: true,
    icon: 'user',
    image: avatarPath('female-06'),
    title: '<strong>Mariana López</strong>',
    description: 'I uploaded the signed delivery receipts of route <strong>R-14</strong>.',
    link: '/deliveries',
    useRouter: true,
    time: before(3 * days + 6 * hours),
  },
];

/** System notifications, newest first. Icon names are the product's icon set (src/views/ui/icon.tsx). */
export const notificationSeed: readonly FeedItem[] = [
  {
    id: 'ntf-01',
    read: false,
    icon: 'check',
    title: 'Purchase order <strong>PO-1042</strong> approved',
    description: 'Approved by Carlos Ruiz; the supplier has been notified.',
    link: '/purchases/orders',
    useRouter: true,
    time: before(10 * minutes),
  },
  {
    id: 'ntf-02',
    read: false,
    icon: 'orders',
    title: 'Delivery <strong>DL-311</strong> dispatched',
    description: 'Route R-14, 12 items, estimated arrival at 14:30.',
    link: '/deliveries',
    useRouter: true,
    time: before(1 * hours + 5 * minutes),
  },
  {
    id: 'ntf-03',
    read: false,
    icon: 'alert',
    title: 'Low stock of <strong>ONT router HG8245</strong>',
    description: 'Only 4 units left in warehouse MTY-02 (minimum 20).',
    link: '/inventory/warehouses',
    useRouter: true,
    time: before(3 * hours + 20 * minutes),
  },
  {
    id: 'ntf-04',
    read: false,
    icon: 'orders',
    title: 'Sales order <strong>SO-2291</strong> waits for credit approval',
    description: 'Customer Telcel Norte is over its credit limit by <strong>$18,400.00</strong>.',
    link: '/orders',
    useRouter: true,
    time: before(6 * hours + 45 * minutes),
  },
  {
    id: 'ntf-05',
    read: true,
    icon: 'inventory',
    title: 'Goods receipt <strong>GR-778</strong> posted',
    description: '240 SFP modules received at warehouse GDL-01.',
    link: '/inventory/warehouses',
    useRouter: true,
    time: before(1 * days + 2 * hours),
  },
  {
    id: 'ntf-06',
    read: true,
    icon: 'contracts',
    title: 'Contract <strong>CT-0093</strong> renews in 15 days',
    description: 'Review the price list of <em>Enlace Dedicado 100 Mbps</em> before the renewal.',
    link: '/contracts/services',
    useRouter: true,
    time: before(2 * days + 4 * hours),
  },
  {
    id: 'ntf-07',
    read: true,
    icon: 'alert',
    title: 'Cash closing of branch <strong>Centro</strong> has a difference',
    description: 'The counted cash is <strong>$120.00</strong> below the expected amount.',
    link: '/cashclosing',
    useRouter: true,
    time: before(3 * days + 1 * hours),
  },
  {
    id: 'ntf-08',
    read: true,
    icon: 'globe',
    title: 'Back office <strong>2.4</strong> released',
    description: 'See what changed in the release notes.',
    link: 'https://docs.example.com/back-office/release-notes',
    useRouter: false,
    time: before(4 * days + 5 * hours),
  },
];
