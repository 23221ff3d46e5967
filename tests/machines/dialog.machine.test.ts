// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, waitFor } from 'xstate';
import { confirmAction, confirmActionMachine } from '../../src/machines/confirm-action.machine';
import {
  defaultDialogConfig,
  dialogMachine,
  mergeDialogConfig,
  selectDialogConfig,
  selectDialogRequestId,
  selectIsDialogOpen,
  selectQueuedDialogs,
  type DialogClosedEvent,
} from '../../src/machines/dialog.machine';

function startDialog() {
  const actor = createActor(dialogMachine).start();
  const closed: Array<Omit<DialogClosedEvent, 'type'>> = [];
  actor.on('dialog.closed', ({ requestId, result }) => closed.push({ requestId, result }));
  return { actor, closed };
}

describe('dialog config', () => {
  it('the defaults are SPEC §8 texts as messages to translate, icon alert in warn, not dismissible', () => {
    expect(mergeDialogConfig()).toEqual({
      title: { id: 'dialog.title', message: 'Confirm action' },
      message: { id: 'dialog.message', message: 'Are you sure you want to confirm this action?' },
      icon: { show: true, name: 'alert', color: 'warn' },
      actions: {
        confirm: { show: true, label: { id: 'dialog.confirm', message: 'Confirm' }, color: 'warn' },
        cancel: { show: true, label: { id: 'dialog.cancel', message: 'Cancel' } },
      },
      dismissible: false,
    });
  });

  it('merges a caller’s options group by group over the defaults', () => {
    const merged = mergeDialogConfig({
      title: 'Delete <b>Orders</b>?',
      icon: { color: 'error' },
      actions: { confirm: { label: 'Delete' }, cancel: { show: false } },
      dismissible: true,
    });
    expect(merged.title).toBe('Delete <b>Orders</b>?');
    expect(merged.message).toBe(defaultDialogConfig.message);
    expect(merged.icon).toEqual({ show: true, name: 'alert', color: 'error' });
    expect(merged.actions.confirm).toEqual({ show: true, label: 'Delete', color: 'warn' });
    expect(merged.actions.cancel).toEqual({ show: false, label: { id: 'dialog.cancel', message: 'Cancel' } });
    expect(merged.dismissible).toBe(true);
  });
});

describe('dialog machine', () => {
  it('opens with the merged config and closes with confirmed', () => {
    const { actor, closed } = startDialog();
    actor.send({ type: 'dialog.open', requestId: 'r1', config: { title: 'Sign out?' } });
    expect(selectIsDialogOpen(actor.getSnapshot())).toBe(true);
    expect(selectDialogConfig(actor.getSnapshot())?.title).toBe('Sign out?');
    actor.send({ type: 'dialog.confirm' });
    expect(selectIsDialogOpen(actor.getSnapshot())).toBe(false);
    expect(closed).toEqual([{ requestId: 'r1', result: 'confirmed' }]);
  });

  it('closes with cancelled from the cancel button', () => {
    const { actor, closed } = startDialog();
    actor.send({ type: 'dialog.open', requestId: 'r1' });
    actor.send({ type: 'dialog.cancel' });
    expect(closed).toEqual([{ requestId: 'r1', result: 'cancelled' }]);
  });

  it('not dismissible: outside click and Escape do nothing; dismissible: they cancel', () => {
    const { actor, closed } = startDialog();
    actor.send({ type: 'dialog.open', requestId: 'r1' });
    actor.send({ type: 'dialog.dismiss' });
    expect(selectIsDialogOpen(actor.getSnapshot())).toBe(true);
    expect(closed).toEqual([]);
    actor.send({ type: 'dialog.confirm' });
    actor.send({ type: 'dialog.open', requestId: 'r2', config: { dismissible: true } });
    actor.send({ type: 'dialog.dismiss' });
    expect(closed).toEqual([
      { requestId: 'r1', result: 'confirmed' },
      { requestId: 'r2', result: 'cancelled' },
    ]);
  });

  it('a second open while one is shown waits in a queue and is shown next (first in, first out)', () => {
    const { actor, closed } = startDialog();
    actor.send({ type: 'dialog.open', requestId: 'r1' });
    actor.send({ type: 'dialog.open', requestId: 'r2', config: { title: 'Second' } });
    actor.send({ type: 'dialog.open', requestId: 'r3' });
    expect(selectDialogRequestId(actor.getSnapshot())).toBe('r1');
    expect(selectQueuedDialogs(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'dialog.cancel' });
    expect(selectDialogRequestId(actor.getSnapshot())).toBe('r2');
    expect(selectDialogConfig(actor.getSnapshot())?.title).toBe('Second');
    actor.send({ type: 'dialog.confirm' });
    actor.send({ type: 'dialog.confirm' });
    expect(selectIsDialogOpen(actor.getSnapshot())).toBe(false);
    expect(closed.map((c) => `${c.requestId}:${c.result}`)).toEqual(['r1:cancelled', 'r2:confirmed', 'r3:confirmed']);
  });

  it('a withdrawn request closes if shown, or leaves the queue, without an answer', () => {
    const { actor, closed } = startDialog();
    actor.send({ type: 'dialog.open', requestId: 'r1' });
    actor.send({ type: 'dialog.open', requestId: 'r2' });
    actor.send({ type: 'dialog.open', requestId: 'r3' });
    actor.send({ type: 'dialog.withdraw', requestId: 'r2' });
    expect(selectQueuedDialogs(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'dialog.withdraw', requestId: 'r1' });
    expect(selectDialogRequestId(actor.getSnapshot())).toBe('r3');
    actor.send({ type: 'dialog.confirm' });
    expect(closed).toEqual([{ requestId: 'r3', result: 'confirmed' }]);
  });
});

/** A machine that deletes something only once the user confirms: the pattern any machine follows. */
const deleter = setup({
  types: {} as { context: { deleted: number }; events: { type: 'item.delete' } },
  actors: { confirmAction: confirmAction({ title: 'Delete this item?', actions: { confirm: { label: 'Delete' } } }) },
  actions: { markDeleted: assign(({ context }) => ({ deleted: context.deleted + 1 })) },
}).createMachine({
  id: 'deleter',
  context: { deleted: 0 },
  initial: 'idle',
  states: {
    idle: { on: { 'item.delete': { target: 'confirming' } } },
    confirming: {
      invoke: {
        id: 'confirmAction',
        src: 'confirmAction',
        onDone: [
          { guard: ({ event }) => event.output === 'confirmed', target: 'idle', actions: 'markDeleted' },
          { target: 'idle' },
        ],
      },
    },
  },
});

/** Root of a test system: the dialog service with its systemId, and the asking machine. */
const shell = setup({ actors: { dialogMachine, deleter } }).createMachine({
  type: 'parallel',
  states: {
    dialog: { invoke: { id: 'dialogMachine', src: 'dialogMachine', systemId: 'dialog' } },
    deleter: { invoke: { id: 'deleter', src: 'deleter', systemId: 'deleter' } },
  },
});

describe('confirmAction: any machine can ask and wait', () => {
  const startShell = () => {
    const root = createActor(shell).start();
    const dialog = root.system.get('dialog') as ReturnType<typeof createActor<typeof dialogMachine>>;
    const asker = root.system.get('deleter') as ReturnType<typeof createActor<typeof deleter>>;
    return { root, dialog, asker };
  };

  it('the parent goes ahead only when the user confirms', async () => {
    const { dialog, asker } = startShell();
    asker.send({ type: 'item.delete' });
    expect(selectIsDialogOpen(dialog.getSnapshot())).toBe(true);
    expect(selectDialogConfig(dialog.getSnapshot())).toMatchObject({ title: 'Delete this item?', actions: { confirm: { label: 'Delete' } } });
    dialog.send({ type: 'dialog.confirm' });
    await waitFor(asker, (s) => s.matches('idle'));
    expect(asker.getSnapshot().context.deleted).toBe(1);
  });

  it('the parent does nothing when the user cancels', async () => {
    const { dialog, asker } = startShell();
    asker.send({ type: 'item.delete' });
    dialog.send({ type: 'dialog.cancel' });
    await waitFor(asker, (s) => s.matches('idle'));
    expect(asker.getSnapshot().context.deleted).toBe(0);
  });

  it('input options are merged over the fixed question', () => {
    const root = createActor(
      setup({ actors: { dialogMachine, confirmActionMachine } }).createMachine({
        type: 'parallel',
        states: {
          a: { invoke: { id: 'dialogMachine', src: 'dialogMachine', systemId: 'dialog' } },
          b: { invoke: { id: 'confirmActionMachine', src: 'confirmActionMachine', input: { config: { message: 'Really?' } } } },
        },
      }),
    ).start();
    const dialog = root.system.get('dialog') as ReturnType<typeof createActor<typeof dialogMachine>>;
    expect(selectDialogConfig(dialog.getSnapshot())?.message).toBe('Really?');
    expect(selectDialogConfig(dialog.getSnapshot())?.title).toEqual(defaultDialogConfig.title);
  });

  it('without a dialog service the answer is cancelled', async () => {
    const actor = createActor(confirmActionMachine, { input: {} }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toBe('cancelled');
  });

  it('a parent that leaves the asking state withdraws its question', () => {
    const asker = setup({ actors: { confirmAction: confirmActionMachine } }).createMachine({
      initial: 'asking',
      states: {
        asking: { invoke: { id: 'confirmAction', src: 'confirmAction' }, on: { leave: 'elsewhere' } },
        elsewhere: {},
      },
    });
    const root = createActor(
      setup({ actors: { dialogMachine, asker } }).createMachine({
        type: 'parallel',
        states: {
          a: { invoke: { id: 'dialogMachine', src: 'dialogMachine', systemId: 'dialog' } },
          b: { invoke: { id: 'asker', src: 'asker', systemId: 'asker' } },
        },
      }),
    ).start();
    const dialog = root.system.get('dialog') as ReturnType<typeof createActor<typeof dialogMachine>>;
    expect(selectIsDialogOpen(dialog.getSnapshot())).toBe(true);
    root.system.get('asker')!.send({ type: 'leave' });
    expect(selectIsDialogOpen(dialog.getSnapshot())).toBe(false);
  });
});
