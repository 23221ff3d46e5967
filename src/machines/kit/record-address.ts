/**
 * A record page's address, `/admin/customers/<id>`: which record it names, and an actor that follows the navigation
 * machine (the address's one owner) so the record machine opens the record the address names. Pure parsing; the
 * actor only reads the nav machine.
 */
import { fromCallback } from 'xstate';
import { navActor } from '../system';

/** The record id in `${base}/<id>` (decoded), or null for the list, `new`, a deeper path or an id that does not decode. */
export function recordIdFromPath(path: string, base: string): string | null {
  if (!path.startsWith(`${base}/`)) return null;
  const segment = path.slice(base.length + 1);
  if (segment === '' || segment === 'new' || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Sends `record.open` whenever the address names another record under `base` (not the one `id` already open). */
export const listenToRecordAddress = fromCallback<{ type: 'record.open'; id: string }, { base: string; id: string }>(({ input, system, sendBack }) => {
  const nav = navActor(system);
  if (nav === undefined) return () => undefined;
  let open = input.id;
  const read = (path: string) => {
    const id = recordIdFromPath(path, input.base);
    if (id === null || id === open) return;
    open = id;
    sendBack({ type: 'record.open', id });
  };
  const subscription = nav.subscribe((snapshot) => read(snapshot.context.location.path));
  read(nav.getSnapshot().context.location.path);
  return () => subscription.unsubscribe();
});
