/**
 * The rich-text editor and the form's value: a late echo of what the editor itself sent (a debounced commit landing
 * after newer edits) is not set back into the editor; a value from elsewhere (a reload, a draft) is.
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import en from '../../src/locales/en-US/messages.json';
import RichTextEditor from '../../src/views/kit/rich-text/rich-text-editor';

beforeAll(() => activateCatalog('en-US', (en as unknown as { messages: Messages }).messages));
afterEach(cleanup);

function setup(initial: string) {
  const sent: string[] = [];
  const view = (value: string) => (
    <I18nProvider i18n={i18n}>
      <span id="label">Header</span>
      <RichTextEditor value={value} onInput={(html) => sent.push(html)} onBlur={() => undefined} labelId="label" label="Header" />
    </I18nProvider>
  );
  const result = render(view(initial));
  const textbox = () => result.container.querySelector('[role="textbox"]') as HTMLElement;
  return { sent, textbox, rerender: (value: string) => result.rerender(view(value)) };
}

describe('rich-text editor and its value', () => {
  it('a late echo of an older edit does not undo newer ones; a value from elsewhere replaces the content', async () => {
    const { sent, textbox, rerender } = setup('<p>Thanks</p>');
    await waitFor(() => expect(textbox()).not.toBeNull());
    const editor = (textbox() as unknown as { editor?: { commands: { insertContent: (c: string) => void; setTextSelection: (n: number) => void } } }).editor;
    expect(editor).toBeDefined();
    act(() => {
      editor!.commands.setTextSelection(7);
      editor!.commands.insertContent(' a lot');
    });
    const firstEdit = sent.at(-1)!;
    act(() => editor!.commands.insertContent('!'));
    expect(sent.at(-1)).not.toBe(firstEdit);
    // The form's value arrives late with the first edit only: the editor keeps the second.
    rerender(firstEdit);
    expect(textbox().textContent).toBe('Thanks a lot!');
    // A reload's value (never sent by this editor) is shown.
    rerender('<p>Reloaded</p>');
    expect(textbox().textContent).toBe('Reloaded');
  });
});
