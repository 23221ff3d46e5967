/**
 * The tenant page's machine against the platform's tenant service (hosted in the mock): the lifecycle statechart
 * decides which events are offered (`snapshot.can`), each is confirmed first (a refusal sends nothing), a 409 (someone
 * else moved the tenant) reloads and says which event was refused, malformed answers are refused whole, and a lost
 * answer's retry reuses its Idempotency-Key.
 */
import type { Server } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, waitFor, type AnyActorRef } from 'xstate';
import { allPermissions } from '../../src/config/permissions';
import { demoConfig } from '../../src/config/runtime-config';
import type { DialogResult } from '../../src/machines/dialog.machine';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { allowedTenantEvents } from '../../src/domain/tenant-lifecycle';
import {
  createTenantPageMachine,
  selectIsTenantBusy,
  selectIsTenantFailed,
  selectOfferedEvents,
  selectRefusedEvent,
  selectTenant,
  selectTenantError,
  selectTenantHistory,
  type TenantPageRef,
} from '../../src/machines/sections/tenants/tenant-page.machine';
import type { PlatformRequest, PlatformResponse, TenantService } from '../../src/platform/tenant-service';
import { makeTestServer, signAccessToken } from '../support/access-tokens';
import { send, testTenantService } from '../platform/support';

const config = { ...demoConfig('http://localhost:9090'), tenantBaseDomain: 'localhost' };
const root = { sub: 'usr_root', name: 'Root', tenants: ['acme', 'globex'], permissions: allPermissions };

let server: Server;
let platform: TenantService;
/** What the platform answers in the service's place (malformed answers, failures), by the request; null passes on. */
let bend: (request: PlatformRequest) => PlatformResponse | null;
/** The event requests the platform received, with their Idempotency-Key. */
let eventCalls: { path: string; key: string | undefined }[];

beforeEach(async () => {
  platform = testTenantService().service;
  bend = () => null;
  eventCalls = [];
  const wrapped: TenantService = {
    ...platform,
    handle: async (request) => {
      if (request.method === 'POST' && /\/events$/.test(request.path)) {
        const key = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
        eventCalls.push({ path: request.path, key });
      }
      return bend(request) ?? platform.handle(request);
    },
  };
  server = makeTestServer({ platform: wrapped });
  const token = await signAccessToken(root);
  configureApiClient({ config, host: `acme.localhost:${window.location.port || '80'}`, origin: window.location.origin, getAccessToken: async () => token, renewAccessToken: async () => null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetApiClient();
  server.shutdown();
  vi.restoreAllMocks();
});

/** The tenant page in a system whose dialog service answers each question from `answers` (and records it). */
function openPage(id: string, answers: DialogResult[] = []) {
  const asked: unknown[] = [];
  const dialog = createMachine({
    on: {
      'dialog.open': {
        actions: ({ event }) => {
          const { replyTo, requestId, config: question } = event as unknown as { replyTo: AnyActorRef; requestId: string; config: unknown };
          asked.push(question);
          const result = answers.shift() ?? 'cancelled';
          queueMicrotask(() => replyTo.send({ type: 'dialog.closed', requestId, result }));
        },
      },
    },
  });
  const host = createActor(
    createMachine({
      invoke: [
        { src: dialog, systemId: 'dialog' },
        { id: 'page', src: createTenantPageMachine(config), input: { id } },
      ],
    }),
  ).start();
  const page = host.getSnapshot().children.page as unknown as TenantPageRef;
  return { page, asked };
}

const ready = (page: TenantPageRef) => waitFor(page, (s) => s.matches('ready') || s.matches('failed'), { timeout: 5_000 });
const tenantStatus = async (id: string) => (await send(platform, 'GET', `/tenants/${id}`)).body.status as string;

describe('tenant page machine', () => {
  it('loads the tenant and its history, and offers only what the lifecycle allows in its state', async () => {
    const { page } = openPage('globex');
    await ready(page);
    expect(selectTenant(page.getSnapshot())).toMatchObject({ id: 'globex', status: 'active', tradeName: 'Globex Communications' });
    expect(selectTenantHistory(page.getSnapshot()).length).toBeGreaterThan(0);
    expect(selectOfferedEvents(page.getSnapshot())).toEqual(['suspend']);
    // An event the statechart refuses in this state is not even taken.
    for (const event of ['activate', 'reactivate', 'archive'] as const) {
      expect(page.getSnapshot().can({ type: 'tenant.event', event })).toBe(false);
      page.send({ type: 'tenant.event', event, idempotencyKey: `key-${event}-0001` });
      expect(page.getSnapshot().matches('ready')).toBe(true);
    }
    expect(eventCalls).toEqual([]);
  });

  it('asks before each transition; a refused question sends nothing', async () => {
    const { page, asked } = openPage('globex', ['cancelled']);
    await ready(page);
    page.send({ type: 'tenant.event', event: 'suspend', idempotencyKey: 'key-suspend-0001' });
    expect(page.getSnapshot().matches('confirming')).toBe(true);
    expect(selectIsTenantBusy(page.getSnapshot())).toBe(true);
    expect(selectOfferedEvents(page.getSnapshot())).toEqual([]);
    await waitFor(page, (s) => s.matches('ready'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ title: { id: 'tenants.confirm.suspend.title' }, actions: { confirm: { color: 'warn' } } });
    expect(eventCalls).toEqual([]);
    expect(await tenantStatus('globex')).toBe('active');
    expect(page.getSnapshot().context.pending).toBeNull();
  });

  it('confirmed, the event is applied once with its key; the page shows the new state, its history and what it allows now', async () => {
    const { page } = openPage('globex', ['confirmed', 'confirmed']);
    await ready(page);
    page.send({ type: 'tenant.event', event: 'suspend', idempotencyKey: 'key-suspend-0002' });
    await waitFor(page, (s) => s.matches('ready') && s.context.tenant?.status === 'suspended', { timeout: 5_000 });
    expect(eventCalls).toEqual([{ path: '/tenants/globex/events', key: 'key-suspend-0002' }]);
    expect(selectTenantHistory(page.getSnapshot())[0]).toMatchObject({ event: 'suspend', from: 'active', to: 'suspended' });
    expect(selectOfferedEvents(page.getSnapshot())).toEqual(allowedTenantEvents('suspended'));
    page.send({ type: 'tenant.event', event: 'reactivate', idempotencyKey: 'key-reactivate-0001' });
    await waitFor(page, (s) => s.matches('ready') && s.context.tenant?.status === 'active', { timeout: 5_000 });
    expect(await tenantStatus('globex')).toBe('active');
  });

  it('a 409 (someone else moved the tenant meanwhile) reloads it and says which event was refused', async () => {
    const { page } = openPage('globex', ['confirmed']);
    await ready(page);
    // Another operator suspends globex after this page loaded it as active.
    expect((await send(platform, 'POST', '/tenants/globex/events', { body: { type: 'suspend' } })).status).toBe(200);
    page.send({ type: 'tenant.event', event: 'suspend', idempotencyKey: 'key-suspend-0003' });
    await waitFor(page, (s) => s.matches('loading'), { timeout: 5_000 });
    await ready(page);
    expect(selectRefusedEvent(page.getSnapshot())).toBe('suspend');
    expect(selectTenantError(page.getSnapshot())).toBeNull();
    expect(selectTenant(page.getSnapshot())?.status).toBe('suspended');
    expect(selectOfferedEvents(page.getSnapshot())).toEqual(['reactivate', 'archive']);
    // Undo what the other operator did.
    await send(platform, 'POST', '/tenants/globex/events', { body: { type: 'reactivate' } });
  });

  it('a malformed tenant answer is refused whole: nothing of it shown, the load fails with malformed and Retry loads again', async () => {
    bend = (request) => (request.method === 'GET' && request.path === '/tenants/globex' ? { status: 200, headers: { 'Content-Type': 'application/json' }, body: { id: 'globex', subdomain: 'globex', status: 'exploded', tradeName: '<img src=x onerror=alert(1)>' } } : null);
    const { page } = openPage('globex');
    await ready(page);
    expect(selectIsTenantFailed(page.getSnapshot())).toBe(true);
    expect(selectTenantError(page.getSnapshot())).toBe('malformed');
    expect(selectTenant(page.getSnapshot())).toBeNull();
    expect(selectOfferedEvents(page.getSnapshot())).toEqual([]);
    bend = () => null;
    page.send({ type: 'tenant.retry' });
    await waitFor(page, (s) => s.matches('ready'), { timeout: 5_000 });
    expect(selectTenant(page.getSnapshot())?.status).toBe('active');
  });

  it('a malformed event answer is refused whole (the shown tenant unchanged, malformed said); the retry reuses the key', async () => {
    bend = (request) => (request.method === 'POST' && request.path.endsWith('/events') ? { status: 200, headers: { 'Content-Type': 'application/json' }, body: { status: 'suspended' } } : null);
    const { page } = openPage('globex', ['confirmed', 'confirmed']);
    await ready(page);
    page.send({ type: 'tenant.event', event: 'suspend', idempotencyKey: 'key-suspend-0004' });
    await waitFor(page, (s) => s.matches('ready') && s.context.error !== null, { timeout: 5_000 });
    expect(selectTenantError(page.getSnapshot())).toBe('malformed');
    expect(selectTenant(page.getSnapshot())?.status).toBe('active');
    bend = () => null;
    page.send({ type: 'tenant.event', event: 'suspend', idempotencyKey: 'key-suspend-other' });
    await waitFor(page, (s) => s.matches('ready') && s.context.tenant?.status === 'suspended', { timeout: 5_000 });
    expect(eventCalls.map((c) => c.key)).toEqual(['key-suspend-0004', 'key-suspend-0004']);
    await send(platform, 'POST', '/tenants/globex/events', { body: { type: 'reactivate' } });
  });

  it('an unknown tenant id fails with notFound, and the page offers nothing', async () => {
    const { page } = openPage('nobody-here');
    await ready(page);
    expect(selectIsTenantFailed(page.getSnapshot())).toBe(true);
    expect(selectTenantError(page.getSnapshot())).toBe('notFound');
    expect(selectOfferedEvents(page.getSnapshot())).toEqual([]);
  });
});
