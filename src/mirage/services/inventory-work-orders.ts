/**
 * Work orders of the inventory service (DOMAIN.md: manufacture, permission Inventory.Manufacturer): the generic
 * resource with the work order lifecycle (src/domain/work-order-lifecycle.ts). On create and while planned the
 * service copies the kit's components (per kit × quantity, with SKU and name) into the order; `start` and
 * `complete` are refused with 409 `missing-components` (and the list of what is short) unless the stock is there or
 * the tenant's negative stock policy allows it; `complete` records an `issue` movement per component and a
 * `production` movement of the kits (services/stock-effects.ts), so on hand changes only through movements.
 */
import { Permission as P } from '../../config/permissions';
import { defaultPrefixes } from '../../domain/company';
import type { InventorySettings } from '../../domain/inventory-settings';
import { INVENTORY_SETTINGS_ID, allowsNegativeStock } from '../../domain/inventory-settings';
import type { Product } from '../../domain/product';
import { subtractDecimal } from '../../domain/decimal';
import type { Warehouse } from '../../domain/warehouse';
import {
  componentsFor,
  formatWorkOrderNumber,
  normalizeWorkOrderInput,
  shortagesOf,
  validateWorkOrder,
  workOrderListSpec,
  type WorkOrder,
  type WorkOrderComponent,
  type WorkOrderInput,
} from '../../domain/work-order';
import { workOrderLifecycle, type ConsumeParams, type ProduceParams, type WorkOrderFacts } from '../../domain/work-order-lifecycle';
import type { TenantData } from './data';
import { levelOf } from './stock-levels';
import { bindLifecycle } from './lifecycle-binding';
import { defineResource } from './service';
import { recordMovement } from './stock-effects';

export const WORK_ORDERS = 'work-orders';

/** What the service writes besides the client's fields: the kit's components as the order consumes them. */
type WorkOrderWrite = WorkOrderInput & Partial<Pick<WorkOrder, 'kitSku' | 'kitName' | 'components'>>;

const negativeStockAllowed = (data: TenantData): boolean => {
  const settings = data.collection<InventorySettings>('settings').get(INVENTORY_SETTINGS_ID);
  return settings ? allowsNegativeStock(settings) : false;
};

/** The available quantity of each component in the order's warehouse. */
export function workOrderFacts(order: WorkOrder, data: TenantData): WorkOrderFacts {
  const available: Record<string, string> = {};
  for (const c of order.components) available[c.productId] = levelOf(data, order.warehouseId, c.productId)?.available ?? '0';
  return { available, negativeStockAllowed: negativeStockAllowed(data) };
}

export const workOrders = defineResource<WorkOrder, WorkOrderWrite>({
  name: WORK_ORDERS,
  area: 'manufacture',
  description:
    'Work orders (kit product, whole quantity, warehouse, planned date): number WO-000001 and the kit\'s components (per kit × quantity) assigned; lifecycle planned -> released -> in-progress -> completed | cancelled (POST /work-orders/{id}/events {type: release | start | complete | cancel}); start and complete answer 409 reason missing-components with `shortages` unless the stock is available or the negative stock policy allows; complete records an issue movement per component and a production movement of the kit',
  listSpec: workOrderListSpec,
  read: [P.InventoryManufacturer],
  write: P.InventoryManufacturer,
  writeNeeds: ['catalogs', 'inventory', 'inventory-config'],
  fields: ['kitId', 'quantity', 'warehouseId', 'plannedDate', 'notes'],
  assigned: ['number', 'status', 'kitSku', 'kitName', 'components'],
  defaults: () => ({ notes: '' }),
  // The kit's components are copied with the client's fields, so an edit of the kit or quantity recomputes them.
  normalize: (input, { data }) => {
    const normalized = normalizeWorkOrderInput(input);
    const products = data.collection<Product>('products');
    const kit = typeof normalized.kitId === 'string' ? products.get(normalized.kitId) : undefined;
    const components: WorkOrderComponent[] = kit ? componentsFor(kit, String(normalized.quantity), (id) => products.get(id)) : [];
    return { ...normalized, kitSku: kit?.sku ?? '', kitName: kit?.name ?? '', components };
  },
  validate: (input, { data, previous }) =>
    validateWorkOrder(input, {
      kit: (id) => data.collection<Product>('products').get(id),
      warehouse: (id) => data.collection<Warehouse>('warehouses').get(id),
      ...(previous ? { previous } : {}),
    }),
  assign: (_input, { data }) => {
    const next = data.sequence(WORK_ORDERS) + 1;
    return { fields: { number: formatWorkOrderNumber(next, defaultPrefixes['work-order']), status: 'planned' }, sequence: next };
  },
  lifecycle: bindLifecycle<WorkOrder, WorkOrderFacts>({
    lifecycle: workOrderLifecycle,
    facts: (order, { data }) => workOrderFacts(order, data),
    refusal: (refusal, order, { data }) => {
      if (refusal.reason !== 'missing-components') return null;
      const facts = workOrderFacts(order, data);
      const shortages = shortagesOf(order.components, (id) => facts.available[id] ?? '0');
      const list = shortages.map((s) => `${s.sku || s.productId}: ${s.missing} missing (needs ${s.needed}, ${s.available} available)`).join('; ');
      return { detail: `The components are not in the warehouse: ${list}`, extensions: { shortages } };
    },
    effect: (effect, _saved, ctx) => {
      if (effect.type === 'consumeComponents') {
        const { warehouseId, reference, components } = effect.params as ConsumeParams;
        for (const c of components) recordMovement(ctx, { type: 'issue', warehouseId, productId: c.productId, quantity: subtractDecimal('0', c.quantity), reference });
      } else if (effect.type === 'produceKit') {
        const { warehouseId, reference, kitId, quantity } = effect.params as ProduceParams;
        recordMovement(ctx, { type: 'production', warehouseId, productId: kitId, quantity, reference });
      }
    },
  }),
});
