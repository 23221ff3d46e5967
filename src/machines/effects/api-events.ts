/**
 * A tiny channel for application-level facts learned by the request layer (SPEC §8).
 * The root machine subscribes through a `fromCallback` actor; nothing here knows about React or XState.
 */
export type ApiEvent =
  /** A backend call answered 404, or 403 (shown as the 404 page, address unchanged). */
  | { type: 'api.notFound'; status: 404 | 403; url: string }
  /** A backend call still answered 401 after one token renewal and one retry (or the renewal failed). */
  | { type: 'api.unauthorized' }
  /** The network went away (a fetch failed with a TypeError). Emitted once per transition. */
  | { type: 'api.offline' }
  /** A request got an HTTP response again after `api.offline`. Emitted once per transition. */
  | { type: 'api.online' }
  /**
   * A service refused the call because of the tenant's state (403 `tenant-suspended`: every call; `tenant-archived`:
   * a write). The session shows the suspended page, or the archived banner, at once.
   */
  | { type: 'api.tenantRefused'; state: TenantRefusalState; url: string };

/** The tenant states a service refuses a call for (DOMAIN.md "Lifecycles"). */
export type TenantRefusalState = 'suspended' | 'archived';

/** The tenant state a 403 problem's `type` names (`tenant-suspended`, `tenant-archived`), or null. */
export const tenantStateOf = (problemType: string | undefined): TenantRefusalState | null =>
  problemType === 'tenant-suspended' ? 'suspended' : problemType === 'tenant-archived' ? 'archived' : null;

export type ApiEventListener = (event: ApiEvent) => void;

const listeners = new Set<ApiEventListener>();

/** Registers `listener`; returns the function that removes it (safe to call twice). */
export function subscribeToApiEvents(listener: ApiEventListener): () => void {
  // Wrap so that the same function subscribed twice is two subscriptions, each removed by its own handle.
  const entry: ApiEventListener = (event) => listener(event);
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}

/** Delivers `event` synchronously to every current listener. A throwing listener never breaks the others. */
export function emitApiEvent(event: ApiEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('An API event listener failed', event.type, error);
    }
  }
}
