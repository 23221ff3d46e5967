// @vitest-environment node
/**
 * The tenant page's generated paths: from every tenant state the lifecycle knows, with confirmations given or refused,
 * answers applied, 409s and failures. Every path must keep the rules: an event is sent only after its confirmation,
 * only when the statechart accepts it in the state shown; the buttons offered are exactly what the statechart allows
 * (nothing while busy or without a tenant); a 409 reloads and names the refused event; a lost answer keeps its key.
 */
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Tenant } from '../../src/domain/tenant';
import { allowedTenantEvents, lifecycleAt, tenantEventTypes, tenantStatuses, type TenantStatus } from '../../src/domain/tenant-lifecycle';
import { ApiError } from '../../src/machines/effects/api-error';
import { createTenantPageMachine, selectOfferedEvents, type TenantPageEvent } from '../../src/machines/sections/tenants/tenant-page.machine';
import { demoConfig } from '../../src/config/runtime-config';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const machine = createTenantPageMachine(demoConfig('http://localhost:9090'));
const tenant = (status: TenantStatus): Tenant => ({
  id: 'globex', version: 1, createdAt: '2024-01-01T00:00:00Z', createdBy: 'usr_root', updatedAt: '2024-01-01T00:00:00Z', updatedBy: 'usr_root',
  subdomain: 'globex', status, legalName: 'Globex Communications Inc.', tradeName: 'Globex Communications', currency: 'USD', userCount: 1,
});
const page = (status: TenantStatus) => ({ tenant: tenant(status), history: [] });
const illegal = new ApiError({ kind: 'http', code: 'conflict', method: 'POST', url: '/tenants/globex/events', status: 409, type: 'illegal-transition' });
const server = new ApiError({ kind: 'http', code: 'server', method: 'POST', url: '/tenants/globex/events', status: 500 });
const malformed = new ApiError({ kind: 'malformed', code: 'malformed', method: 'GET', url: '/tenants/globex', status: 200 });

const events = [
  ...tenantEventTypes.map((event) => ({ type: 'tenant.event', event, idempotencyKey: `key-${event}` })),
  { type: 'tenant.retry' },
  { type: 'tenant.reload' },
  ...tenantStatuses.map((status) => doneEvent('loadTenant', page(status))),
  errorEvent('loadTenant', malformed),
  doneEvent('confirmEvent', 'confirmed'),
  doneEvent('confirmEvent', 'cancelled'),
  doneEvent('applyEvent', page('suspended')),
  errorEvent('applyEvent', illegal),
  errorEvent('applyEvent', server),
] as unknown as TenantPageEvent[];

const paths = getShortestPaths(machine, { events, input: { id: 'globex' } });
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => `${s.event.type}${(s.event as { event?: string }).event ? `(${(s.event as { event?: string }).event})` : ''}`).join(' > ');

describe('tenant page machine: generated paths', () => {
  it('reaches every state of the chart', () => {
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['loading', 'failed', 'ready', 'confirming', 'sending']));
    // And every tenant state of the lifecycle is shown on some path.
    expect(new Set(paths.filter((p) => p.state.matches('ready')).map((p) => p.state.context.tenant?.status))).toEqual(new Set(tenantStatuses));
  });

  it('offers exactly what the lifecycle allows in the state shown, and nothing while busy, failed or loading', () => {
    for (const path of paths) {
      const s = path.state;
      const offered = selectOfferedEvents(s);
      if (s.matches('ready') && s.context.tenant) expect(offered, describePath(path)).toEqual(allowedTenantEvents(s.context.tenant.status));
      else expect(offered, describePath(path)).toEqual([]);
    }
  });

  it('sends an event only after its confirmation, only one the statechart accepts in the state shown, always with a key', () => {
    for (const path of paths) {
      const s = path.state;
      if (s.matches('confirming') || s.matches('sending')) {
        expect(s.context.pending, describePath(path)).not.toBeNull();
        expect(lifecycleAt(s.context.tenant!.status).can({ type: s.context.pending! }), describePath(path)).toBe(true);
      }
      if (s.matches('sending')) {
        const asked = path.steps.findLastIndex((step) => step.event.type === 'tenant.event');
        const confirmed = path.steps.findLastIndex((step) => (step.event as { type: string }).type === 'xstate.done.actor.confirmEvent' && (step.event as { output?: unknown }).output === 'confirmed');
        expect(confirmed, describePath(path)).toBeGreaterThan(asked);
        expect(s.context.idempotencyKey, describePath(path)).toBe(`key-${s.context.pending}`);
        expect(Object.keys(s.children), describePath(path)).toEqual(['applyEvent']);
      }
    }
  });

  it('a refused confirmation drops the event; a 409 reloads and names it; a failure keeps it and its key for the retry', () => {
    let checked = 0;
    for (const path of paths) {
      const s = path.state;
      if (s.matches('confirming')) {
        const [next] = transition(machine, s, doneEvent('confirmEvent', 'cancelled') as never);
        expect(next.matches('ready'), describePath(path)).toBe(true);
        expect(next.context.pending, describePath(path)).toBeNull();
        expect(next.context.tenant, describePath(path)).toEqual(s.context.tenant);
        checked += 1;
      }
      if (s.matches('sending')) {
        const [reloading] = transition(machine, s, errorEvent('applyEvent', illegal) as never);
        expect(reloading.matches('loading'), describePath(path)).toBe(true);
        expect(reloading.context.refusedEvent, describePath(path)).toBe(s.context.pending);
        expect(reloading.context.pending, describePath(path)).toBeNull();
        const [failed] = transition(machine, s, errorEvent('applyEvent', server) as never);
        expect(failed.matches('ready'), describePath(path)).toBe(true);
        expect(failed.context.error, describePath(path)).toBe('server');
        expect(failed.context.pending, describePath(path)).toBe(s.context.pending);
        expect(failed.context.idempotencyKey, describePath(path)).toBe(s.context.idempotencyKey);
        // The retry of the same event goes out with the same key, even when the view hands a new one.
        const [again] = transition(machine, failed, { type: 'tenant.event', event: s.context.pending!, idempotencyKey: 'key-new' });
        expect(again.context.idempotencyKey, describePath(path)).toBe(s.context.idempotencyKey);
        checked += 1;
      }
      if ((path.steps.at(-1)?.event as { type: string } | undefined)?.type === 'xstate.error.actor.loadTenant') expect(s.context.error, describePath(path)).toBe('malformed');
    }
    expect(checked).toBeGreaterThan(4);
  });
});
