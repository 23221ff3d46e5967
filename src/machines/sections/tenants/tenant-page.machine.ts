/**
 * A tenant's page (/tenants/{id}): loads the tenant and its history, and applies the lifecycle's events. The buttons
 * come from `snapshot.can({ type: 'tenant.event', event })`, whose guard asks the one lifecycle statechart
 * (src/domain/tenant-lifecycle.ts) that the platform's service runs too; every event is confirmed first.
 */
import type { MessageDescriptor } from '@lingui/core';
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { HistoryEntry } from '../../../domain/resource';
import type { Tenant } from '../../../domain/tenant';
import { lifecycleAt, tenantEventTypes, type TenantEventType } from '../../../domain/tenant-lifecycle';
import { confirmAction } from '../../confirm-action.machine';
import type { DialogResult } from '../../dialog.machine';
import { errorCodeOf, type ShellErrorCode } from '../../effects/error-code';
import { newIdempotencyKey } from '../../effects/idempotency-key';
import { fetchTenantPage, sendTenantEvent, type TenantPageData } from './tenant-api';

export type TenantPageEvent = { type: 'tenant.event'; event: TenantEventType; idempotencyKey?: string } | { type: 'tenant.retry' } | { type: 'tenant.reload' };

export interface TenantPageContext {
  id: string;
  tenant: Tenant | null;
  history: HistoryEntry[];
  /** The event waiting for its confirmation or its answer. */
  pending: TenantEventType | null;
  idempotencyKey: string | null;
  /** Why the last load or event failed (the view translates it). */
  error: ShellErrorCode | null;
  /** A 409: the state had changed; what it allows now. */
  refusedEvent: TenantEventType | null;
}

/** The question of each lifecycle event (the confirmation dialog's texts). */
export const tenantEventQuestions: Record<TenantEventType, { title: MessageDescriptor; message: MessageDescriptor; confirm: MessageDescriptor }> = {
  activate: {
    title: /* i18n */ { id: 'tenants.confirm.activate.title', message: 'Activate this tenant?' },
    message: /* i18n */ { id: 'tenants.confirm.activate.message', message: 'Its users will be able to sign in and work.' },
    confirm: /* i18n */ { id: 'tenants.event.activate', message: 'Activate' },
  },
  suspend: {
    title: /* i18n */ { id: 'tenants.confirm.suspend.title', message: 'Suspend this tenant?' },
    message: /* i18n */ { id: 'tenants.confirm.suspend.message', message: 'Every service will refuse its users at once. Its data is kept, and you can reactivate it.' },
    confirm: /* i18n */ { id: 'tenants.event.suspend', message: 'Suspend' },
  },
  reactivate: {
    title: /* i18n */ { id: 'tenants.confirm.reactivate.title', message: 'Reactivate this tenant?' },
    message: /* i18n */ { id: 'tenants.confirm.reactivate.message', message: 'Its users will be let in again, with their data as it was.' },
    confirm: /* i18n */ { id: 'tenants.event.reactivate', message: 'Reactivate' },
  },
  archive: {
    title: /* i18n */ { id: 'tenants.confirm.archive.title', message: 'Archive this tenant?' },
    message: /* i18n */ { id: 'tenants.confirm.archive.message', message: 'It becomes read-only for good: its data can be read, never changed again. This cannot be undone.' },
    confirm: /* i18n */ { id: 'tenants.event.archive', message: 'Archive' },
  },
};

export function createTenantPageMachine(config: RuntimeConfig) {
  return setup({
    types: {} as { context: TenantPageContext; input: { id: string }; events: TenantPageEvent },
    actors: {
      loadTenant: fromPromise<TenantPageData, { id: string }>(({ input, signal }) => fetchTenantPage(config, input.id, signal)),
      applyEvent: fromPromise<TenantPageData, { id: string; event: TenantEventType; idempotencyKey: string }>(async ({ input }) => {
        await sendTenantEvent(config, input.id, input.event, input.idempotencyKey);
        return fetchTenantPage(config, input.id);
      }),
      confirmEvent: confirmAction(),
    },
    guards: {
      /** The lifecycle statechart, standing in the tenant's state, accepts the event. */
      isAllowed: ({ context }, params: { event: TenantEventType }) => context.tenant !== null && lifecycleAt(context.tenant.status).can({ type: params.event }),
      isConfirmed: (_, params: { result: DialogResult }) => params.result === 'confirmed',
      isIllegal: (_, params: { error: unknown }) => (params.error as { status?: number } | null)?.status === 409,
    },
    actions: {
      setData: assign((_, params: { data: TenantPageData }) => ({ tenant: params.data.tenant, history: params.data.history, error: null })),
      // A retry of the event whose answer was lost reuses its key (the service applies it once); another event gets its own.
      setPending: assign(({ context }, params: { event: TenantEventType; idempotencyKey: string }) => ({
        pending: params.event,
        idempotencyKey: context.pending === params.event && context.idempotencyKey !== null ? context.idempotencyKey : params.idempotencyKey,
        error: null,
        refusedEvent: null,
      })),
      clearPending: assign({ pending: null, idempotencyKey: null }),
      setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
      setRefused: assign(({ context }) => ({ refusedEvent: context.pending, error: null })),
    },
  }).createMachine({
    id: 'tenantPage',
    context: ({ input }) => ({ id: input.id, tenant: null, history: [], pending: null, idempotencyKey: null, error: null, refusedEvent: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadTenant',
          src: 'loadTenant',
          input: ({ context }) => ({ id: context.id }),
          onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
          onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      failed: { on: { 'tenant.retry': { target: 'loading' } } },
      ready: {
        on: {
          'tenant.event': {
            guard: { type: 'isAllowed', params: ({ event }) => ({ event: event.event }) },
            target: 'confirming',
            actions: { type: 'setPending', params: ({ event }) => ({ event: event.event, idempotencyKey: event.idempotencyKey ?? newIdempotencyKey() }) },
          },
          'tenant.reload': { target: 'loading' },
        },
      },
      confirming: {
        invoke: {
          id: 'confirmEvent',
          src: 'confirmEvent',
          input: ({ context }) => {
            const q = tenantEventQuestions[context.pending ?? 'suspend'];
            const destructive = context.pending === 'suspend' || context.pending === 'archive';
            return { config: { title: q.title, message: q.message, icon: { show: true, name: destructive ? 'alert' : 'info', color: destructive ? 'warn' : 'primary' }, actions: { confirm: { label: q.confirm, color: destructive ? 'warn' : 'primary' } }, dismissible: true } };
          },
          onDone: [
            { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'sending' },
            { target: 'ready', actions: 'clearPending' },
          ],
        },
      },
      sending: {
        tags: ['busy'],
        invoke: {
          id: 'applyEvent',
          src: 'applyEvent',
          input: ({ context }) => ({ id: context.id, event: context.pending ?? 'suspend', idempotencyKey: context.idempotencyKey ?? '' }),
          onDone: { target: 'ready', actions: [{ type: 'setData', params: ({ event }) => ({ data: event.output }) }, 'clearPending'] },
          onError: [
            // Someone changed the tenant meanwhile: show what it is now and what it allows.
            { guard: { type: 'isIllegal', params: ({ event }) => ({ error: event.error }) }, target: 'loading', actions: ['setRefused', 'clearPending'] },
            // The key is kept for a retry of the same event (an uncertain failure is not applied twice).
            { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
    },
  });
}

export type TenantPageMachine = ReturnType<typeof createTenantPageMachine>;
export type TenantPageRef = ActorRefFrom<TenantPageMachine>;
export type TenantPageSnapshot = SnapshotFrom<TenantPageMachine>;

export const selectTenant = (s: TenantPageSnapshot) => s.context.tenant;
export const selectTenantHistory = (s: TenantPageSnapshot) => s.context.history;
export const selectTenantError = (s: TenantPageSnapshot) => s.context.error;
export const selectRefusedEvent = (s: TenantPageSnapshot) => s.context.refusedEvent;
export const selectIsTenantLoading = (s: TenantPageSnapshot) => s.matches('loading');
export const selectIsTenantFailed = (s: TenantPageSnapshot) => s.matches('failed');
export const selectIsTenantBusy = (s: TenantPageSnapshot) => s.hasTag('busy') || s.matches('confirming');
/** The lifecycle events this page offers now (each a button), decided by `snapshot.can`. */
export const selectOfferedEvents = (s: TenantPageSnapshot): TenantEventType[] => tenantEventTypes.filter((event) => s.can({ type: 'tenant.event', event }));

export const tenantPageId = (id: string) => `tenants.page.${id}`;
