// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import {
  selectCanDelete,
  selectCanSave,
  selectHasNoShortcuts,
  selectIsShortcutsBusy,
  selectIsShortcutsOpen,
  selectShortcutForm,
  selectShortcutFormErrors,
  selectShortcuts,
  selectShortcutsError,
  selectShortcutsLoadError,
  selectShortcutsMode,
  shortcutsMachine,
  type Shortcut,
  type ShortcutFields,
} from '../../src/machines/shortcuts.machine';
import { shortcutFields, validateShortcutForm, type ShortcutForm } from '../../src/machines/shortcut-form';
import { config } from '../support/auth-fixtures';
import { deferred } from '../support/deferred';

const orders: Shortcut = { id: 's1', label: 'Orders', icon: 'orders', link: '/orders', useRouter: true };
const help: Shortcut = { id: 's2', label: 'Help', description: 'Guides', icon: 'globe', link: 'https://help.example.com', useRouter: false };
const valid: Partial<ShortcutForm> = { label: 'Tenants', icon: 'tenants', link: '/tenants', useRouter: true };
const serverError = () => new ApiError({ kind: 'http', code: 'server', method: 'POST', url: 'http://localhost:9090/api/common/shortcuts', status: 500 });

type In = { config: RuntimeConfig };
function start(overrides: Record<string, unknown> = {}) {
  const sent = { created: [] as ShortcutFields[], updated: [] as Array<{ id: string; shortcut: ShortcutFields }>, deleted: [] as string[] };
  const actors = {
    getShortcuts: fromPromise<Shortcut[], In>(async () => [orders, help]),
    createShortcut: fromPromise<Shortcut, In & { shortcut: ShortcutFields }>(async ({ input }) => {
      sent.created.push(input.shortcut);
      return { id: 'new', ...input.shortcut };
    }),
    updateShortcut: fromPromise<Shortcut, In & { id: string; shortcut: ShortcutFields }>(async ({ input }) => {
      sent.updated.push({ id: input.id, shortcut: input.shortcut });
      return { id: input.id, ...input.shortcut };
    }),
    deleteShortcut: fromPromise<true, In & { id: string }>(async ({ input }) => {
      sent.deleted.push(input.id);
      return true;
    }),
    ...overrides,
  };
  const actor = createActor(shortcutsMachine.provide({ actors: actors as never }), { input: { config: config as RuntimeConfig } }).start();
  return { actor, sent };
}

const mode = (actor: ReturnType<typeof start>['actor']) => selectShortcutsMode(actor.getSnapshot());

describe('shortcuts form validation (SPEC §5)', () => {
  it('requires label, icon, link and a chosen useRouter; description is optional', () => {
    expect(validateShortcutForm({ label: ' ', description: '', icon: '', link: '', useRouter: null })).toEqual({
      label: 'required',
      icon: 'required',
      link: 'required',
      useRouter: 'required',
    });
    expect(validateShortcutForm({ label: 'A', description: '', icon: 'x', link: '/a', useRouter: true })).toEqual({});
  });

  it('checks the link against useRouter: in-app path or external https', () => {
    const base = { label: 'A', description: '', icon: 'x' };
    expect(validateShortcutForm({ ...base, link: 'https://x.example', useRouter: true }).link).toBe('appPath');
    expect(validateShortcutForm({ ...base, link: '//evil.example', useRouter: true }).link).toBe('appPath');
    expect(validateShortcutForm({ ...base, link: '/orders', useRouter: false }).link).toBe('httpsUrl');
    expect(validateShortcutForm({ ...base, link: 'http://x.example', useRouter: false }).link).toBe('httpsUrl');
    expect(validateShortcutForm({ ...base, link: 'javascript:alert(1)', useRouter: false }).link).toBe('httpsUrl');
    expect(validateShortcutForm({ ...base, link: 'https://x.example/a', useRouter: false })).toEqual({});
  });

  it('sends trimmed fields and leaves out an empty description', () => {
    expect(shortcutFields({ label: ' A ', description: '  ', icon: ' x', link: '/a ', useRouter: true })).toEqual({
      label: 'A',
      icon: 'x',
      link: '/a',
      useRouter: true,
    });
  });
});

describe('shortcuts machine', () => {
  it('loads the list on start; a failure keeps a code and can be retried', async () => {
    let fail = true;
    const { actor } = start({
      getShortcuts: fromPromise<Shortcut[], In>(async () => {
        if (fail) throw serverError();
        return [];
      }),
    });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(selectShortcutsLoadError(actor.getSnapshot())).toBe('server');
    fail = false;
    actor.send({ type: 'shortcuts.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    expect(selectHasNoShortcuts(actor.getSnapshot())).toBe(true);
  });

  it('opening starts in view; view → modify → view; view → add, cancel → view; closing and reopening starts in view', async () => {
    const { actor } = start();
    expect(mode(actor)).toBeNull();
    actor.send({ type: 'shortcuts.open' });
    expect(mode(actor)).toBe('view');
    actor.send({ type: 'shortcuts.modify' });
    expect(mode(actor)).toBe('modify');
    actor.send({ type: 'shortcuts.done' });
    expect(mode(actor)).toBe('view');
    actor.send({ type: 'shortcuts.add' });
    expect(mode(actor)).toBe('add');
    actor.send({ type: 'shortcuts.cancel' });
    expect(mode(actor)).toBe('view');
    actor.send({ type: 'shortcuts.modify' });
    actor.send({ type: 'shortcuts.close' });
    expect(selectIsShortcutsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'shortcuts.open' });
    expect(mode(actor)).toBe('view');
  });

  it('modify → edit by tapping a shortcut, with its values in the form; cancel → modify', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    actor.send({ type: 'shortcuts.open' });
    actor.send({ type: 'shortcuts.item.select', id: 's2' });
    expect(mode(actor)).toBe('view');
    actor.send({ type: 'shortcuts.modify' });
    actor.send({ type: 'shortcuts.item.select', id: 'missing' });
    expect(mode(actor)).toBe('modify');
    actor.send({ type: 'shortcuts.item.select', id: 's2' });
    expect(mode(actor)).toBe('edit');
    expect(selectShortcutForm(actor.getSnapshot())).toEqual({ label: 'Help', description: 'Guides', icon: 'globe', link: 'https://help.example.com', useRouter: false });
    actor.send({ type: 'shortcuts.cancel' });
    expect(mode(actor)).toBe('modify');
  });

  it('save is disabled while the form is invalid, and enabled once every required field is right', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'shortcuts.open' });
    actor.send({ type: 'shortcuts.add' });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'shortcuts.form.change', values: { label: 'Tenants', icon: 'tenants', link: '/tenants' } });
    expect(selectShortcutFormErrors(actor.getSnapshot())).toEqual({ useRouter: 'required' });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'shortcuts.save' });
    expect(sent.created).toEqual([]);
    actor.send({ type: 'shortcuts.form.change', values: { useRouter: false } });
    expect(selectShortcutFormErrors(actor.getSnapshot())).toEqual({ link: 'httpsUrl' });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'shortcuts.form.change', values: { useRouter: true } });
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    expect(selectCanDelete(actor.getSnapshot())).toBe(false);
  });

  it('saving in add creates the shortcut and ends in modify', async () => {
    const gate = deferred<Shortcut>();
    const { actor } = start({ createShortcut: fromPromise<Shortcut, In & { shortcut: ShortcutFields }>(() => gate.promise) });
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    actor.send({ type: 'shortcuts.open' });
    actor.send({ type: 'shortcuts.add' });
    actor.send({ type: 'shortcuts.form.change', values: valid });
    actor.send({ type: 'shortcuts.save' });
    expect(selectIsShortcutsBusy(actor.getSnapshot())).toBe(true);
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    // Closing while the request runs is refused: its outcome must be seen.
    actor.send({ type: 'shortcuts.close' });
    expect(selectIsShortcutsOpen(actor.getSnapshot())).toBe(true);
    gate.resolve({ id: 's3', label: 'Tenants', icon: 'tenants', link: '/tenants', useRouter: true });
    await waitFor(actor, (s) => s.matches({ panel: { opened: 'modify' } }));
    expect(selectShortcuts(actor.getSnapshot()).map((s) => s.id)).toEqual(['s1', 's2', 's3']);
  });

  it('a failed save keeps every value typed and the error code; saving again works', async () => {
    let fail = true;
    const { actor } = start({
      createShortcut: fromPromise<Shortcut, In & { shortcut: ShortcutFields }>(async ({ input }) => {
        if (fail) throw serverError();
        return { id: 's3', ...input.shortcut };
      }),
    });
    actor.send({ type: 'shortcuts.open' });
    actor.send({ type: 'shortcuts.add' });
    const typed = { ...valid, description: 'All tenants' };
    actor.send({ type: 'shortcuts.form.change', values: typed });
    actor.send({ type: 'shortcuts.save' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(mode(actor)).toBe('add');
    expect(selectShortcutsError(actor.getSnapshot())).toBe('server');
    expect(selectShortcutForm(actor.getSnapshot())).toEqual(typed);
    fail = false;
    actor.send({ type: 'shortcuts.save' });
    expect(selectShortcutsError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches({ panel: { opened: 'modify' } }));
    expect(selectShortcuts(actor.getSnapshot()).at(-1)).toMatchObject({ id: 's3', description: 'All tenants' });
  });

  it('saving in edit updates the shortcut by id and ends in modify; a failure stays in edit with the form', async () => {
    let fail = true;
    const { actor, sent } = start({
      updateShortcut: fromPromise<Shortcut, In & { id: string; shortcut: ShortcutFields }>(async ({ input }) => {
        sent.updated.push({ id: input.id, shortcut: input.shortcut });
        if (fail) throw serverError();
        return { id: input.id, ...input.shortcut };
      }),
    });
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    actor.send({ type: 'shortcuts.open' });
    actor.send({ type: 'shortcuts.modify' });
    actor.send({ type: 'shortcuts.item.select', id: 's1' });
    actor.send({ type: 'shortcuts.form.change', values: { label: 'Sales orders' } });
    actor.send({ type: 'shortcuts.save' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(mode(actor)).toBe('edit');
    expect(selectShortcutForm(actor.getSnapshot()).label).toBe('Sales orders');
    fail = false;
    actor.send({ type: 'shortcuts.save' });
    await waitFor(actor, (s) => s.matches({ panel: { opened: 'modify' } }));
    expect(sent.updated.at(-1)).toEqual({ id: 's1', shortcut: { label: 'Sales orders', icon: 'orders', link: '/orders', useRouter: true } });
    expect(selectShortcuts(actor.getSnapshot())[0]?.label).toBe('Sales orders');
  });

  it('delete in edit removes it and ends in modify; a failure keeps it, the form and the mode', async () => {
    let failWith: unknown = serverError();
    const { actor } = start({
      deleteShortcut: fromPromise<true, In & { id: string }>(async () => {
        if (failWith) throw failWith;
        return true;
      }),
    });
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    actor.send({ type: 'shortcuts.open' });
    actor.send({ type: 'shortcuts.modify' });
    actor.send({ type: 'shortcuts.item.select', id: 's2' });
    actor.send({ type: 'shortcuts.form.change', values: { label: 'Help centre' } });
    actor.send({ type: 'shortcuts.delete' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(mode(actor)).toBe('edit');
    expect(selectShortcutForm(actor.getSnapshot()).label).toBe('Help centre');
    expect(selectShortcuts(actor.getSnapshot())).toHaveLength(2);
    failWith = null;
    actor.send({ type: 'shortcuts.delete' });
    await waitFor(actor, (s) => s.matches({ panel: { opened: 'modify' } }));
    expect(selectShortcuts(actor.getSnapshot()).map((s) => s.id)).toEqual(['s1']);
  });

  it('deleting a shortcut the service no longer has (false → notFound) removes it too', async () => {
    const { actor } = start({
      deleteShortcut: fromPromise<true, In & { id: string }>(async () => {
        throw Object.assign(new Error('not deleted'), { code: 'notFound' });
      }),
    });
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    actor.send({ type: 'shortcuts.open' });
    actor.send({ type: 'shortcuts.modify' });
    actor.send({ type: 'shortcuts.item.select', id: 's1' });
    actor.send({ type: 'shortcuts.delete' });
    await waitFor(actor, (s) => s.matches({ panel: { opened: 'modify' } }));
    expect(selectShortcuts(actor.getSnapshot()).map((s) => s.id)).toEqual(['s2']);
    expect(selectShortcutsError(actor.getSnapshot())).toBeNull();
  });
});
