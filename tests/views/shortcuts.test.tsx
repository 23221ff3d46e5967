/**
 * The shortcuts panel view over a real `shortcutsMachine` (its requests stubbed), driven by the user-level model in
 * `tests/model/shortcuts.model.ts`: every simple path through the four modes (SPEC §4), plus the form rules (§5).
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createTestModel } from 'xstate/graph';
import { createActor, fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { shortcutsMachine, type Shortcut, type ShortcutFields, type ShortcutsRef } from '../../src/machines/shortcuts.machine';
import en from '../../src/locales/en-US/messages.json';
import ShortcutsPopover from '../../src/views/shortcuts/shortcuts-popover';
import { config } from '../support/auth-fixtures';
import { shortcutsModel } from '../model/shortcuts.model';

const orders: Shortcut = { id: 's1', label: 'Orders', description: 'Sales orders', icon: 'orders', link: '/orders', useRouter: true };
const help: Shortcut = { id: 's2', label: 'Help', icon: 'globe', link: 'https://help.example.com', useRouter: false };
type In = { config: RuntimeConfig };

beforeAll(() => {
  activateCatalog('en-US', (en as unknown as { messages: Messages }).messages);
});

function setup(options: { shortcuts?: Shortcut[]; failSave?: boolean; refuseLabel?: boolean } = {}) {
  const sent = { created: [] as ShortcutFields[], updated: [] as string[], deleted: [] as string[] };
  const machine = shortcutsMachine.provide({
    actors: {
      getShortcuts: fromPromise<Shortcut[], In>(async () => options.shortcuts ?? [orders, help]),
      createShortcut: fromPromise<Shortcut, In & { shortcut: ShortcutFields }>(async ({ input }) => {
        if (options.failSave) throw new ApiError({ kind: 'http', code: 'server', method: 'POST', url: 'x', status: 500 });
        if (options.refuseLabel) {
          throw new ApiError({ kind: 'http', code: 'badRequest', method: 'POST', url: 'x', status: 400, error: 'shortcut.label must be at most 60 characters', problem: { errors: { label: ['tooLong'], colour: ['x'] } } });
        }
        sent.created.push(input.shortcut);
        return { id: `new-${sent.created.length}`, ...input.shortcut };
      }),
      updateShortcut: fromPromise<Shortcut, In & { id: string; shortcut: ShortcutFields }>(async ({ input }) => {
        sent.updated.push(input.id);
        return { id: input.id, ...input.shortcut };
      }),
      deleteShortcut: fromPromise<true, In & { id: string }>(async ({ input }) => {
        sent.deleted.push(input.id);
        return true;
      }),
    } as never,
  });
  const actor = createActor(machine, { input: { config: config as RuntimeConfig } }).start();
  const location = memoryLocation({ path: '/' });
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <ShortcutsPopover shortcutsRef={actor as unknown as ShortcutsRef} />
      </Router>
    </I18nProvider>,
  );
  return { actor, sent };
}

const trigger = () => screen.getByRole('button', { name: 'Shortcuts' });
const dialog = () => screen.getByRole('dialog');

async function fillValidForm() {
  fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Tenants' } });
  fireEvent.change(screen.getByLabelText('Icon'), { target: { value: 'tenants' } });
  fireEvent.click(screen.getByLabelText('In-app page'));
  fireEvent.change(screen.getByLabelText('Link'), { target: { value: '/tenants' } });
  await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
}

describe('shortcuts panel (model paths)', () => {
  const model = createTestModel(shortcutsModel);
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      setup();
      await waitFor(() => expect((trigger() as HTMLButtonElement).disabled).toBe(false));
      await path.test({
        states: {
          closed: () => expect(screen.queryByRole('dialog')).toBeNull(),
          view: async () => {
            await waitFor(() => expect(screen.getByRole('button', { name: 'Edit shortcuts' })).toBeTruthy());
            // In-app tiles go through the router; external ones open safely in a new tab.
            const links = within(dialog()).getAllByRole('link');
            expect(links.length).toBeGreaterThan(0);
            for (const link of links) {
              const href = link.getAttribute('href') ?? '';
              if (href.startsWith('https://')) {
                expect(link.getAttribute('target')).toBe('_blank');
                expect(link.getAttribute('rel')).toBe('noopener noreferrer');
              } else {
                expect(href.startsWith('/')).toBe(true);
                expect(link.getAttribute('target')).toBeNull();
              }
            }
            expect(screen.getByRole('button', { name: 'Add shortcut' })).toBeTruthy();
          },
          modify: async () => {
            await waitFor(() => expect(screen.getByRole('button', { name: 'Done editing shortcuts' })).toBeTruthy());
            expect(within(dialog()).queryAllByRole('link')).toHaveLength(0);
            expect(within(dialog()).getAllByRole('button').length).toBeGreaterThan(1);
          },
          add: async () => {
            await waitFor(() => expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe(''));
            expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
            expect(screen.queryByRole('button', { name: 'Delete shortcut' })).toBeNull();
          },
          edit: async () => {
            await waitFor(() => expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('Orders'));
            expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
            expect((screen.getByRole('button', { name: 'Delete shortcut' }) as HTMLButtonElement).disabled).toBe(false);
          },
        },
        events: {
          CLICK_TRIGGER: () => void fireEvent.click(trigger()),
          PRESS_ESCAPE: async () => {
            fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          },
          CLICK_EDIT: () => void fireEvent.click(screen.getByRole('button', { name: 'Edit shortcuts' })),
          CLICK_PLUS: () => void fireEvent.click(screen.getByRole('button', { name: 'Add shortcut' })),
          CLICK_TILE: () => void fireEvent.click(within(dialog()).getByRole('button', { name: /Orders/ })),
          CLICK_DONE: () => void fireEvent.click(screen.getByRole('button', { name: 'Done editing shortcuts' })),
          CLICK_CANCEL: () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
          SAVE: async () => {
            if ((screen.getByLabelText('Label') as HTMLInputElement).value === '') await fillValidForm();
            fireEvent.click(screen.getByRole('button', { name: 'Save' }));
          },
          DELETE: () => void fireEvent.click(screen.getByRole('button', { name: 'Delete shortcut' })),
        },
      });
    });
  }
});

describe('shortcuts panel (form and texts)', () => {
  it('shows the exact empty texts when there are no shortcuts', async () => {
    setup({ shortcuts: [] });
    await waitFor(() => expect((trigger() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(trigger());
    expect(await screen.findByText('No shortcuts')).toBeTruthy();
    expect(screen.getByText('When you have shortcuts, they will appear here.')).toBeTruthy();
  });

  it('keeps Save disabled while invalid and marks a wrong link after leaving it', async () => {
    const { actor, sent } = setup();
    await waitFor(() => expect((trigger() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(trigger());
    fireEvent.click(await screen.findByRole('button', { name: 'Add shortcut' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Site' } });
    fireEvent.change(screen.getByLabelText('Icon'), { target: { value: 'globe' } });
    fireEvent.click(screen.getByLabelText('External site'));
    const link = screen.getByLabelText('Link');
    fireEvent.change(link, { target: { value: 'http://insecure.example.com' } });
    fireEvent.blur(link);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toContain('An external link is an https:// address');
    fireEvent.change(link, { target: { value: 'https://site.example.com' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(link.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(sent.created).toEqual([{ label: 'Site', icon: 'globe', link: 'https://site.example.com', useRouter: false }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done editing shortcuts' })).toBeTruthy());
    expect(actor.getSnapshot().context.shortcuts.map((s) => s.label)).toEqual(['Orders', 'Help', 'Site']);
  });

  it('keeps the focus in the panel when a mode change removes the focused control (add, save, done)', async () => {
    setup();
    await waitFor(() => expect((trigger() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(trigger());
    const add = await screen.findByRole('button', { name: 'Add shortcut' });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Label')));
    await fillValidForm();
    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done editing shortcuts' })));
    fireEvent.click(screen.getByRole('button', { name: 'Done editing shortcuts' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit shortcuts' })));
  });

  it('keeps what the user typed when saving fails and shows the error', async () => {
    setup({ failSave: true });
    await waitFor(() => expect((trigger() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(trigger());
    fireEvent.click(await screen.findByRole('button', { name: 'Add shortcut' }));
    await screen.findByLabelText('Label');
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved: the service had a problem. Your changes are kept; try again.');
    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('Tenants');
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe('/tenants');
  });

  it('enforces the lengths the service enforces, under the field, before sending (issue 13 point 6)', async () => {
    const { sent } = setup();
    await waitFor(() => expect((trigger() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(trigger());
    fireEvent.click(await screen.findByRole('button', { name: 'Add shortcut' }));
    await screen.findByLabelText('Label');
    await fillValidForm();
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'L'.repeat(61) } });
    fireEvent.blur(screen.getByLabelText('Label'));
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'd'.repeat(201) } });
    fireEvent.blur(screen.getByLabelText('Description'));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Label').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(screen.getByLabelText('Label').getAttribute('aria-describedby')!)?.textContent).toBe('Too long: at most 60 characters (now 61)');
    expect(document.getElementById(screen.getByLabelText('Description').getAttribute('aria-describedby')!)?.textContent).toBe('Too long: at most 200 characters (now 201)');
    expect(sent.created).toEqual([]);
  });

  it("names the field a service refuses, in the user's words, and clears it when the field changes", async () => {
    setup({ refuseLabel: true });
    await waitFor(() => expect((trigger() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(trigger());
    fireEvent.click(await screen.findByRole('button', { name: 'Add shortcut' }));
    await screen.findByLabelText('Label');
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved: correct the fields marked above. Your changes are kept.');
    const label = screen.getByLabelText('Label');
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(label.getAttribute('aria-describedby')!)?.textContent).toBe('Too long: at most 60 characters (now 7)');
    fireEvent.change(label, { target: { value: 'Tenant list' } });
    expect(label.getAttribute('aria-invalid')).toBeNull();
  });
});

