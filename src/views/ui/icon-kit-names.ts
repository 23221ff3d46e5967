/**
 * The section kit's own icon sets (src/views/kit/list-icons.tsx, form-icons.tsx): each name the kit uses and the
 * Heroicons v2 24px outline icon drawn for it, by its catalogue name. Drawn from the same sprite as the product's
 * icons (scripts/icon-sprite.mjs reads this file too); kept apart from icon-names.ts so that the start-up does not
 * carry the kit's names.
 */
export const listIcons = {
  download: 'arrow-down-tray',
  retry: 'arrow-path',
  first: 'chevron-double-left',
  last: 'chevron-double-right',
  previous: 'chevron-left',
  next: 'chevron-right',
  sortAscending: 'chevron-up',
  sortDescending: 'chevron-down',
  sortable: 'chevron-up-down',
  alert: 'exclamation-triangle',
  filter: 'funnel',
  empty: 'inbox',
  search: 'magnifying-glass',
  columns: 'view-columns',
  close: 'x-mark',
} as const;

export const formIcons = {
  retry: 'arrow-path',
  undo: 'arrow-uturn-left',
  calendar: 'calendar-days',
  check: 'check',
  previous: 'chevron-left',
  next: 'chevron-right',
  choose: 'chevron-up-down',
  outbox: 'cloud-arrow-up',
  alert: 'exclamation-triangle',
  info: 'information-circle',
  deactivate: 'no-symbol',
  edit: 'pencil-square',
  delete: 'trash',
  close: 'x-mark',
} as const;

export type ListIconName = keyof typeof listIcons;
export type FormIconName = keyof typeof formIcons;
/** A catalogue name of one of the kit's icons: the id of its symbol in the sprite. */
export type KitIconSymbol = (typeof listIcons)[ListIconName] | (typeof formIcons)[FormIconName];
