/**
 * The tenant lifecycle's generated paths, run against the statechart as the UI runs it (an actor; `snapshot.can`
 * decides a button) and against the platform's service (`POST /tenants/{id}/events`): every path's events give the
 * same states in both, and after every step each event is accepted or refused by both alike (409 illegal-transition
 * with the same `allowed`).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { allowedTenantEvents, tenantEventTypes, tenantLifecycle, tenantStatuses, type TenantStatus } from '../../src/domain/tenant-lifecycle';
import { rfcCheckDigit } from '../../src/domain/rfc';
import { send, testTenantService } from './support';

const events = tenantEventTypes.map((type) => ({ type }));
const paths = getSimplePaths(tenantLifecycle, { events });
const body = { subdomain: 'initech', legalName: 'Initech S.A. de C.V.', tradeName: 'Initech', taxId: `INI010101AA${rfcCheckDigit('INI010101AA')}`, currency: 'MXN', defaultLocale: 'es-MX', timeZone: 'America/Mexico_City', taxRate: 16 };

describe('tenant lifecycle paths: statechart and service agree', () => {
  it('reaches every state, the archived end included', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(tenantStatuses));
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(created)', p] as const))('%s', async (_name, path) => {
    const { service } = testTenantService();
    expect((await send(service, 'POST', '/tenants', { body })).body.status).toBe('provisioning');
    const actor = createActor(tenantLifecycle).start();
    const probe = async () => {
      const ui = actor.getSnapshot();
      const status = ui.value as TenantStatus;
      const served = (await send(service, 'GET', '/tenants/initech')).body.status;
      expect(served).toBe(status);
      // Every event: the UI offers it exactly when the service takes it; a refusal names the same allowed events.
      for (const type of tenantEventTypes) {
        if (ui.can({ type })) continue;
        const refused = await send(service, 'POST', '/tenants/initech/events', { body: { type } });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ type: 'illegal-transition', state: status, event: type, allowed: allowedTenantEvents(status) });
      }
      expect(allowedTenantEvents(status)).toEqual(tenantEventTypes.filter((type) => ui.can({ type })));
    };
    await probe();
    for (const step of path.steps.slice(1)) {
      const answer = await send(service, 'POST', '/tenants/initech/events', { body: { type: step.event.type } });
      actor.send(step.event);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(actor.getSnapshot().value);
      await probe();
    }
    const history = (await send(service, 'GET', '/tenants/initech/history')).body as { event: string }[];
    expect(history.map((h) => h.event).reverse()).toEqual(['create', ...path.steps.slice(1).map((s) => s.event.type)]);
  });
});
