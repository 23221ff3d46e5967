// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { InboxItem } from '../../src/machines/effects/get-inbox';
import { inboxMachine, selectUnreadCount, type InboxEvent, type InboxSnapshot } from '../../src/machines/inbox.machine';
import { config } from '../support/auth-fixtures';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';

const served: InboxItem[] = [
  { id: 'm1', read: false, time: '2024-05-02T08:00:00Z' },
  { id: 'm2', read: true, time: '2024-05-01T08:00:00Z' },
];
const refused = new ApiError({ kind: 'http', code: 'server', method: 'POST', url: 'http://localhost:9090/api/common/messages', status: 500 });

// User intents on both items, plus, for the change being saved, the answer the service would give.
function events(state: InboxSnapshot): InboxEvent[] {
  const intents = [
    { type: 'inbox.open' },
    { type: 'inbox.close' },
    { type: 'inbox.retry' },
    { type: 'inbox.markAllAsRead' },
    { type: 'inbox.item.toggleRead', id: 'm1' },
    { type: 'inbox.item.toggleRead', id: 'm2' },
    { type: 'inbox.item.remove', id: 'm1' },
    doneEvent('getInbox', served),
    errorEvent('getInbox', refused),
  ];
  const next = state.context.queue[0];
  const answers: unknown[] = [];
  if (next?.op === 'toggle') {
    const current = state.context.confirmed.find((i) => i.id === next.id);
    if (current) answers.push(doneEvent('toggleInboxItem', { ...current, read: !current.read }));
    answers.push(errorEvent('toggleInboxItem', refused));
  }
  if (next?.op === 'remove') answers.push(doneEvent('removeInboxItem', true), errorEvent('removeInboxItem', refused));
  if (state.matches({ removal: 'confirming' })) answers.push(doneEvent('confirmRemoval', 'confirmed'), doneEvent('confirmRemoval', 'cancelled'));
  if (next?.op === 'markAll') answers.push(doneEvent('markAllInboxRead', true), errorEvent('markAllInboxRead', refused));
  return [...intents, ...answers] as InboxEvent[];
}

const paths = getShortestPaths(inboxMachine, {
  events,
  input: { kind: 'messages', config: config as RuntimeConfig },
  // Keep the queue short: longer ones repeat the same shapes.
  stopWhen: (state) => state.context.queue.length > 2,
});
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type).join(' > ');

describe('inbox machine: generated paths', () => {
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => stateKeys(p.state.value)));
    expect([...reached].sort()).toEqual(
      [
        'list.failed',
        'list.loading',
        'list.ready.idle',
        'list.ready.markingAll',
        'list.ready.removing',
        'list.ready.toggling',
        'panel.closed',
        'panel.opened',
        'removal.confirming',
        'removal.idle',
      ].sort(),
    );
  });

  it('on every path the unread count is the number of unread items shown', () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const { items } = path.state.context;
      expect(selectUnreadCount(path.state), describePath(path)).toBe(items.filter((i) => !i.read).length);
    }
  });

  it('on every path what is shown is the confirmed list, and only that once nothing is pending (rollback)', () => {
    for (const path of paths) {
      const { items, confirmed, queue } = path.state.context;
      const confirmedIds = new Set(confirmed.map((i) => i.id));
      expect(items.every((i) => confirmedIds.has(i.id)), describePath(path)).toBe(true);
      expect(new Set(items.map((i) => i.id)).size, describePath(path)).toBe(items.length);
      if (queue.length === 0) expect(items, describePath(path)).toEqual(confirmed);
    }
  });

  it('a refused change never stays visible: after a refusal with nothing else pending, the list is the server one', () => {
    let checked = 0;
    for (const path of paths) {
      const last: string = path.steps.at(-1)?.event.type ?? '';
      if (last.startsWith('xstate.error.actor.') && last !== 'xstate.error.actor.getInbox' && path.state.context.queue.length === 0) {
        checked += 1;
        expect(path.state.context.error?.code, describePath(path)).toBe('server');
        expect(path.state.context.items).toEqual(path.state.context.confirmed);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
