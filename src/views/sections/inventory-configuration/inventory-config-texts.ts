import type { MessageDescriptor } from '@lingui/core';
import type { UnitStatus } from '../../../domain/inventory-config';
import type { CostingMethod, NegativeStockPolicy } from '../../../domain/inventory-settings';

/** Labels of the inventory configuration (one place, so the tabs, tables, forms and messages agree). */
export const configTexts = {
  title: /*i18n*/ { id: 'invConfig.title', message: 'Inventory configuration' },
  parts: /*i18n*/ { id: 'invConfig.parts', message: 'Parts of the inventory configuration' },
  units: /*i18n*/ { id: 'invConfig.units', message: 'Units of measure' },
  categories: /*i18n*/ { id: 'invConfig.categories', message: 'Product categories' },
  settings: /*i18n*/ { id: 'invConfig.settings', message: 'Costing and stock' },
} satisfies Record<string, MessageDescriptor>;

export const unitLabels = {
  code: /*i18n*/ { id: 'units.field.code', message: 'Code' },
  name: /*i18n*/ { id: 'units.field.name', message: 'Name' },
  status: /*i18n*/ { id: 'units.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'units.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const unitStatusLabels: Record<UnitStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'units.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'units.status.inactive', message: 'Inactive' },
};

export const costingLabels: Record<CostingMethod, { label: MessageDescriptor; text: MessageDescriptor }> = {
  average: {
    label: /*i18n*/ { id: 'invSettings.costing.average', message: 'Weighted average' },
    text: /*i18n*/ { id: 'invSettings.costing.average.text', message: 'Each receipt updates the average cost of the product; what leaves stock is costed at that average.' },
  },
  fifo: {
    label: /*i18n*/ { id: 'invSettings.costing.fifo', message: 'FIFO (first in, first out)' },
    text: /*i18n*/ { id: 'invSettings.costing.fifo.text', message: 'What leaves stock is costed at the price of the oldest units still held.' },
  },
};

export const negativeStockLabels: Record<NegativeStockPolicy, { label: MessageDescriptor; text: MessageDescriptor }> = {
  forbid: {
    label: /*i18n*/ { id: 'invSettings.negative.forbid', message: 'Forbid' },
    text: /*i18n*/ { id: 'invSettings.negative.forbid.text', message: 'A sales order is confirmed only when the stock is available.' },
  },
  allow: {
    label: /*i18n*/ { id: 'invSettings.negative.allow', message: 'Allow' },
    text: /*i18n*/ { id: 'invSettings.negative.allow.text', message: 'A sales order may be confirmed without available stock; the available quantity goes below zero.' },
  },
};

/** Why a request did not go through, by the request layer's code (the tree and the settings). */
export const requestFailureLabels: Record<string, MessageDescriptor> = {
  offline: /*i18n*/ { id: 'invConfig.failure.offline', message: 'You are offline: nothing was changed. Try again when the connection is back.' },
  timeout: /*i18n*/ { id: 'invConfig.failure.timeout', message: 'The service did not answer in time: nothing was changed. Try again.' },
  conflict: /*i18n*/ { id: 'invConfig.failure.conflict', message: 'Someone else changed this in the meantime. Their version is shown now; try again.' },
  forbidden: /*i18n*/ { id: 'invConfig.failure.forbidden', message: 'You do not have permission to change this.' },
  notFound: /*i18n*/ { id: 'invConfig.failure.notFound', message: 'It no longer exists: the list was read again.' },
  malformed: /*i18n*/ { id: 'invConfig.failure.malformed', message: 'The service answered something unexpected: nothing is shown of it. Try again.' },
  invalid: /*i18n*/ { id: 'invConfig.failure.invalid', message: 'The service did not accept the change.' },
  server: /*i18n*/ { id: 'invConfig.failure.server', message: 'The service had a problem: nothing was changed. Try again.' },
};
export const failureLabel = (code: string): MessageDescriptor => requestFailureLabels[code] ?? requestFailureLabels.server!;
