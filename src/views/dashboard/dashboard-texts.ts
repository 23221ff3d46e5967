/** The dashboard's figure, chart and widget texts. */
import type { MessageDescriptor } from '@lingui/core';
import type { ChartKey, FigureKey, WidgetId } from '../../machines/dashboard/dashboard-widgets';

export const widgetTitles: Record<WidgetId, MessageDescriptor> = {
  sales: /*i18n*/ { id: 'dashboard.widget.sales', message: 'Sales' },
  inventory: /*i18n*/ { id: 'dashboard.widget.inventory', message: 'Stock' },
  cash: /*i18n*/ { id: 'dashboard.widget.cash', message: 'Cash closing' },
};

export const figureLabels: Record<FigureKey, MessageDescriptor> = {
  salesThisMonth: /*i18n*/ { id: 'dashboard.figure.salesThisMonth', message: 'Sales this month' },
  ordersThisMonth: /*i18n*/ { id: 'dashboard.figure.ordersThisMonth', message: 'Orders this month' },
  openOrders: /*i18n*/ { id: 'dashboard.figure.openOrders', message: 'Open orders (confirmed)' },
  lowStock: /*i18n*/ { id: 'dashboard.figure.lowStock', message: 'Low-stock products' },
  closingsToday: /*i18n*/ { id: 'dashboard.figure.closingsToday', message: "Today's cash closings" },
  closingsToApprove: /*i18n*/ { id: 'dashboard.figure.closingsToApprove', message: 'Closings waiting for approval' },
};

export const chartTitles: Record<ChartKey, MessageDescriptor> = {
  salesByDay: /*i18n*/ { id: 'dashboard.chart.salesByDay', message: 'Sales by day this month' },
  lowStockByWarehouse: /*i18n*/ { id: 'dashboard.chart.lowStockByWarehouse', message: 'Low-stock products by warehouse' },
  closingsByStatus: /*i18n*/ { id: 'dashboard.chart.closingsByStatus', message: "Today's closings by status" },
};

export const statusLabels: Record<string, MessageDescriptor> = {
  open: /*i18n*/ { id: 'dashboard.status.open', message: 'Open' },
  counting: /*i18n*/ { id: 'dashboard.status.counting', message: 'Counting' },
  submitted: /*i18n*/ { id: 'dashboard.status.submitted', message: 'Submitted' },
  approved: /*i18n*/ { id: 'dashboard.status.approved', message: 'Approved' },
};

export const dashboardTexts = {
  figures: /*i18n*/ { id: 'dashboard.figures', message: 'Figures' },
  loading: /*i18n*/ { id: 'dashboard.loadingFigures', message: 'Loading figures…' },
  failed: /*i18n*/ { id: 'dashboard.figuresFailed', message: 'These figures could not be loaded.' },
  offline: /*i18n*/ { id: 'dashboard.figuresOffline', message: 'You are offline: these figures load when the connection is back.' },
  retry: /*i18n*/ { id: 'dashboard.retry', message: 'Try again' },
  refresh: /*i18n*/ { id: 'dashboard.refresh', message: 'Refresh figures' },
  showNumbers: /*i18n*/ { id: 'dashboard.chart.numbers', message: 'The numbers of this chart' },
  day: /*i18n*/ { id: 'dashboard.chart.day', message: 'Day' },
  value: /*i18n*/ { id: 'dashboard.chart.value', message: 'Value' },
  empty: /*i18n*/ { id: 'dashboard.chart.empty', message: 'Nothing to show yet.' },
} satisfies Record<string, MessageDescriptor>;
