/**
 * The product's icons: each name the app and its data use (navigation, shortcuts, notifications, dialogs, the search's
 * result sets) and the Heroicons v2 24px outline icon drawn for it, by its name in the Heroicons catalogue. Data may
 * name an icon either way (`'orders'` or `'heroicons_outline:document-text'`); anything else is not an icon of the
 * product.
 *
 * Plain data with no import: scripts/icon-sprite.mjs reads it (and the kit's sets, icon-kit-names.ts) at build time and
 * writes one SVG sprite with a `<symbol>` per catalogue name (its id), which `<Icon>` (icon.tsx) draws with `<use>`; no
 * icon's drawing ships in the JavaScript.
 */
export const productIcons = {
  menu: 'bars-3',
  dashboard: 'squares-2x2',
  orders: 'document-text',
  purchases: 'shopping-cart',
  contracts: 'clipboard-document-list',
  admin: 'cog-6-tooth',
  inventory: 'cube',
  tenants: 'building-office-2',
  // The menu's pages, each its own picture (issue 13 finish list: no row of identical gears).
  requisitions: 'clipboard-document-check',
  quotes: 'scale',
  deliveries: 'truck',
  cashClosing: 'banknotes',
  services: 'signal',
  employees: 'identification',
  customers: 'users',
  providers: 'building-storefront',
  businessLines: 'briefcase',
  departments: 'rectangle-group',
  banks: 'building-library',
  documentTemplates: 'document-duplicate',
  inventoryConfiguration: 'adjustments-horizontal',
  warehouses: 'archive-box',
  manufacture: 'wrench-screwdriver',
  company: 'building-office',
  globe: 'globe-alt',
  user: 'user',
  logout: 'arrow-right-start-on-rectangle',
  check: 'check',
  chevronDown: 'chevron-down',
  chevronRight: 'chevron-right',
  lock: 'lock-closed',
  alert: 'exclamation-triangle',
  wifiOff: 'signal-slash',
  close: 'x-mark',
  print: 'printer',
  search: 'magnifying-glass',
  bell: 'bell',
  message: 'chat-bubble-left',
  chat: 'chat-bubble-oval-left-ellipsis',
  bolt: 'bolt',
  expand: 'arrows-pointing-out',
  shrink: 'arrows-pointing-in',
  plus: 'plus',
  pencil: 'pencil',
  trash: 'trash',
  send: 'paper-airplane',
  info: 'information-circle',
  external: 'arrow-top-right-on-square',
  // The search's demo result sets (issue 14): a contact and a task.
  contact: 'user-circle',
  task: 'check-circle',
} as const;

export type ProductIconName = keyof typeof productIcons;
/** A Heroicons outline catalogue name of one of the product's icons: the id of its symbol in the sprite. */
export type IconSymbol = (typeof productIcons)[ProductIconName];
