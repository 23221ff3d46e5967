/** The inbox's pending changes as data: what the user sees is the confirmed list with every queued change applied. */
import type { InboxItem } from './effects/get-inbox';

/** A change shown at once and waiting for (or being saved by) the service. */
export type InboxOperation = { op: 'toggle'; id: string } | { op: 'remove'; id: string } | { op: 'markAll' };

export function applyOperation(items: readonly InboxItem[], operation: InboxOperation): InboxItem[] {
  switch (operation.op) {
    case 'toggle':
      return items.map((item) => (item.id === operation.id ? { ...item, read: !item.read } : item));
    case 'remove':
      return items.filter((item) => item.id !== operation.id);
    case 'markAll':
      return items.map((item) => (item.read ? item : { ...item, read: true }));
  }
}

export const shown = (confirmed: InboxItem[], queue: readonly InboxOperation[]): InboxItem[] =>
  queue.reduce<InboxItem[]>(applyOperation, confirmed);

export const settled = (confirmed: InboxItem[], queue: InboxOperation[]) => ({ confirmed, queue, items: shown(confirmed, queue) });

export function nextId(queue: readonly InboxOperation[]): string {
  const next = queue[0];
  return next !== undefined && next.op !== 'markAll' ? next.id : '';
}

