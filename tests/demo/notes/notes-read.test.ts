// Issue 14, notes: the strict reader, the duplicate id of SPEC §3's sample notes (both kept, each with its own key,
// both read-only), the filters of the address and the search.
import { describe, expect, it } from 'vitest';
import { readNotes } from '../../../src/machines/demo/notes/notes-api';
import { filterPath, notesFilter, reminderOf, visibleNotes } from '../../../src/machines/demo/notes/notes-ops';
import { rawNotes } from './fixtures';

describe('notes reader and filters', () => {
  it('two notes with one id are both kept, keyed apart and marked shared; the others are not', () => {
    const notes = readNotes(rawNotes());
    expect(notes.map((n) => n.key)).toEqual(['n1', 'n2', 'n3', 'twin', 'twin#2']);
    expect(notes.filter((n) => n.shared).map((n) => n.title)).toEqual(['Old project notes', 'Moving boxes']);
    expect(notes[0]!.labels).toEqual(['work']);
  });

  it('refuses wrong types; a picture that is not an app path or a data: image is dropped', () => {
    expect(() => readNotes([{ ...rawNotes()[0], archived: 'yes' }])).toThrow(/archived/);
    expect(() => readNotes([{ ...rawNotes()[0], tasks: [{ id: 't', content: 1, completed: false }] }])).toThrow(/content/);
    expect(() => readNotes({})).toThrow(/notes/);
    expect(readNotes([{ ...rawNotes()[0], image: 'javascript:alert(1)' }])[0]!.image).toBeNull();
    expect(readNotes([{ ...rawNotes()[0], image: 'images/cards/14-640x480.jpg' }])[0]!.image).toBe('/images/cards/14-640x480.jpg');
  });

  it('the address names the filter; an unknown address is none', () => {
    expect(notesFilter('/apps/notes')).toEqual({ kind: 'all' });
    expect(notesFilter('/apps/notes/reminders')).toEqual({ kind: 'reminders' });
    expect(notesFilter('/apps/notes/archive')).toEqual({ kind: 'archive' });
    expect(notesFilter('/apps/notes/labels/a%20b')).toEqual({ kind: 'label', labelId: 'a b' });
    expect(notesFilter('/apps/notes/other')).toBeNull();
    expect(filterPath({ kind: 'label', labelId: 'a b' })).toBe('/apps/notes/labels/a%20b');
  });

  it('archived notes only in the archive; reminders, labels and every searched word narrow the rest', () => {
    const notes = readNotes(rawNotes());
    const keys = (f: Parameters<typeof visibleNotes>[1], q = '') => visibleNotes(notes, f, q).map((n) => n.key);
    expect(keys({ kind: 'all' })).toEqual(['n1', 'n2']);
    expect(keys({ kind: 'archive' })).toEqual(['n3', 'twin', 'twin#2']);
    expect(keys({ kind: 'reminders' })).toEqual(['n1']);
    expect(keys({ kind: 'label', labelId: 'family' })).toEqual([]);
    expect(keys({ kind: 'all' }, 'MILK')).toEqual(['n2']);
    expect(keys({ kind: 'all' }, 'company new')).toEqual(['n1']);
    expect(keys({ kind: 'archive' }, 'boxes')).toEqual(['twin#2']);
  });

  it('a reminder day becomes noon UTC of that day; empty clears; anything else is refused', () => {
    expect(reminderOf('2024-07-01')).toBe('2024-07-01T12:00:00.000Z');
    expect(reminderOf('')).toBeNull();
    expect(reminderOf('tomorrow')).toBeUndefined();
  });
});
