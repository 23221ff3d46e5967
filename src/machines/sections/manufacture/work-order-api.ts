/**
 * The inventory service's work orders (`/work-orders`): the endpoint and the check of every answer, the kit picker
 * (active kits by SKU or name), the warehouses an order is made in, and the stock of a kit's components there.
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { StockLevel } from '../../../domain/stock';
import { workOrderStatuses, type WorkOrder, type WorkOrderComponent } from '../../../domain/work-order';
import type { KitComponent } from '../../../domain/product';
import { listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { bool, list, oneOf, record, text } from '../../effects/shape';
import { fetchProductOption, fetchProductOptions, type ProductOption } from '../catalog-options-api';
import { decimalText } from '../shared-answers';

function parseComponent(raw: unknown): WorkOrderComponent {
  const r = record(raw, 'workOrder.components[]');
  const productId = text(r, 'productId', 'workOrder.components[]');
  if (productId === '') throw new TypeError('workOrder.components[].productId must not be empty');
  return {
    productId,
    sku: text(r, 'sku', 'workOrder.components[]'),
    name: text(r, 'name', 'workOrder.components[]'),
    perKit: decimalText(r, 'perKit', 'workOrder.components[]'),
    quantity: decimalText(r, 'quantity', 'workOrder.components[]'),
  };
}

/** A work order as the service answers it (anything else is refused: the page shows the failure, never half a record). */
export function parseWorkOrder(raw: unknown): WorkOrder {
  const r = record(raw, 'workOrder');
  const plannedDate = text(r, 'plannedDate', 'workOrder');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(plannedDate)) throw new TypeError('workOrder.plannedDate must be YYYY-MM-DD');
  return {
    ...parseAudited(r, 'workOrder'),
    number: text(r, 'number', 'workOrder'),
    status: oneOf(r, 'status', workOrderStatuses, 'workOrder'),
    kitId: text(r, 'kitId', 'workOrder'),
    kitSku: text(r, 'kitSku', 'workOrder'),
    kitName: text(r, 'kitName', 'workOrder'),
    quantity: decimalText(r, 'quantity', 'workOrder'),
    warehouseId: text(r, 'warehouseId', 'workOrder'),
    plannedDate,
    notes: text(r, 'notes', 'workOrder'),
    components: list(r.components, 'workOrder.components').map(parseComponent),
  };
}

/** The typed endpoint of work orders (for any page that shows them). */
export const workOrdersEndpoint: ResourceEndpoint<WorkOrder> = { service: 'inventory', resource: 'work-orders', parse: parseWorkOrder };

/** A kit as the picker shows it: its components (per kit). */
export interface KitOption {
  id: string;
  sku: string;
  name: string;
  active: boolean;
  components: KitComponent[];
}

const kitOf = ({ id, sku, name, active, components }: ProductOption): KitOption => ({ id, sku, name, active, components });

/** The kit picker's search: active kits by SKU or name, at most 20. */
export async function searchKits(config: RuntimeConfig, q: string, signal: AbortSignal) {
  const kits = await fetchProductOptions(config, { q, kit: true }, signal);
  return kits.map((p) => ({ id: p.id, label: p.name, sublabel: p.sku }));
}

/** One kit with its components (the picker's choice). */
export const fetchKit = async (config: RuntimeConfig, id: string, signal?: AbortSignal): Promise<KitOption> => kitOf(await fetchProductOption(config, id, signal, { quiet: true }));

/** A warehouse as an order names it. */
export interface WarehouseOption {
  id: string;
  code: string;
  name: string;
  active: boolean;
}
function parseWarehouseOption(raw: unknown): WarehouseOption {
  const r = record(raw, 'warehouse');
  return { id: text(r, 'id', 'warehouse'), code: text(r, 'code', 'warehouse'), name: text(r, 'name', 'warehouse'), active: bool(r.active, 'warehouse.active') };
}
const warehouseOptionsEndpoint: ResourceEndpoint<WarehouseOption> = { service: 'inventory', resource: 'warehouses', parse: parseWarehouseOption };

/** Every warehouse, by code (the list's filter and the form's choice). */
export async function fetchWarehouses(config: RuntimeConfig, signal?: AbortSignal): Promise<WarehouseOption[]> {
  return (await listResource(config, warehouseOptionsEndpoint, { sort: 'code', pageSize: 500 }, signal)).items;
}

function parseLevel(raw: unknown): Pick<StockLevel, 'productId' | 'warehouseId' | 'onHand' | 'available'> {
  const r = record(raw, 'stockLevel');
  return {
    productId: text(r, 'productId', 'stockLevel'),
    warehouseId: text(r, 'warehouseId', 'stockLevel'),
    onHand: decimalText(r, 'onHand', 'stockLevel'),
    available: decimalText(r, 'available', 'stockLevel', { signed: true }),
  };
}
const levelsEndpoint: ResourceEndpoint<ReturnType<typeof parseLevel>> = { service: 'inventory', resource: 'stock-levels', parse: parseLevel };

/** The available quantity of each product in a warehouse (what a work order would consume), by product id. */
export async function fetchAvailability(config: RuntimeConfig, warehouseId: string, productIds: readonly string[], signal?: AbortSignal): Promise<Record<string, string>> {
  const unique = [...new Set(productIds)];
  const pages = await Promise.all(unique.map((productId) => listResource(config, levelsEndpoint, { warehouseId, productId, pageSize: 1 }, signal)));
  return Object.fromEntries(unique.map((id, i) => [id, pages[i]!.items[0]?.available ?? '0']));
}

/** Every active kit by name (the list's kit filter; acme has a few hundred). */
export async function fetchKits(config: RuntimeConfig, signal?: AbortSignal): Promise<KitOption[]> {
  return (await fetchProductOptions(config, { kit: true, pageSize: 500 }, signal)).map(kitOf).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
