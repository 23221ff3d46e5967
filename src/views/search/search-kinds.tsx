// Heroicons v2, 24px outline (the product's set), imported here rather than added to the shared icon table: these
// mark the search's result sets only.
import CubeIcon from '@heroicons/react/24/outline/CubeIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import ArchiveBoxIcon from '@heroicons/react/24/outline/ArchiveBoxIcon';
import CheckCircleIcon from '@heroicons/react/24/outline/CheckCircleIcon';
import IdentificationIcon from '@heroicons/react/24/outline/IdentificationIcon';
import TruckIcon from '@heroicons/react/24/outline/TruckIcon';
import UserCircleIcon from '@heroicons/react/24/outline/UserCircleIcon';
import UsersIcon from '@heroicons/react/24/outline/UsersIcon';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType, SVGProps } from 'react';
import type { SearchResultSet } from '../../machines/search.machine';

export interface SetKind {
  /** The set's heading. */
  label: MessageDescriptor;
  /** "See all" of a record set, naming the kind (`{total}` is every match). */
  seeAll?: MessageDescriptor;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Heading and icon of each result set: a new record kind is one entry (tsc asks for it). */
export const setKinds: Record<SearchResultSet['id'], SetKind> = {
  pages: { label: /*i18n*/ { id: 'search.set.pages', message: 'Pages' }, Icon: DocumentTextIcon },
  customers: {
    label: /*i18n*/ { id: 'search.set.customers', message: 'Customers' },
    seeAll: /*i18n*/ { id: 'search.seeAll.customers', message: 'See {total, plural, one {the customer} other {all # customers}}' },
    Icon: UsersIcon,
  },
  suppliers: {
    label: /*i18n*/ { id: 'search.set.suppliers', message: 'Suppliers' },
    seeAll: /*i18n*/ { id: 'search.seeAll.suppliers', message: 'See {total, plural, one {the supplier} other {all # suppliers}}' },
    Icon: TruckIcon,
  },
  products: {
    label: /*i18n*/ { id: 'search.set.products', message: 'Products' },
    seeAll: /*i18n*/ { id: 'search.seeAll.products', message: 'See {total, plural, one {the product} other {all # products}}' },
    Icon: CubeIcon,
  },
  employees: {
    label: /*i18n*/ { id: 'search.set.employees', message: 'Employees' },
    seeAll: /*i18n*/ { id: 'search.seeAll.employees', message: 'See {total, plural, one {the employee} other {all # employees}}' },
    Icon: IdentificationIcon,
  },
  warehouses: {
    label: /*i18n*/ { id: 'search.set.warehouses', message: 'Warehouses' },
    seeAll: /*i18n*/ { id: 'search.seeAll.warehouses', message: 'See {total, plural, one {the warehouse} other {all # warehouses}}' },
    Icon: ArchiveBoxIcon,
  },
  // The demo areas' sets (issue 14), while the demo is on.
  contacts: { label: /*i18n*/ { id: 'search.set.contacts', message: 'Contacts' }, Icon: UserCircleIcon },
  tasks: { label: /*i18n*/ { id: 'search.set.tasks', message: 'Tasks' }, Icon: CheckCircleIcon },
};
