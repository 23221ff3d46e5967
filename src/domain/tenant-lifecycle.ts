/**
 * The tenant lifecycle (DOMAIN.md "Lifecycles"): provisioning -> active <-> suspended -> archived, as ONE statechart
 * run by the platform's tenant service (`POST /tenants/{id}/events`) and by the tenant page's machine (its buttons
 * come from `snapshot.can`). Pure: XState only, no UI, Mirage or Node import.
 */
import { setup, transition, type SnapshotFrom } from 'xstate';

export const tenantStatuses = ['provisioning', 'active', 'suspended', 'archived'] as const;
export type TenantStatus = (typeof tenantStatuses)[number];

export const tenantEventTypes = ['activate', 'suspend', 'reactivate', 'archive'] as const;
export type TenantEventType = (typeof tenantEventTypes)[number];
export type TenantLifecycleEvent = { type: TenantEventType };

export const tenantLifecycle = setup({
  types: {} as { events: TenantLifecycleEvent },
}).createMachine({
  id: 'tenantLifecycle',
  initial: 'provisioning',
  states: {
    /** Created: its company and empty catalogs exist; nobody works in it yet. */
    provisioning: { on: { activate: { target: 'active' } } },
    active: { on: { suspend: { target: 'suspended' } } },
    /** Every service refuses its users; nothing of its data is touched. */
    suspended: { on: { reactivate: { target: 'active' }, archive: { target: 'archived' } } },
    /** Read-only for good: reads answer, writes are refused. */
    archived: { type: 'final' },
  },
});

export type TenantLifecycleSnapshot = SnapshotFrom<typeof tenantLifecycle>;

export const isTenantStatus = (value: unknown): value is TenantStatus => typeof value === 'string' && (tenantStatuses as readonly string[]).includes(value);
export const isTenantEventType = (value: unknown): value is TenantEventType =>
  typeof value === 'string' && (tenantEventTypes as readonly string[]).includes(value);

/** The statechart standing in `status` (a stored tenant's state). */
export const lifecycleAt = (status: TenantStatus): TenantLifecycleSnapshot => tenantLifecycle.resolveState({ value: status, context: {} });

/** The events the statechart accepts in `status`, in the order of `tenantEventTypes`. */
export const allowedTenantEvents = (status: TenantStatus): TenantEventType[] => {
  const snapshot = lifecycleAt(status);
  return tenantEventTypes.filter((type) => snapshot.can({ type }));
};

export type TenantTransition = { ok: true; from: TenantStatus; to: TenantStatus } | { ok: false; state: TenantStatus; event: string; allowed: TenantEventType[] };

/** Applies one event: the next status, or the refusal with what the state allows (the service's 409 body). */
export function applyTenantEvent(status: TenantStatus, event: string): TenantTransition {
  const snapshot = lifecycleAt(status);
  if (!isTenantEventType(event) || !snapshot.can({ type: event })) return { ok: false, state: status, event, allowed: allowedTenantEvents(status) };
  const [next] = transition(tenantLifecycle, snapshot, { type: event });
  return { ok: true, from: status, to: next.value as TenantStatus };
}
