/**
 * A delivery's page and forms: the record machine of the documents foundation run by the delivery statechart (its
 * buttons from the same module the service applies), the form that edits a scheduled delivery, and its history.
 */
import { fromPromise } from 'xstate';
import { normalizeDeliveryInput, validateDelivery, type Delivery, type DeliveryInput } from '../../../domain/delivery';
import { deliveryLifecycle } from '../../../domain/delivery-lifecycle';
import type { DocumentLifecycle } from '../../../domain/document-lifecycle';
import type { HistoryEntry } from '../../../domain/resource';
import { getHistory } from '../../effects/resource-api';
import { historyMachine } from '../../kit/history.machine';
import { documentSection } from '../document-section';
import type { SectionDeps } from '../section-deps';
import { deliveriesEndpoint } from './delivery-api';
import { deliveriesListId, deliveriesPath } from './deliveries-list';

/** The writable fields of a stored delivery: what its form edits while it is scheduled. */
export const deliveryToInput = (d: Delivery): DeliveryInput => ({
  salesOrderId: d.salesOrderId,
  driverId: d.driverId,
  scheduledDate: d.scheduledDate,
  address: { ...d.address },
  lines: d.lines.map((l) => ({ ...l })),
  notes: d.notes,
});

/** Whether a stored draft holds delivery values (drafts are read back, never trusted). */
export function isDeliveryInput(values: unknown): values is DeliveryInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  const a = v.address as Record<string, unknown> | null;
  return (
    ['salesOrderId', 'driverId', 'scheduledDate', 'notes'].every((k) => typeof v[k] === 'string') &&
    typeof a === 'object' && a !== null && ['street', 'city', 'state', 'postalCode', 'country'].every((k) => typeof a[k] === 'string') &&
    Array.isArray(v.lines) &&
    v.lines.every((l: unknown) => typeof l === 'object' && l !== null && typeof (l as Record<string, unknown>).productId === 'string' && typeof (l as Record<string, unknown>).quantity === 'string')
  );
}

/**
 * Deliveries on the documents' section wiring. The form checks with the service's rule what it can know (required
 * fields, formats, quantities above zero, one line per product, the address); what only the service knows (what
 * the order still has to ship, the driver's status, whether a stored past date is kept) comes back as its 422 under
 * the field. The date picker offers today or later.
 */
export const deliveriesSection = (deps: SectionDeps) =>
  documentSection<Delivery, DeliveryInput>(deps, {
    name: 'deliveries',
    endpoint: deliveriesEndpoint,
    path: deliveriesPath,
    listId: deliveriesListId,
    toValues: deliveryToInput,
    isValues: isDeliveryInput,
    // The body the service stores: trimmed, lines as product and quantity (the service names them).
    normalize: (values) => normalizeDeliveryInput(values),
    validate: (values) => validateDelivery(values, { today: '0000-01-01' }),
    lifecycle: deliveryLifecycle as unknown as DocumentLifecycle<Delivery, unknown>,
  });

/** The delivery's history (newest first), read again after each change. */
export const deliveryHistoryLogic = (deps: SectionDeps) =>
  historyMachine.provide({
    actors: { loadHistory: fromPromise<HistoryEntry[], { id: string }>(({ input, signal }) => getHistory(deps.config, deliveriesEndpoint, input.id, signal)) },
  });

export const deliveryHistoryId = (id: string) => `deliveries.history:${id}`;
