/**
 * The dashboard's widgets (DOMAIN.md "Dashboard"), one per business area, each shown to the users with its permission
 * and each figure a list query whose link is that list filtered the same way (dashboard-queries.ts). Only areas whose
 * service has landed are here: a widget never shows a made-up number. Labels are codes the view translates.
 */
import { Permission as P } from '../../config/permissions';
import type { RuntimeConfig } from '../../config/runtime-config';
import { cashClosingStatuses } from '../../domain/cash-closing';
import { deliveryStatuses } from '../../domain/delivery';
import { salesOrderStatuses } from '../../domain/sales-order';
import { record, text } from '../effects/shape';
import { countOf, dayRange, itemsOf, listLink, type ListTarget, type Period } from './dashboard-queries';

export type WidgetId = 'sales' | 'purchasing' | 'inventory' | 'deliveries' | 'cash' | 'contracts';

export type FigureKey =
  | 'salesThisMonth'
  | 'ordersThisMonth'
  | 'openOrders'
  | 'requisitionsToApprove'
  | 'purchaseOrdersSent'
  | 'purchaseOrdersPartial'
  | 'lowStock'
  | 'deliveriesToday'
  | 'deliveriesOnTheWay'
  | 'closingsToday'
  | 'closingsToApprove'
  | 'activeContracts'
  | 'expiringContracts';

export type ChartKey = 'salesByDay' | 'purchaseOrdersByStatus' | 'lowStockByWarehouse' | 'deliveriesByStatus' | 'closingsByStatus';

export interface Figure {
  key: FigureKey;
  value: number;
  /** A count, or minor units of the company currency. */
  unit: 'count' | 'money';
  /** The list filtered to exactly what the figure counts; null when no single list shows it. */
  link: string | null;
}

export type ChartLabel = { kind: 'text'; text: string } | { kind: 'status'; status: string } | { kind: 'day'; day: string };

export interface ChartBar {
  label: ChartLabel;
  value: number;
  link: string | null;
}

export interface Chart {
  key: ChartKey;
  /** `bars`: a horizontal bar per item; `columns`: one column per day. */
  shape: 'bars' | 'columns';
  unit: 'count' | 'money';
  bars: ChartBar[];
}

export interface WidgetData {
  figures: Figure[];
  chart: Chart | null;
}

export interface WidgetDefinition {
  id: WidgetId;
  /** Who sees it (SPEC §6 permission). */
  permission: string;
  load: (config: RuntimeConfig, period: Period, signal?: AbortSignal) => Promise<WidgetData>;
}

const salesOrders: ListTarget = { service: 'ordering', resource: 'sales-orders', path: '/orders' };
const stockLevels: ListTarget = { service: 'inventory', resource: 'stock-levels', path: '/inventory/warehouses' };
const warehouses: ListTarget = { service: 'inventory', resource: 'warehouses', path: '/inventory/warehouses' };
const cashClosings: ListTarget = { service: 'distribution', resource: 'cash-closings', path: '/cashclosing' };
// The lists' own addresses and filters (purchases-lists.ts, deliveries-list.ts; contracts: SPEC §2 /contracts/services).
const requisitions: ListTarget = { service: 'ordering', resource: 'requisitions', path: '/purchases/requisitions' };
const purchaseOrders: ListTarget = { service: 'ordering', resource: 'purchase-orders', path: '/purchases/orders' };
const deliveries: ListTarget = { service: 'distribution', resource: 'deliveries', path: '/deliveries' };
const contracts: ListTarget = { service: 'serviceContracts', resource: 'contracts', path: '/contracts/services' };

/** Orders that count as sold: confirmed and after, not drafts or cancelled ones. */
const soldStatuses: readonly string[] = salesOrderStatuses.filter((s) => s !== 'draft' && s !== 'cancelled');

function parseOrderSummary(raw: unknown): { date: string; status: string; total: number } {
  const r = record(raw, 'salesOrder');
  const total = r.total;
  if (typeof total !== 'number' || !Number.isSafeInteger(total)) throw new TypeError('salesOrder.total must be an integer of minor units');
  return { date: text(r, 'date', 'salesOrder'), status: text(r, 'status', 'salesOrder'), total };
}

/** Every day of the month up to today (`YYYY-MM-DD`). */
export function daysUpTo(period: Period): string[] {
  const days: string[] = [];
  const last = Number(period.today.slice(8, 10));
  for (let d = 1; d <= last; d++) days.push(`${period.today.slice(0, 8)}${String(d).padStart(2, '0')}`);
  return days;
}

const sales: WidgetDefinition = {
  id: 'sales',
  permission: P.OrderOrders,
  async load(config, period, signal) {
    const month = { date: dayRange(period.monthStart, period.monthEnd) };
    const [orders, confirmed] = await Promise.all([
      itemsOf(config, salesOrders, month, parseOrderSummary, signal),
      countOf(config, salesOrders, { status: 'confirmed' }, signal),
    ]);
    const sold = orders.filter((o) => soldStatuses.includes(o.status));
    const byDay = new Map<string, number>();
    for (const o of sold) byDay.set(o.date, (byDay.get(o.date) ?? 0) + o.total);
    return {
      figures: [
        { key: 'salesThisMonth', value: sold.reduce((sum, o) => sum + o.total, 0), unit: 'money', link: null },
        { key: 'ordersThisMonth', value: orders.length, unit: 'count', link: listLink(salesOrders.path, month) },
        { key: 'openOrders', value: confirmed, unit: 'count', link: listLink(salesOrders.path, { status: 'confirmed' }) },
      ],
      chart: {
        key: 'salesByDay',
        shape: 'columns',
        unit: 'money',
        bars: daysUpTo(period).map((day) => ({ label: { kind: 'day', day }, value: byDay.get(day) ?? 0, link: listLink(salesOrders.path, { date: dayRange(day) }) })),
      },
    };
  },
};

function parseWarehouse(raw: unknown): { id: string; name: string } {
  const r = record(raw, 'warehouse');
  return { id: text(r, 'id', 'warehouse'), name: text(r, 'name', 'warehouse') };
}

const inventory: WidgetDefinition = {
  id: 'inventory',
  permission: P.InventoryWarehouses,
  async load(config, _period, signal) {
    const all = await itemsOf(config, warehouses, { active: 'true' }, parseWarehouse, signal, 1);
    const counts = await Promise.all(all.map((w) => countOf(config, stockLevels, { warehouseId: w.id, low: 'true' }, signal)));
    const bars = all.map((w, i) => ({
      label: { kind: 'text' as const, text: w.name },
      value: counts[i]!,
      // The warehouse's own stock list filtered to its low levels (warehouse-stock.ts: /inventory/warehouses/{id}/stock).
      link: listLink(`${warehouses.path}/${encodeURIComponent(w.id)}/stock`, { low: 'true' }),
    }));
    return {
      figures: [{ key: 'lowStock', value: counts.reduce((a, b) => a + b, 0), unit: 'count', link: bars.length === 1 ? bars[0]!.link : null }],
      chart: { key: 'lowStockByWarehouse', shape: 'bars', unit: 'count', bars },
    };
  },
};

const cash: WidgetDefinition = {
  id: 'cash',
  permission: P.DistributionCash,
  async load(config, period, signal) {
    const today = { date: dayRange(period.today) };
    const [all, submitted, ...byStatus] = await Promise.all([
      countOf(config, cashClosings, today, signal),
      countOf(config, cashClosings, { status: 'submitted' }, signal),
      ...cashClosingStatuses.map((status) => countOf(config, cashClosings, { ...today, status }, signal)),
    ]);
    return {
      figures: [
        { key: 'closingsToday', value: all, unit: 'count', link: listLink(cashClosings.path, today) },
        { key: 'closingsToApprove', value: submitted, unit: 'count', link: listLink(cashClosings.path, { status: 'submitted' }) },
      ],
      chart: {
        key: 'closingsByStatus',
        shape: 'bars',
        unit: 'count',
        bars: cashClosingStatuses.map((status, i) => ({ label: { kind: 'status', status }, value: byStatus[i]!, link: listLink(cashClosings.path, { ...today, status }) })),
      },
    };
  },
};

/** Purchase orders still to come in, by status (the chart's bars; each links to its list filtered to it). */
const incomingOrderStatuses = ['draft', 'sent', 'partially-received'] as const;

const purchasing: WidgetDefinition = {
  id: 'purchasing',
  permission: P.OrderPurchases,
  async load(config, _period, signal) {
    const pending = { status: 'submitted' };
    const [toApprove, ...byStatus] = await Promise.all([
      countOf(config, requisitions, pending, signal),
      ...incomingOrderStatuses.map((status) => countOf(config, purchaseOrders, { status }, signal)),
    ]);
    const bars = incomingOrderStatuses.map((status, i) => ({ label: { kind: 'status' as const, status }, value: byStatus[i]!, link: listLink(purchaseOrders.path, { status }) }));
    return {
      figures: [
        { key: 'requisitionsToApprove', value: toApprove, unit: 'count', link: listLink(requisitions.path, pending) },
        { key: 'purchaseOrdersSent', value: bars[1]!.value, unit: 'count', link: bars[1]!.link },
        { key: 'purchaseOrdersPartial', value: bars[2]!.value, unit: 'count', link: bars[2]!.link },
      ],
      chart: { key: 'purchaseOrdersByStatus', shape: 'bars', unit: 'count', bars },
    };
  },
};

const deliveriesWidget: WidgetDefinition = {
  id: 'deliveries',
  permission: P.DistributionDeliveries,
  async load(config, period, signal) {
    const today = { scheduledDate: dayRange(period.today) };
    const [all, dispatched, ...byStatus] = await Promise.all([
      countOf(config, deliveries, today, signal),
      countOf(config, deliveries, { status: 'dispatched' }, signal),
      ...deliveryStatuses.map((status) => countOf(config, deliveries, { ...today, status }, signal)),
    ]);
    return {
      figures: [
        { key: 'deliveriesToday', value: all, unit: 'count', link: listLink(deliveries.path, today) },
        { key: 'deliveriesOnTheWay', value: dispatched, unit: 'count', link: listLink(deliveries.path, { status: 'dispatched' }) },
      ],
      chart: {
        key: 'deliveriesByStatus',
        shape: 'bars',
        unit: 'count',
        bars: deliveryStatuses.map((status, i) => ({ label: { kind: 'status', status }, value: byStatus[i]!, link: listLink(deliveries.path, { ...today, status }) })),
      },
    };
  },
};

const contractsWidget: WidgetDefinition = {
  id: 'contracts',
  permission: P.ServiceContracts,
  async load(config, _period, signal) {
    const active = { status: 'active' };
    const expiring = { status: 'active', expiring: 'true' };
    const [activeCount, expiringCount] = await Promise.all([countOf(config, contracts, active, signal), countOf(config, contracts, expiring, signal)]);
    return {
      figures: [
        { key: 'activeContracts', value: activeCount, unit: 'count', link: listLink(contracts.path, active) },
        { key: 'expiringContracts', value: expiringCount, unit: 'count', link: listLink(contracts.path, expiring) },
      ],
      chart: null,
    };
  },
};

/** In the order the dashboard shows them. */
export const dashboardWidgets: readonly WidgetDefinition[] = [sales, purchasing, inventory, deliveriesWidget, cash, contractsWidget];

export const widgetsFor = (permissions: readonly string[]): WidgetDefinition[] => dashboardWidgets.filter((w) => permissions.includes(w.permission));

export const widgetById = (id: WidgetId): WidgetDefinition => {
  const found = dashboardWidgets.find((w) => w.id === id);
  if (!found) throw new Error(`No dashboard widget ${id}`);
  return found;
};
