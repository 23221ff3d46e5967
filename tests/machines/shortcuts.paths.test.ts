// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import { isShortcutFormValid } from '../../src/machines/shortcut-form';
import {
  selectShortcutsMode,
  shortcutsMachine,
  type Shortcut,
  type ShortcutsEvent,
} from '../../src/machines/shortcuts.machine';
import { config } from '../support/auth-fixtures';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';

const s1: Shortcut = { id: 's1', label: 'Orders', icon: 'orders', link: '/orders', useRouter: true };
const created: Shortcut = { id: 's9', label: 'Tenants', icon: 'tenants', link: '/tenants', useRouter: true };
const refused = new ApiError({ kind: 'http', code: 'server', method: 'PATCH', url: 'http://localhost:9090/api/common/shortcuts', status: 500 });

const events = [
  { type: 'shortcuts.open' },
  { type: 'shortcuts.close' },
  { type: 'shortcuts.retry' },
  { type: 'shortcuts.modify' },
  { type: 'shortcuts.done' },
  { type: 'shortcuts.add' },
  { type: 'shortcuts.item.select', id: 's1' },
  { type: 'shortcuts.form.change', values: { label: 'Tenants', icon: 'tenants', link: '/tenants', useRouter: true } },
  { type: 'shortcuts.form.change', values: { link: 'https://x.example' } },
  { type: 'shortcuts.cancel' },
  { type: 'shortcuts.save' },
  { type: 'shortcuts.delete' },
  doneEvent('getShortcuts', [s1]),
  errorEvent('getShortcuts', refused),
  doneEvent('createShortcut', created),
  errorEvent('createShortcut', refused),
  doneEvent('updateShortcut', { ...s1, label: 'Sales' }),
  errorEvent('updateShortcut', refused),
  doneEvent('deleteShortcut', true),
  errorEvent('deleteShortcut', refused),
  errorEvent('deleteShortcut', { code: 'notFound' }),
] as unknown as ShortcutsEvent[];

const paths = getShortestPaths(shortcutsMachine, { events, input: { config: config as RuntimeConfig } });
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type).join(' > ');

// SPEC §4, as [from, to] between modes (null: closed).
const allowed = new Set([
  'null>view',
  'view>modify',
  'view>add',
  'modify>edit',
  'modify>view',
  'add>view',
  'edit>modify',
  'add>modify',
  'view>null',
  'modify>null',
  'add>null',
  'edit>null',
]);

describe('shortcuts machine: generated paths', () => {
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => stateKeys(p.state.value)));
    expect([...reached].sort()).toEqual(
      [
        'list.failed',
        'list.loaded',
        'list.loading',
        'panel.closed',
        'panel.opened.add.editing',
        'panel.opened.add.saving',
        'panel.opened.edit.deleting',
        'panel.opened.edit.editing',
        'panel.opened.edit.saving',
        'panel.opened.modify',
        'panel.opened.view',
      ].sort(),
    );
  });

  it('every mode change on every path is one SPEC §4 allows', () => {
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const from = selectShortcutsMode(path.steps[i - 1]!.state);
        const to = selectShortcutsMode(path.steps[i]!.state);
        if (from !== to) expect(allowed.has(`${from}>${to}`), `${from} > ${to} via ${describePath(path)}`).toBe(true);
      }
    }
  });

  it('on every path a failed save or delete keeps the form values and the mode', () => {
    let failures = 0;
    for (const path of paths) {
      const last = path.steps.at(-1)!;
      const before = path.steps.at(-2)?.state;
      const type: string = last.event.type;
      if (before && /^xstate\.error\.actor\.(create|update|delete)Shortcut$/.test(type) && path.state.context.error === 'server') {
        failures += 1;
        expect(path.state.context.form, describePath(path)).toEqual(before.context.form);
        expect(selectShortcutsMode(path.state), describePath(path)).toBe(selectShortcutsMode(before));
      }
    }
    expect(failures).toBeGreaterThanOrEqual(3);
  });

  it('on every path a save is only under way with a valid form, and an edit names a listed shortcut', () => {
    for (const path of paths) {
      const { form, editingId, shortcuts } = path.state.context;
      if (path.state.hasTag('busy') && !path.state.matches({ panel: { opened: { edit: 'deleting' } } })) {
        expect(isShortcutFormValid(form), describePath(path)).toBe(true);
      }
      if (path.state.matches({ panel: { opened: 'edit' } })) {
        expect(shortcuts.some((s) => s.id === editingId), describePath(path)).toBe(true);
      }
    }
  });
});
