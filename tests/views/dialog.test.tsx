/**
 * The confirmation dialog view with the real dialog machine, driven by the user-level model in
 * `tests/model/dialog.model.ts` (every simple path), plus the default texts, the configured look and a double click.
 * Under happy-dom DOMPurify does not sanitize: no security assertions here (see tests/e2e/xss.spec.ts).
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import catalog from '../../src/locales/en-US/messages.json';
import { dialogMachine, type DialogClosedEvent, type DialogOptions, type DialogRef } from '../../src/machines/dialog.machine';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { ConfirmDialog } from '../../src/views/dialogs/confirm-dialog';
import { dialogModel } from '../model/dialog.model';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

function setup() {
  const dialogRef: DialogRef = createActor(dialogMachine).start();
  const answers: DialogClosedEvent['result'][] = [];
  dialogRef.on('dialog.closed', (event) => answers.push(event.result));
  render(
    <I18nProvider i18n={i18n}>
      <ConfirmDialog dialogRef={dialogRef} />
    </I18nProvider>,
  );
  const open = (requestId: string, config?: DialogOptions) => act(() => dialogRef.send({ type: 'dialog.open', requestId, ...(config ? { config } : {}) }));
  return { dialogRef, answers, open };
}

const dialog = () => screen.findByRole('alertdialog');
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('confirmation dialog (model-based)', () => {
  const model = createTestModel(dialogModel);
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const { answers, open } = setup();
      await path.test({
        events: {
          OPEN_DISMISSIBLE: async () => {
            open('r1', { dismissible: true });
            await dialog();
            await settle();
          },
          OPEN_NOT_DISMISSIBLE: async () => {
            open('r1');
            await dialog();
            await settle();
          },
          CLICK_CONFIRM: async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
          },
          CLICK_CANCEL: async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
          },
          PRESS_ESCAPE: async () => {
            fireEvent.keyDown(await dialog(), { key: 'Escape', code: 'Escape' });
            await settle();
          },
          CLICK_OUTSIDE: async () => {
            const outside = document.body;
            fireEvent.pointerDown(outside, { button: 0, pointerType: 'mouse' });
            fireEvent.pointerUp(outside, { button: 0, pointerType: 'mouse' });
            fireEvent.click(outside);
            await settle();
          },
        },
        states: {
          closed: async () => {
            expect(screen.queryByRole('alertdialog')).toBeNull();
            expect(answers).toEqual([]);
          },
          dismissible: async () => {
            expect(await dialog()).toBeTruthy();
            expect(answers).toEqual([]);
          },
          notDismissible: async () => {
            expect(await dialog()).toBeTruthy();
            expect(answers).toEqual([]);
          },
          confirmed: async () => {
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
            expect(answers).toEqual(['confirmed']);
          },
          cancelled: async () => {
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
            expect(answers).toEqual(['cancelled']);
          },
        },
      });
    });
  }
});

describe('confirmation dialog', () => {
  it('shows the default texts, the warn icon and both buttons', async () => {
    const { open } = setup();
    open('r1');
    const shown = await dialog();
    expect(shown.textContent).toContain('Confirm action');
    expect(shown.textContent).toContain('Are you sure you want to confirm this action?');
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('data-color')).toBe('warn');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(shown.querySelector('[data-color="warn"] svg')).not.toBeNull();
  });

  it('shows a configured title, message, icon colour and labels, and hides what is not shown', async () => {
    const { open } = setup();
    open('r1', {
      title: 'Delete <b>order 7</b>',
      message: 'It cannot be undone.',
      icon: { name: 'info', color: 'info' },
      actions: { confirm: { label: 'Delete', color: 'error' }, cancel: { show: false } },
    });
    const shown = await dialog();
    expect(shown.querySelector('b')?.textContent).toBe('order 7');
    expect(shown.querySelector('p')?.textContent).toBe('It cannot be undone.');
    expect(shown.querySelector('[data-color="info"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('data-color')).toBe('error');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('a double click on Confirm answers once, and the next queued dialog stays open', async () => {
    const { answers, open } = setup();
    open('r1', { title: 'First' });
    open('r2', { title: 'Second' });
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }), { detail: 2 });
    await settle();
    expect(answers).toEqual(['confirmed']);
    expect((await dialog()).textContent).toContain('Second');
  });
});
