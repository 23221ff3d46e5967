/**
 * The dashboard's widgets (DOMAIN.md "Dashboard"), one per business area, each shown to the users with its permission
 * and each figure a list query whose link is that list filtered the same way (dashboard-queries.ts). Only areas whose
 * service has landed are here: a widget never shows a made-up number. Labels are codes the view translates.
 */
import { Permission as P } from '../../config/permissions';
import type { RuntimeConfig } from '../../config/runtime-config';
import { cashClosingStatuses } from '../../domain/cash-closing';
import { salesOrderStatuses } from '../../domain/sales-order';
import { record, text } from '../effects/shape';
import { countOf, dayRange, itemsOf, listLink, type ListTarget, type Period } from './dashboard-queries';

export type WidgetId = 'sales' | 'inventory' | 'cash';

export type FigureKey = 'salesThisMonth' | 'ordersThisMonth' | 'openOrders' | 'lowStock' | 'closingsToday' | 'closingsToApprove';

export type ChartKey = 'salesByDay' | 'lowStockByWarehouse' | 'closingsByStatus';

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

/** In the order the dashboard shows them. */
export const dashboardWidgets: readonly WidgetDefinition[] = [sales, inventory, cash];

export const widgetsFor = (permissions: readonly string[]): WidgetDefinition[] => dashboardWidgets.filter((w) => permissions.includes(w.permission));

export const widgetById = (id: WidgetId): WidgetDefinition => {
  const found = dashboardWidgets.find((w) => w.id === id);
  if (!found) throw new Error(`No dashboard widget ${id}`);
  return found;
};
