// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { InboxInput, InboxItem } from '../../src/machines/effects/get-inbox';
import {
  inboxMachine,
  selectInboxError,
  selectInboxItems,
  selectIsInboxEmpty,
  selectIsInboxOpen,
  selectIsTogglePending,
  selectIsInboxSaving,
  selectUnreadCount,
  type InboxRef,
} from '../../src/machines/inbox.machine';
import { dialogMachine, selectDialogConfig, type DialogRef, type DialogResult } from '../../src/machines/dialog.machine';
import { config } from '../support/auth-fixtures';
import { deferred } from '../support/deferred';

const item = (id: string, read: boolean, time: string): InboxItem => ({ id, read, time, title: `<b>${id}</b>` });
const a = item('a', false, '2024-05-01T10:00:00Z');
const b = item('b', true, '2024-05-03T10:00:00Z');
const c = item('c', false, '2024-05-02T10:00:00Z');

const failure = (code: ApiError['code'] = 'server') =>
  new ApiError({ kind: 'http', code, method: 'POST', url: 'http://localhost:9090/api/common/messages', status: 500 });

type Calls = { toggle: string[]; remove: string[]; markAll: number; kinds: string[] };

function start(overrides: Partial<Record<'getInbox' | 'toggleInboxItem' | 'removeInboxItem' | 'markAllInboxRead' | 'confirmRemoval', unknown>> = {}, kind: 'messages' | 'notifications' = 'messages') {
  const calls: Calls = { toggle: [], remove: [], markAll: 0, kinds: [] };
  const actors = {
    getInbox: fromPromise<InboxItem[], InboxInput>(async ({ input }) => {
      calls.kinds.push(input.kind);
      return [a, b, c];
    }),
    toggleInboxItem: fromPromise<InboxItem, InboxInput & { id: string }>(async ({ input }) => {
      calls.toggle.push(input.id);
      const found = [a, b, c].find((i) => i.id === input.id)!;
      return { ...found, read: !found.read };
    }),
    removeInboxItem: fromPromise<true, InboxInput & { id: string }>(async ({ input }) => {
      calls.remove.push(input.id);
      return true;
    }),
    markAllInboxRead: fromPromise<true, InboxInput>(async () => {
      calls.markAll += 1;
      return true;
    }),
    // The user says yes unless a test says otherwise.
    confirmRemoval: fromPromise<DialogResult>(async () => 'confirmed'),
    ...overrides,
  };
  const actor = createActor(inboxMachine.provide({ actors: actors as never }), { input: { kind, config: config as RuntimeConfig } }).start();
  return { actor, calls };
}

const idle = (s: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>) => s.matches({ list: { ready: 'idle' } });
const ids = (items: InboxItem[]) => items.map((i) => `${i.id}:${i.read ? 'read' : 'unread'}`);

describe('inbox machine', () => {
  it('loads its own kind on start and lists newest first', async () => {
    const { actor, calls } = start({}, 'notifications');
    await waitFor(actor, idle);
    expect(calls.kinds).toEqual(['notifications']);
    expect(selectInboxItems(actor.getSnapshot()).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(2);
  });

  it('a failed load keeps the code and can be retried', async () => {
    let fail = true;
    const { actor } = start({
      getInbox: fromPromise<InboxItem[], InboxInput>(async () => {
        if (fail) throw failure('offline');
        return [a];
      }),
    });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(actor.getSnapshot().context.loadError).toBe('offline');
    fail = false;
    actor.send({ type: 'inbox.retry' });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.loadError).toBeNull();
    expect(selectUnreadCount(actor.getSnapshot())).toBe(1);
  });

  it('opens and closes the panel, also by toggling', async () => {
    const { actor } = start();
    expect(selectIsInboxOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'inbox.open' });
    expect(selectIsInboxOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'inbox.toggle' });
    expect(selectIsInboxOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'inbox.toggle' });
    actor.send({ type: 'inbox.close' });
    expect(selectIsInboxOpen(actor.getSnapshot())).toBe(false);
  });

  it('toggling read shows at once, then saves through toggle-read-status', async () => {
    const gate = deferred<InboxItem>();
    const { actor } = start({ toggleInboxItem: fromPromise<InboxItem, InboxInput & { id: string }>(() => gate.promise) });
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.item.toggleRead', id: 'a' });
    expect(ids(selectInboxItems(actor.getSnapshot()))).toEqual(['b:read', 'c:unread', 'a:read']);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(1);
    expect(selectIsInboxSaving(actor.getSnapshot())).toBe(true);
    gate.resolve({ ...a, read: true });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.confirmed.find((i) => i.id === 'a')?.read).toBe(true);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(1);
  });

  it('two toggles of an item are two intents, even while the first is saved: both queued, sent in order; the item shows pending meanwhile', async () => {
    const gates: Array<ReturnType<typeof deferred<InboxItem>>> = [];
    const seen: string[] = [];
    const { actor } = start({
      toggleInboxItem: fromPromise<InboxItem, InboxInput & { id: string }>(({ input }) => {
        seen.push(input.id);
        const gate = deferred<InboxItem>();
        gates.push(gate);
        return gate.promise;
      }),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.item.toggleRead', id: 'a' });
    expect(selectIsTogglePending('a')(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'inbox.item.toggleRead', id: 'a' });
    expect(ids(selectInboxItems(actor.getSnapshot()))).toContain('a:unread');
    expect(actor.getSnapshot().context.queue).toEqual([{ op: 'toggle', id: 'a' }, { op: 'toggle', id: 'a' }]);
    gates[0]!.resolve({ ...a, read: true });
    await waitFor(actor, () => seen.length === 2);
    gates[1]!.resolve({ ...a, read: false });
    await waitFor(actor, (s) => idle(s) && s.context.queue.length === 0);
    expect(seen).toEqual(['a', 'a']);
    expect(selectIsTogglePending('a')(actor.getSnapshot())).toBe(false);
    expect(ids(selectInboxItems(actor.getSnapshot()))).toContain('a:unread');
  });

  it('a refused toggle is rolled back and its code kept', async () => {
    const { actor } = start({
      toggleInboxItem: fromPromise<InboxItem, InboxInput & { id: string }>(async () => {
        throw failure('server');
      }),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.item.toggleRead', id: 'b' });
    expect(selectUnreadCount(actor.getSnapshot())).toBe(3);
    await waitFor(actor, (s) => idle(s) && s.context.queue.length === 0);
    expect(ids(selectInboxItems(actor.getSnapshot()))).toEqual(['b:read', 'c:unread', 'a:unread']);
    expect(selectInboxError(actor.getSnapshot())).toEqual({ code: 'server', op: 'toggle' });
    actor.send({ type: 'inbox.error.dismiss' });
    expect(selectInboxError(actor.getSnapshot())).toBeNull();
  });

  it('changes made while one is saving are shown at once and saved in order', async () => {
    const gates: Array<ReturnType<typeof deferred<InboxItem>>> = [];
    const seen: string[] = [];
    const { actor, calls } = start({
      toggleInboxItem: fromPromise<InboxItem, InboxInput & { id: string }>(({ input }) => {
        seen.push(input.id);
        const gate = deferred<InboxItem>();
        gates.push(gate);
        return gate.promise;
      }),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.item.toggleRead', id: 'a' });
    actor.send({ type: 'inbox.item.toggleRead', id: 'c' });
    actor.send({ type: 'inbox.item.remove', id: 'b' });
    await waitFor(actor, (s) => s.matches({ removal: 'idle' }));
    expect(ids(selectInboxItems(actor.getSnapshot()))).toEqual(['c:read', 'a:read']);
    expect(seen).toEqual(['a']);
    gates[0]!.resolve({ ...a, read: true });
    await waitFor(actor, () => seen.length === 2);
    // The second toggle fails: only it is rolled back; the first stays and the removal still goes out.
    gates[1]!.reject(failure('timeout'));
    await waitFor(actor, (s) => idle(s) && s.context.queue.length === 0);
    expect(seen).toEqual(['a', 'c']);
    expect(calls.remove).toEqual(['b']);
    expect(ids(selectInboxItems(actor.getSnapshot()))).toEqual(['c:unread', 'a:read']);
    expect(selectInboxError(actor.getSnapshot())).toEqual({ code: 'timeout', op: 'toggle' });
  });

  it('mark all as read makes every item read and saves once; refused, it rolls back', async () => {
    const { actor, calls } = start();
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.markAllAsRead' });
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    await waitFor(actor, (s) => idle(s) && s.context.queue.length === 0);
    expect(calls.markAll).toBe(1);
    expect(actor.getSnapshot().context.confirmed.every((i) => i.read)).toBe(true);
    // Nothing unread: the request is not sent again.
    actor.send({ type: 'inbox.markAllAsRead' });
    expect(actor.getSnapshot().context.queue).toEqual([]);

    const second = start({
      markAllInboxRead: fromPromise<true, InboxInput>(async () => {
        throw failure('server');
      }),
    });
    await waitFor(second.actor, idle);
    second.actor.send({ type: 'inbox.markAllAsRead' });
    await waitFor(second.actor, (s) => idle(s) && s.context.queue.length === 0);
    expect(selectUnreadCount(second.actor.getSnapshot())).toBe(2);
    expect(selectInboxError(second.actor.getSnapshot())).toEqual({ code: 'server', op: 'markAll' });
  });

  it('remove hides the item at once; a refused removal brings it back in place', async () => {
    const gate = deferred<true>();
    const { actor } = start({ removeInboxItem: fromPromise<true, InboxInput & { id: string }>(() => gate.promise) });
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.item.remove', id: 'c' });
    await waitFor(actor, (s) => s.matches({ removal: 'idle' }));
    expect(selectInboxItems(actor.getSnapshot()).map((i) => i.id)).toEqual(['b', 'a']);
    gate.reject(Object.assign(new Error('not deleted'), { code: 'notFound' }));
    await waitFor(actor, (s) => idle(s) && s.context.queue.length === 0);
    expect(selectInboxItems(actor.getSnapshot()).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(selectInboxError(actor.getSnapshot())).toEqual({ code: 'notFound', op: 'remove' });
  });

  it('a toggle queued for an item whose removal was confirmed is not sent', async () => {
    const gate = deferred<true>();
    const { actor, calls } = start({ removeInboxItem: fromPromise<true, InboxInput & { id: string }>(() => gate.promise) });
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.item.toggleRead', id: 'a' });
    await waitFor(actor, (s) => s.context.queue.length === 0);
    actor.send({ type: 'inbox.item.remove', id: 'c' });
    await waitFor(actor, (s) => s.matches({ removal: 'idle' }));
    // 'c' is no longer shown: a toggle on it is refused by the guard.
    actor.send({ type: 'inbox.item.toggleRead', id: 'c' });
    expect(actor.getSnapshot().context.queue).toEqual([{ op: 'remove', id: 'c' }]);
    gate.resolve(true);
    await waitFor(actor, (s) => idle(s) && s.context.queue.length === 0);
    expect(calls.toggle).toEqual(['a']);
    expect(selectInboxItems(actor.getSnapshot()).map((i) => i.id)).toEqual(['b', 'a']);
  });

  it('a removal is confirmed first: cancelled, nothing is removed or sent', async () => {
    const { actor, calls } = start({ confirmRemoval: fromPromise<DialogResult>(async () => 'cancelled') });
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.item.remove', id: 'c' });
    expect(actor.getSnapshot().matches({ removal: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.removing).toBe('c');
    await waitFor(actor, (s) => s.matches({ removal: 'idle' }));
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(selectInboxItems(actor.getSnapshot()).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(calls.remove).toEqual([]);
    expect(actor.getSnapshot().context.removing).toBeNull();
  });

  it('asks the dialog service with the item quoted, keeps the panel open meanwhile, and removes on confirm', async () => {
    const calls: string[] = [];
    const inbox = inboxMachine.provide({
      actors: {
        getInbox: fromPromise(async () => [a, b, c]),
        removeInboxItem: fromPromise<true, InboxInput & { id: string }>(async ({ input }) => {
          calls.push(input.id);
          return true;
        }),
      } as never,
    });
    const root = setup({ actors: { dialogMachine, inbox } }).createMachine({
      invoke: [
        { id: 'dialog', src: 'dialogMachine', systemId: 'dialog' },
        { id: 'inbox', src: 'inbox', input: { kind: 'notifications', config: config as RuntimeConfig } },
      ],
    });
    const actor = createActor(root).start();
    const dialog = actor.system.get('dialog') as DialogRef;
    const inboxRef = actor.getSnapshot().children.inbox as InboxRef;
    await waitFor(inboxRef, idle);
    inboxRef.send({ type: 'inbox.open' });
    inboxRef.send({ type: 'inbox.item.remove', id: 'a' });
    await waitFor(dialog, (s) => s.matches('opened'));
    const shown = selectDialogConfig(dialog.getSnapshot())!;
    expect(shown.title).toEqual(expect.objectContaining({ id: 'notifications.remove.title' }));
    expect(shown.message).toBe('<b>a</b>');
    expect(shown.dismissible).toBe(true);
    // Focus moving into the dialog closes Ark's popover: the machine keeps the panel open.
    inboxRef.send({ type: 'inbox.close' });
    expect(selectIsInboxOpen(inboxRef.getSnapshot())).toBe(true);
    expect(selectInboxItems(inboxRef.getSnapshot()).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    dialog.send({ type: 'dialog.confirm' });
    await waitFor(inboxRef, (s) => idle(s) && s.context.queue.length === 0 && s.matches({ removal: 'idle' }));
    expect(calls).toEqual(['a']);
    expect(selectInboxItems(inboxRef.getSnapshot()).map((i) => i.id)).toEqual(['b', 'c']);
    inboxRef.send({ type: 'inbox.close' });
    expect(selectIsInboxOpen(inboxRef.getSnapshot())).toBe(false);
  });

  it('without a dialog service a removal is never confirmed', async () => {
    const { actor, calls } = start({ confirmRemoval: inboxMachine.implementations.actors.confirmRemoval });
    await waitFor(actor, idle);
    actor.send({ type: 'inbox.item.remove', id: 'b' });
    await waitFor(actor, (s) => s.matches({ removal: 'idle' }));
    expect(calls.remove).toEqual([]);
    expect(selectInboxItems(actor.getSnapshot())).toHaveLength(3);
  });

  it('is empty only once loaded with no items', async () => {
    const { actor } = start({ getInbox: fromPromise<InboxItem[], InboxInput>(async () => []) });
    expect(selectIsInboxEmpty(actor.getSnapshot())).toBe(false);
    await waitFor(actor, idle);
    expect(selectIsInboxEmpty(actor.getSnapshot())).toBe(true);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
  });
});
