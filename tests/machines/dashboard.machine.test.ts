/**
 * The dashboard's machines and widgets (issue 10 point 4): the period in the company's time zone; the widgets a
 * user's permissions open, in order; every widget's figures against the services in Mirage (each linked figure equals
 * the total its list's API answers for the link's own filters: the link IS the query); a refused or missing service
 * makes the widget unavailable (nothing shown, no number), another failure offers Retry; Refresh reloads; the
 * dashboard machine spawns one figure actor per widget and refreshes them all. And the figure machine's generated
 * paths: Retry offered exactly when failed, Refresh exactly when loaded, data shown only after a load.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Response } from 'miragejs';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { businessPermissions, Permission as P } from '../../src/config/permissions';
import { demoConfig } from '../../src/config/runtime-config';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { ApiError } from '../../src/machines/effects/api-error';
import { dayRange, listLink, periodOf } from '../../src/machines/dashboard/dashboard-queries';
import { dashboardMachine } from '../../src/machines/dashboard/dashboard.machine';
import { dashboardWidgets, widgetsFor, type WidgetData, type WidgetId } from '../../src/machines/dashboard/dashboard-widgets';
import { figureMachine, selectFigureStatus, type FigureEvent } from '../../src/machines/dashboard/figure.machine';
import { signAccessToken } from '../support/access-tokens';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';
import { get, identities, START, useServices, type PageBody, type Who } from '../mirage-services/support';

const config = demoConfig('http://localhost:9090');

describe('dashboard period and links', () => {
  it('today and this month are the company\'s: 05:30 UTC on the 1st is still the last day of the month in Mexico City', () => {
    expect(periodOf(new Date('2025-08-01T05:30:00Z'), 'America/Mexico_City')).toEqual({ today: '2025-07-31', monthStart: '2025-07-01', monthEnd: '2025-07-31' });
    expect(periodOf(new Date('2024-02-10T12:00:00Z'), 'UTC')).toEqual({ today: '2024-02-10', monthStart: '2024-02-01', monthEnd: '2024-02-29' });
    expect(periodOf(new Date('2025-03-03T12:00:00Z'), 'Not/AZone').today).toBe('2025-03-03');
  });

  it('a link is the list\'s address with the same filters (ranges and statuses unescaped where the list reads them)', () => {
    expect(listLink('/purchases/orders', { status: 'partially-received' })).toBe('/purchases/orders?status=partially-received');
    expect(listLink('/deliveries', { scheduledDate: dayRange('2025-07-15') })).toBe('/deliveries?scheduledDate=2025-07-15..2025-07-15');
    expect(listLink('/contracts/services', { status: 'active', expiring: 'true' })).toBe('/contracts/services?status=active&expiring=true');
    expect(listLink('/orders', {})).toBe('/orders');
  });

  it('the widgets follow the permissions, in the dashboard\'s order', () => {
    expect(widgetsFor(businessPermissions).map((w) => w.id)).toEqual(['sales', 'purchasing', 'inventory', 'deliveries', 'cash', 'contracts']);
    expect(widgetsFor([P.OrderOrders]).map((w) => w.id)).toEqual(['sales']);
    expect(widgetsFor([P.OrderPurchases, P.CatalogsSuppliers]).map((w) => w.id)).toEqual(['purchasing']);
    expect(widgetsFor([P.ServiceContracts, P.DistributionDeliveries]).map((w) => w.id)).toEqual(['deliveries', 'contracts']);
    expect(widgetsFor([])).toEqual([]);
  });
});

describe('dashboard widgets against the services', () => {
  const server = useServices();
  const signal = new AbortController().signal;
  const signInAs = (who: Who) =>
    configureApiClient({
      config: { ...config, tenantBaseDomain: 'localhost' },
      host: 'acme.localhost',
      origin: window.location.origin,
      getAccessToken: () => signAccessToken(identities[who]),
      renewAccessToken: async () => null,
    });
  beforeEach(() => signInAs('ana'));
  afterEach(() => resetApiClient());
  // The services' clock (support START) is the day the figures are about.
  const period = periodOf(new Date(START), 'America/Mexico_City');
  const apiOf: Record<string, string> = {
    '/orders': '/api/ordering/sales-orders',
    '/purchases/requisitions': '/api/ordering/requisitions',
    '/purchases/orders': '/api/ordering/purchase-orders',
    '/deliveries': '/api/distribution/deliveries',
    '/cashclosing': '/api/distribution/cash-closings',
    '/contracts/services': '/api/service-contracts/contracts',
  };
  const load = (id: WidgetId) => dashboardWidgets.find((w) => w.id === id)!.load(config, period, signal);

  /**
   * Each linked figure and bar equals its list's API answer for the link's own query: a count its total, an amount
   * (the sales chart's bars) the sum of the listed sold orders' totals. (With the seeds ending before the tests' day,
   * every sales bar was 0 and a count 0 too, so comparing an amount with a count passed; live seeds told them apart.)
   */
  async function expectLinksAgree(data: WidgetData) {
    const money = data.chart?.unit === 'money';
    const linked = [...data.figures.map((f) => ({ ...f, money: f.unit === 'money' })), ...(data.chart?.bars ?? []).map((b) => ({ ...b, money }))].filter((f) => f.link !== null);
    let checked = 0;
    for (const item of linked) {
      const [path, query] = item.link!.split('?') as [string, string];
      const api = apiOf[path];
      if (!api) continue;
      const answer = await get<PageBody<{ status: string; total: number }>>(`${api}?${query}&pageSize=${item.money ? 500 : 1}`);
      expect(answer.status, item.link!).toBe(200);
      if (item.money) {
        expect(answer.body.total, item.link!).toBeLessThanOrEqual(500);
        const sold = answer.body.items.filter((o) => o.status !== 'draft' && o.status !== 'cancelled');
        expect(sold.reduce((sum, o) => sum + o.total, 0), item.link!).toBe(item.value);
      } else expect(answer.body.total, item.link!).toBe(item.value);
      checked++;
    }
    return checked;
  }

  it('purchasing: requisitions waiting for approval, purchase orders sent and partially received, each equal to its list', async () => {
    const data = await load('purchasing');
    expect(data.figures.map((f) => f.key)).toEqual(['requisitionsToApprove', 'purchaseOrdersSent', 'purchaseOrdersPartial']);
    expect(data.figures.map((f) => f.link)).toEqual(['/purchases/requisitions?status=submitted', '/purchases/orders?status=sent', '/purchases/orders?status=partially-received']);
    expect(await expectLinksAgree(data)).toBe(6);
    // The seeded year has documents to act on: a figure of zeros everywhere would prove nothing.
    expect(data.figures.reduce((a, f) => a + f.value, 0)).toBeGreaterThan(0);
  });

  it('deliveries: today\'s by status add up to today\'s total, and on the way = dispatched', async () => {
    const data = await load('deliveries');
    expect(data.figures[0]!.link).toBe(`/deliveries?scheduledDate=${period.today}..${period.today}`);
    expect(data.chart!.bars.reduce((a, b) => a + b.value, 0)).toBe(data.figures[0]!.value);
    expect(await expectLinksAgree(data)).toBe(2 + data.chart!.bars.length);
  });

  it('contracts: active and expiring (active ones ending within 30 days), each equal to its list; expiring ≤ active', async () => {
    const data = await load('contracts');
    expect(data.figures.map((f) => f.link)).toEqual(['/contracts/services?status=active', '/contracts/services?status=active&expiring=true']);
    expect(await expectLinksAgree(data)).toBe(2);
    expect(data.figures[0]!.value).toBeGreaterThan(0);
    expect(data.figures[1]!.value).toBeLessThanOrEqual(data.figures[0]!.value);
  });

  it('sales and cash: linked figures equal their lists; sales this month is the sum of the month\'s sold orders', async () => {
    const sales = await load('sales');
    expect(await expectLinksAgree(sales)).toBe(2 + sales.chart!.bars.length);
    // The seeds end on the services' today (2025-07-15 here): this month has sales, so the figures are live numbers.
    expect(sales.figures.find((f) => f.key === 'salesThisMonth')!.value).toBeGreaterThan(0);
    const byDay = sales.chart!.bars.reduce((a, b) => a + b.value, 0);
    expect(sales.figures.find((f) => f.key === 'salesThisMonth')!.value).toBe(byDay);
    const cash = await load('cash');
    expect(await expectLinksAgree(cash)).toBe(2 + cash.chart!.bars.length);
  });

  it('a user without the permission: the service answers 403 and the figure actor is unavailable (no number)', async () => {
    signInAs('sam');
    const actor = createActor(figureMachine, { input: { id: 'purchasing', config, period } }).start();
    await waitFor(actor, (s) => s.value !== 'loading');
    expect(selectFigureStatus(actor.getSnapshot())).toBe('unavailable');
    expect(actor.getSnapshot().context.data).toBeNull();
    expect(actor.getSnapshot().can({ type: 'figure.retry' })).toBe(false);
  });

  it('a service that fails (500) offers Retry, and Retry loads the figures once it answers', async () => {
    let down = true;
    server().get('/api/service-contracts/contracts', () => {
      return down
        ? new Response(500, { 'Content-Type': 'application/problem+json' }, { type: 'about:blank', title: 'Boom', status: 500 })
        : new Response(200, {}, { items: [], total: 7, page: 1, pageSize: 1 });
    });
    const actor = createActor(figureMachine, { input: { id: 'contracts', config, period } }).start();
    await waitFor(actor, (s) => s.value !== 'loading', { timeout: 10_000 });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ data: null, error: 'server' });
    down = false;
    actor.send({ type: 'figure.retry' });
    await waitFor(actor, (s) => s.value === 'loaded', { timeout: 10_000 });
    expect(actor.getSnapshot().context.data!.figures.map((f) => f.value)).toEqual([7, 7]);
  }, 20_000);

  it('a malformed answer (total missing) is a failure, not a number', async () => {
    server().get('/api/ordering/requisitions', () => new Response(200, {}, { items: [], page: 1, pageSize: 1 }));
    const actor = createActor(figureMachine, { input: { id: 'purchasing', config, period } }).start();
    await waitFor(actor, (s) => s.value !== 'loading');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('malformed');
  });

  it('the dashboard machine spawns one figure actor per permitted widget and Refresh reloads the loaded ones', async () => {
    const dashboard = createActor(dashboardMachine, { input: { config, permissions: [P.OrderPurchases, P.ServiceContracts], period } }).start();
    const widgets = dashboard.getSnapshot().context.widgets;
    expect(widgets.map((w) => w.id)).toEqual(['purchasing', 'contracts']);
    for (const w of widgets) await waitFor(w.ref, (s) => s.value === 'loaded');
    dashboard.send({ type: 'dashboard.refresh' });
    expect(widgets.map((w) => w.ref.getSnapshot().value)).toEqual(['loading', 'loading']);
    // The figures stay on screen while they reload (no flash of nothing).
    expect(widgets.every((w) => w.ref.getSnapshot().context.data !== null)).toBe(true);
    for (const w of widgets) await waitFor(w.ref, (s) => s.value === 'loaded');
  });
});

describe('figure machine: behaviour and generated paths', () => {
  const period = { today: '2025-07-15', monthStart: '2025-07-01', monthEnd: '2025-07-31' };
  const data: WidgetData = { figures: [{ key: 'activeContracts', value: 3, unit: 'count', link: '/contracts/services?status=active' }], chart: null };
  const forbidden = new ApiError({ kind: 'http', code: 'forbidden', method: 'GET', url: '/x', status: 403 });
  const notFound = new ApiError({ kind: 'http', code: 'notFound', method: 'GET', url: '/x', status: 404 });
  const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/x' });

  it('failed then Retry then loaded then Refresh: each load asks the service again', async () => {
    let calls = 0;
    const actor = createActor(
      figureMachine.provide({
        actors: {
          loadFigures: fromPromise(async () => {
            calls++;
            if (calls === 1) throw offline;
            return data;
          }),
        },
      }),
      { input: { id: 'contracts', config, period } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('offline');
    expect(actor.getSnapshot().can({ type: 'figure.refresh' })).toBe(false);
    actor.send({ type: 'figure.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ data, error: null });
    actor.send({ type: 'figure.refresh' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toBe(3);
  });

  const events = [
    { type: 'figure.retry' },
    { type: 'figure.refresh' },
    doneEvent('loadFigures', data),
    errorEvent('loadFigures', offline),
    errorEvent('loadFigures', forbidden),
    errorEvent('loadFigures', notFound),
  ] as unknown as FigureEvent[];
  const paths = getShortestPaths(figureMachine, { events, input: { id: 'contracts', config, period } });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['loading', 'loaded', 'failed', 'unavailable']));
  });

  it('on every path: Retry only when failed, Refresh only when loaded, a failed or unavailable widget holds no number', () => {
    for (const path of paths) {
      const s = path.state;
      expect(s.can({ type: 'figure.retry' }), stateKey(s.value)).toBe(s.matches('failed'));
      expect(s.can({ type: 'figure.refresh' }), stateKey(s.value)).toBe(s.matches('loaded'));
      if (s.matches('loaded')) expect(s.context.data).toEqual(data);
      if (s.matches('failed')) expect(s.context.data).toBeNull();
      if (s.matches('unavailable')) {
        expect(s.context.data).toBeNull();
        expect(['forbidden', 'notFound']).toContain(s.context.error);
      }
    }
  });
});
