/**
 * Suspension while a user is inside (issue 9 part 4): gus works in globex, root suspends it, and gus's next request
 * (403 tenant-suspended from a business service) puts the session in its suspended state at once, through the request
 * layer's report, without the 404 page; his form's actor and what he typed stay. Try again stays while suspended and
 * lets him back, with the same form, once reactivated. Archived: a write refused with 403 tenant-archived marks the
 * company archived (the shell's banner) and the session stays, reads still answer.
 */
import type { Server } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { businessPermissions } from '../../src/config/permissions';
import { demoConfig } from '../../src/config/runtime-config';
import { TENANT_STATUS_TTL_MS } from '../../src/mirage/auth';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { subscribeToApiEvents, type ApiEvent } from '../../src/machines/effects/api-events';
import { listResource } from '../../src/machines/effects/resource-api';
import { selectCreateForm } from '../../src/machines/kit/create-flow.machine';
import { selectValues, type FormRef } from '../../src/machines/kit/form.machine';
import { customersEndpoint } from '../../src/machines/sections/customers/customer-api';
import { customerCreateFlow } from '../../src/machines/sections/customers/customers-record';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import {
  selectCompany,
  selectIsSessionReady,
  selectIsTenantArchived,
  selectIsTenantSuspended,
  selectSectionActor,
  sessionMachine,
  type SessionRef,
} from '../../src/machines/session.machine';
import { newCustomer } from '../mirage-services/support';
import { makeTestServer, signAccessToken } from '../support/access-tokens';
import { send, testTenantService } from './support';

const config = { ...demoConfig('http://localhost:9090'), tenantBaseDomain: 'localhost' };
const gus = { sub: 'usr_gus', name: 'Gus Grant', tenants: ['globex'], permissions: businessPermissions };
const deps: SectionDeps = { config, currency: 'USD', country: 'US', owner: { tenant: 'globex', user: 'usr_gus' } };
const flowId = 'customers.create';

let server: Server;
let platform: ReturnType<typeof testTenantService>;
let events: ApiEvent[];
let unsubscribe: () => void;

beforeEach(async () => {
  platform = testTenantService();
  server = makeTestServer({ platform: platform.service });
  const token = await signAccessToken(gus);
  configureApiClient({ config, host: `globex.localhost:${window.location.port || '80'}`, origin: window.location.origin, getAccessToken: async () => token, renewAccessToken: async () => null });
  events = [];
  unsubscribe = subscribeToApiEvents((event) => events.push(event));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  unsubscribe();
  resetApiClient();
  server.shutdown();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Root moves globex on the platform; the services' status cache then expires. */
async function root(type: 'suspend' | 'reactivate' | 'archive') {
  expect((await send(platform.service, 'POST', '/tenants/globex/events', { body: { type } })).status).toBe(200);
  vi.setSystemTime(Date.now() + TENANT_STATUS_TTL_MS + 1);
}

/** Gus's session, ready, with a New customer form open (a section actor of the session) and a name typed in it. */
async function gusAtWork(): Promise<{ session: SessionRef; flow: AnyActorRef; form: FormRef<Record<string, unknown>, { version: number }> }> {
  const session = createActor(sessionMachine, { input: { config } }).start();
  await waitFor(session, selectIsSessionReady, { timeout: 5_000 });
  session.send({ type: 'session.section.open', systemId: flowId, logic: customerCreateFlow(deps), input: { draft: null } });
  const flow = selectSectionActor(session.getSnapshot(), flowId)!;
  await waitFor(flow, (s) => selectCreateForm(s as never) !== null);
  const form = selectCreateForm(flow.getSnapshot() as never) as unknown as FormRef<Record<string, unknown>, { version: number }>;
  form.send({ type: 'form.field.change', name: 'name', value: 'Half-typed Customer' });
  return { session, flow, form };
}

describe('suspension while a user is inside', () => {
  it('the next request refused 403 tenant-suspended puts the session in suspended at once; Try again lets gus back with his form as typed', async () => {
    const { session, flow, form } = await gusAtWork();
    await root('suspend');

    await expect(listResource(config, customersEndpoint, { pageSize: 1 })).rejects.toMatchObject({ status: 403, type: 'tenant-suspended', code: 'forbidden' });
    expect(selectIsTenantSuspended(session.getSnapshot())).toBe(true);
    expect(session.getSnapshot().context.error).toBe('suspended');
    // The page names the company it had, now suspended; a suspension is not a missing page.
    expect(selectCompany(session.getSnapshot())).toMatchObject({ tradeName: 'Globex Communications', status: 'suspended' });
    expect(events.filter((e) => e.type === 'api.notFound')).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'api.tenantRefused', state: 'suspended' }));
    // The form's actor lives on (spawned by the session, not by the state left) with what was typed.
    expect(selectSectionActor(session.getSnapshot(), flowId)).toBe(flow);
    expect(selectValues(form.getSnapshot())).toMatchObject({ name: 'Half-typed Customer' });

    // Try again while still suspended: back to the suspended page, no loop.
    session.send({ type: 'session.retry' });
    await waitFor(session, (s) => !s.matches('loading'), { timeout: 5_000 });
    expect(selectIsTenantSuspended(session.getSnapshot())).toBe(true);

    await root('reactivate');
    session.send({ type: 'session.retry' });
    await waitFor(session, selectIsSessionReady, { timeout: 5_000 });
    expect(selectCompany(session.getSnapshot())?.status).toBe('active');
    expect(selectSectionActor(session.getSnapshot(), flowId)).toBe(flow);
    expect(selectValues(form.getSnapshot())).toMatchObject({ name: 'Half-typed Customer' });
    expect((await listResource(config, customersEndpoint, { pageSize: 1 })).items.length).toBe(1);
    session.stop();
  });

  it('archived: a write refused 403 tenant-archived shows the archived state (banner) at once; the session stays and reads answer', async () => {
    const { session, form } = await gusAtWork();
    expect(selectIsTenantArchived(session.getSnapshot())).toBe(false);
    await root('suspend');
    await root('archive');

    // Reads answer: no report, still ready (the session loaded while active).
    expect((await listResource(config, customersEndpoint, { pageSize: 1 })).items.length).toBe(1);
    expect(selectIsSessionReady(session.getSnapshot())).toBe(true);
    expect(selectIsTenantArchived(session.getSnapshot())).toBe(false);

    const { apiRequest } = await import('../../src/machines/effects/api-client');
    await expect(
      apiRequest({ method: 'POST', url: `${config.services.catalogs}/customers`, body: newCustomer({ taxId: '84-7654321' }), idempotencyKey: 'key-archived-0001', parse: (x) => x }),
    ).rejects.toMatchObject({ status: 403, type: 'tenant-archived', code: 'archived' });
    expect(selectIsSessionReady(session.getSnapshot())).toBe(true);
    expect(selectIsTenantArchived(session.getSnapshot())).toBe(true);
    expect(selectCompany(session.getSnapshot())?.status).toBe('archived');
    expect(events.filter((e) => e.type === 'api.notFound')).toEqual([]);
    expect(selectValues(form.getSnapshot())).toMatchObject({ name: 'Half-typed Customer' });
    session.stop();
  });

  it('an archived tenant loads ready with the banner (its company says archived), not the suspended page', async () => {
    await root('suspend');
    await root('archive');
    const session = createActor(sessionMachine, { input: { config } }).start();
    // Past the first look for a remembered session (issue 12) and the load.
    await waitFor(session, (s) => !s.matches('recalling') && !s.matches('loading'), { timeout: 5_000 });
    expect(selectIsSessionReady(session.getSnapshot())).toBe(true);
    expect(selectIsTenantArchived(session.getSnapshot())).toBe(true);
    session.stop();
  });
});
