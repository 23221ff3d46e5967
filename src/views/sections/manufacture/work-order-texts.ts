import type { MessageDescriptor } from '@lingui/core';
import type { WorkOrderStatus } from '../../../domain/work-order';
import type { WorkOrderEventType } from '../../../domain/work-order-lifecycle';
import type { BadgeTone } from '../../kit/badge.css';

/** Column headers and labels of the manufacture section (one place, so the table, filters, form and CSV agree). */
export const workOrderLabels = {
  number: /*i18n*/ { id: 'manufacture.field.number', message: 'Number' },
  kitId: /*i18n*/ { id: 'manufacture.field.kit', message: 'Kit' },
  kitSku: /*i18n*/ { id: 'manufacture.field.kitSku', message: 'Kit SKU' },
  kitName: /*i18n*/ { id: 'manufacture.field.kitName', message: 'Kit name' },
  quantity: /*i18n*/ { id: 'manufacture.field.quantity', message: 'Kits to assemble' },
  warehouseId: /*i18n*/ { id: 'manufacture.field.warehouse', message: 'Warehouse' },
  plannedDate: /*i18n*/ { id: 'manufacture.field.plannedDate', message: 'Planned for' },
  notes: /*i18n*/ { id: 'manufacture.field.notes', message: 'Notes' },
  components: /*i18n*/ { id: 'manufacture.field.components', message: 'Components' },
  status: /*i18n*/ { id: 'manufacture.field.status', message: 'Status' },
  createdAt: /*i18n*/ { id: 'manufacture.field.createdAt', message: 'Created' },
  updatedAt: /*i18n*/ { id: 'manufacture.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const workOrderStatusLabels: Record<WorkOrderStatus, MessageDescriptor> = {
  planned: /*i18n*/ { id: 'manufacture.status.planned', message: 'Planned' },
  released: /*i18n*/ { id: 'manufacture.status.released', message: 'Released' },
  'in-progress': /*i18n*/ { id: 'manufacture.status.inProgress', message: 'In progress' },
  completed: /*i18n*/ { id: 'manufacture.status.completed', message: 'Completed' },
  cancelled: /*i18n*/ { id: 'manufacture.status.cancelled', message: 'Cancelled' },
};

export const workOrderStatusTones: Record<WorkOrderStatus, BadgeTone> = {
  planned: 'neutral',
  released: 'warning',
  'in-progress': 'warning',
  completed: 'positive',
  cancelled: 'danger',
};

/** The buttons of the lifecycle events. */
export const workOrderEventLabels: Record<WorkOrderEventType, MessageDescriptor> = {
  release: /*i18n*/ { id: 'manufacture.event.release', message: 'Release to the workshop' },
  start: /*i18n*/ { id: 'manufacture.event.start', message: 'Start assembly' },
  complete: /*i18n*/ { id: 'manufacture.event.complete', message: 'Complete' },
  cancel: /*i18n*/ { id: 'manufacture.event.cancel', message: 'Cancel order' },
};

/** The events as the history tells them. */
export const workOrderHistoryEvents: Record<WorkOrderEventType, MessageDescriptor> = {
  release: /*i18n*/ { id: 'manufacture.history.release', message: 'Released to the workshop' },
  start: /*i18n*/ { id: 'manufacture.history.start', message: 'Assembly started' },
  complete: /*i18n*/ { id: 'manufacture.history.complete', message: 'Completed: components consumed, kits produced' },
  cancel: /*i18n*/ { id: 'manufacture.history.cancel', message: 'Cancelled' },
};

/** Why the service refused an event (409 reason). */
export const workOrderReasons: Record<string, MessageDescriptor> = {
  'missing-components': /*i18n*/ {
    id: 'manufacture.reason.missingComponents',
    message: 'The warehouse does not have all the components. The table below shows what is short; receive or transfer them, then try again.',
  },
};
