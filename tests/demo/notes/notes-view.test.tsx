// Issue 14, notes: the screen with SPEC §3's duplicate id (both archived notes shown, each its own card, neither
// offering a write; opening one shows it read-only), hostile text shown as text, and the label filter.
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import catalog from '../../../src/locales/en-US/messages.json';
import { readNotes } from '../../../src/machines/demo/notes/notes-api';
import type { NotesFilter } from '../../../src/machines/demo/notes/notes-ops';
import { notesMachine } from '../../../src/machines/demo/notes/notes.machine';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import { Notes } from '../../../src/views/demo/notes/notes-page';
import { labels, rawNotes } from './fixtures';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

async function setup(filter: NotesFilter, raw: unknown[] = rawNotes()) {
  const ref = createActor(notesMachine.provide({ actors: { loadNotes: fromPromise(async () => ({ notes: readNotes(raw), labels })) } })).start();
  render(
    <I18nProvider i18n={i18n}>
      <Notes notesRef={ref} filter={filter} go={() => undefined} />
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return ref;
}

const grid = () => screen.getAllByRole('list').find((l) => l.getAttribute('aria-busy') !== null)!;

describe('notes screen', () => {
  it('two archived notes with one id both show, read-only, without archive or delete; opening one says why', async () => {
    await setup({ kind: 'archive' });
    const cards = within(grid()).getAllByRole('listitem').filter((li) => li.parentElement === grid());
    expect(cards.map((c) => within(c).getAllByRole('button')[0]!.textContent)).toEqual(['Note n3', 'Old project notes', 'Moving boxes']);
    for (const c of cards.slice(1)) {
      expect(c.textContent).toContain('Another note has the same id, so this one is read-only.');
      expect(within(c).queryByRole('button', { name: /^(Unarchive|Delete)/ })).toBeNull();
    }
    expect(within(cards[0]!).getByRole('button', { name: 'Unarchive Note n3' })).toBeTruthy();
    fireEvent.click(within(cards[2]!).getByRole('button', { name: /^Moving boxes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Moving boxes' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('hostile text is shown as text; a label filter shows only its notes', async () => {
    await setup({ kind: 'label', labelId: 'work' }, [{ ...rawNotes()[0], content: '<img src=x onerror="window.hacked=1">' }, rawNotes()[1]]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Work');
    expect(screen.getByText('<img src=x onerror="window.hacked=1">')).toBeTruthy();
    expect(grid().querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByText('Shopping list')).toBeNull();
  });
});
