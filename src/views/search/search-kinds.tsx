import type { MessageDescriptor } from '@lingui/core';
import type { SearchResultSet } from '../../machines/search.machine';
import type { IconName } from '../ui/icon';

export interface SetKind {
  /** The set's heading. */
  label: MessageDescriptor;
  /** "See all" of a record set, naming the kind (`{total}` is every match). */
  seeAll?: MessageDescriptor;
  /** The set's icon (drawn by `<Icon>` from the sprite). */
  icon: IconName;
}

/** Heading and icon of each result set: a new record kind is one entry (tsc asks for it). */
export const setKinds: Record<SearchResultSet['id'], SetKind> = {
  pages: { label: /*i18n*/ { id: 'search.set.pages', message: 'Pages' }, icon: 'heroicons_outline:document-text' },
  customers: {
    label: /*i18n*/ { id: 'search.set.customers', message: 'Customers' },
    seeAll: /*i18n*/ { id: 'search.seeAll.customers', message: 'See {total, plural, one {the customer} other {all # customers}}' },
    icon: 'heroicons_outline:users',
  },
  suppliers: {
    label: /*i18n*/ { id: 'search.set.suppliers', message: 'Suppliers' },
    seeAll: /*i18n*/ { id: 'search.seeAll.suppliers', message: 'See {total, plural, one {the supplier} other {all # suppliers}}' },
    icon: 'heroicons_outline:truck',
  },
  products: {
    label: /*i18n*/ { id: 'search.set.products', message: 'Products' },
    seeAll: /*i18n*/ { id: 'search.seeAll.products', message: 'See {total, plural, one {the product} other {all # products}}' },
    icon: 'heroicons_outline:cube',
  },
  employees: {
    label: /*i18n*/ { id: 'search.set.employees', message: 'Employees' },
    seeAll: /*i18n*/ { id: 'search.seeAll.employees', message: 'See {total, plural, one {the employee} other {all # employees}}' },
    icon: 'heroicons_outline:identification',
  },
  warehouses: {
    label: /*i18n*/ { id: 'search.set.warehouses', message: 'Warehouses' },
    seeAll: /*i18n*/ { id: 'search.seeAll.warehouses', message: 'See {total, plural, one {the warehouse} other {all # warehouses}}' },
    icon: 'heroicons_outline:archive-box',
  },
  // The demo areas' sets (issue 14), while the demo is on.
  contacts: { label: /*i18n*/ { id: 'search.set.contacts', message: 'Contacts' }, icon: 'heroicons_outline:user-circle' },
  tasks: { label: /*i18n*/ { id: 'search.set.tasks', message: 'Tasks' }, icon: 'heroicons_outline:check-circle' },
};
