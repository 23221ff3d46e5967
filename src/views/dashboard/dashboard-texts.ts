/** The dashboard's figure, chart and widget texts. */
import type { MessageDescriptor } from '@lingui/core';
import type { ChartKey, FigureKey, WidgetId } from '../../machines/dashboard/dashboard-widgets';

export const widgetTitles: Record<WidgetId, MessageDescriptor> = {
  sales: /*i18n*/ { id: 'dashboard.widget.sales', message: 'Sales' },
  purchasing: /*i18n*/ { id: 'dashboard.widget.purchasing', message: 'Purchasing' },
  inventory: /*i18n*/ { id: 'dashboard.widget.inventory', message: 'Stock' },
  deliveries: /*i18n*/ { id: 'dashboard.widget.deliveries', message: 'Deliveries' },
  cash: /*i18n*/ { id: 'dashboard.widget.cash', message: 'Cash closing' },
  contracts: /*i18n*/ { id: 'dashboard.widget.contracts', message: 'Contracts' },
};

/** Each widget's Refresh button names its widget (several on one page). */
export const refreshLabels: Record<WidgetId, MessageDescriptor> = {
  sales: /*i18n*/ { id: 'dashboard.refresh.sales', message: 'Refresh sales' },
  purchasing: /*i18n*/ { id: 'dashboard.refresh.purchasing', message: 'Refresh purchasing' },
  inventory: /*i18n*/ { id: 'dashboard.refresh.inventory', message: 'Refresh stock' },
  deliveries: /*i18n*/ { id: 'dashboard.refresh.deliveries', message: 'Refresh deliveries' },
  cash: /*i18n*/ { id: 'dashboard.refresh.cash', message: 'Refresh cash closing' },
  contracts: /*i18n*/ { id: 'dashboard.refresh.contracts', message: 'Refresh contracts' },
};

export const figureLabels: Record<FigureKey, MessageDescriptor> = {
  salesThisMonth: /*i18n*/ { id: 'dashboard.figure.salesThisMonth', message: 'Sales this month' },
  ordersThisMonth: /*i18n*/ { id: 'dashboard.figure.ordersThisMonth', message: 'Orders this month' },
  openOrders: /*i18n*/ { id: 'dashboard.figure.openOrders', message: 'Open orders (confirmed)' },
  requisitionsToApprove: /*i18n*/ { id: 'dashboard.figure.requisitionsToApprove', message: 'Requisitions waiting for approval' },
  purchaseOrdersSent: /*i18n*/ { id: 'dashboard.figure.purchaseOrdersSent', message: 'Purchase orders sent' },
  purchaseOrdersPartial: /*i18n*/ { id: 'dashboard.figure.purchaseOrdersPartial', message: 'Purchase orders partially received' },
  lowStock: /*i18n*/ { id: 'dashboard.figure.lowStock', message: 'Low-stock products' },
  deliveriesToday: /*i18n*/ { id: 'dashboard.figure.deliveriesToday', message: "Today's deliveries" },
  deliveriesOnTheWay: /*i18n*/ { id: 'dashboard.figure.deliveriesOnTheWay', message: 'Deliveries on the way' },
  closingsToday: /*i18n*/ { id: 'dashboard.figure.closingsToday', message: "Today's cash closings" },
  closingsToApprove: /*i18n*/ { id: 'dashboard.figure.closingsToApprove', message: 'Closings waiting for approval' },
  activeContracts: /*i18n*/ { id: 'dashboard.figure.activeContracts', message: 'Active contracts' },
  expiringContracts: /*i18n*/ { id: 'dashboard.figure.expiringContracts', message: 'Contracts expiring soon' },
};

export const chartTitles: Record<ChartKey, MessageDescriptor> = {
  salesByDay: /*i18n*/ { id: 'dashboard.chart.salesByDay', message: 'Sales by day this month' },
  purchaseOrdersByStatus: /*i18n*/ { id: 'dashboard.chart.purchaseOrdersByStatus', message: 'Purchase orders to receive by status' },
  deliveriesByStatus: /*i18n*/ { id: 'dashboard.chart.deliveriesByStatus', message: "Today's deliveries by status" },
  lowStockByWarehouse: /*i18n*/ { id: 'dashboard.chart.lowStockByWarehouse', message: 'Low-stock products by warehouse' },
  closingsByStatus: /*i18n*/ { id: 'dashboard.chart.closingsByStatus', message: "Today's closings by status" },
};

export const statusLabels: Record<string, MessageDescriptor> = {
  open: /*i18n*/ { id: 'dashboard.status.open', message: 'Open' },
  counting: /*i18n*/ { id: 'dashboard.status.counting', message: 'Counting' },
  submitted: /*i18n*/ { id: 'dashboard.status.submitted', message: 'Submitted' },
  approved: /*i18n*/ { id: 'dashboard.status.approved', message: 'Approved' },
  draft: /*i18n*/ { id: 'dashboard.status.draft', message: 'Draft' },
  sent: /*i18n*/ { id: 'dashboard.status.sent', message: 'Sent' },
  'partially-received': /*i18n*/ { id: 'dashboard.status.partiallyReceived', message: 'Partially received' },
  scheduled: /*i18n*/ { id: 'dashboard.status.scheduled', message: 'Scheduled' },
  dispatched: /*i18n*/ { id: 'dashboard.status.dispatched', message: 'Dispatched' },
  delivered: /*i18n*/ { id: 'dashboard.status.delivered', message: 'Delivered' },
  failed: /*i18n*/ { id: 'dashboard.status.failed', message: 'Failed' },
  rescheduled: /*i18n*/ { id: 'dashboard.status.rescheduled', message: 'Rescheduled' },
  returned: /*i18n*/ { id: 'dashboard.status.returned', message: 'Returned' },
};

export const dashboardTexts = {
  figures: /*i18n*/ { id: 'dashboard.figures', message: 'Figures' },
  loading: /*i18n*/ { id: 'dashboard.loadingFigures', message: 'Loading figures…' },
  failed: /*i18n*/ { id: 'dashboard.figuresFailed', message: 'These figures could not be loaded.' },
  offline: /*i18n*/ { id: 'dashboard.figuresOffline', message: 'You are offline: these figures load when the connection is back.' },
  retry: /*i18n*/ { id: 'dashboard.retry', message: 'Try again' },
  showNumbers: /*i18n*/ { id: 'dashboard.chart.numbers', message: 'The numbers of this chart' },
  day: /*i18n*/ { id: 'dashboard.chart.day', message: 'Day' },
  value: /*i18n*/ { id: 'dashboard.chart.value', message: 'Value' },
  empty: /*i18n*/ { id: 'dashboard.chart.empty', message: 'Nothing to show yet.' },
} satisfies Record<string, MessageDescriptor>;
