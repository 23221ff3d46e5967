/**
 * Browser effects of the chunk loader (issue 11 fault 2, SECURITY-TESTS N7): why a lazy chunk failed, the one
 * reload a replaced chunk gets, and the connection coming back.
 */
import { fromCallback, fromPromise } from 'xstate';

/** `offline`: no network (never reload); `replaced`: the server answered, so the chunk is gone (a deploy replaced it). */
export type ChunkFailure = 'offline' | 'replaced';

export const chunkReloadKey = 'backoffice.chunkReloadAt';
export const chunkReloadCooldownMs = 10_000;

/**
 * Tells a network failure from a replaced chunk: offline when the browser says so, or when the app's own index
 * cannot be fetched either (e.g. the connection dropped while navigator.onLine stays true).
 */
export async function classifyChunkFailure({ onLine = () => navigator.onLine, probe = () => fetch('/', { method: 'HEAD', cache: 'no-store' }) } = {}): Promise<ChunkFailure> {
  if (!onLine()) return 'offline';
  try {
    await probe();
    return 'replaced';
  } catch {
    return 'offline';
  }
}

export const classifyFailure = fromPromise<ChunkFailure>(() => classifyChunkFailure());

/** Whether the one automatic reload is still available (none within the cooldown; none without storage). */
export function canReloadForChunk(now: number): boolean {
  try {
    const last = Number(sessionStorage.getItem(chunkReloadKey)) || 0;
    return now - last > chunkReloadCooldownMs;
  } catch {
    return false;
  }
}

/** Records the reload (the cooldown) and reloads the page. */
export function reloadForChunk(now: number): void {
  try {
    sessionStorage.setItem(chunkReloadKey, String(now));
  } catch {
    // canReloadForChunk said no without storage: not reached.
  }
  window.location.reload();
}

/** Reports the browser's `online` event as `chunk.online`. */
export const listenToConnection = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'chunk.online' });
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
});
