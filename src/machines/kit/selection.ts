/** A list's row selection as a set of ids in click order (pure helpers; the list machine holds the state). */

export const toggleSelected = (selection: readonly string[], id: string): string[] =>
  selection.includes(id) ? selection.filter((x) => x !== id) : [...selection, id];

/** Every row of the page selected; none or some: select them all; all: clear those of the page. */
export function togglePageSelection(selection: readonly string[], pageIds: readonly string[]): string[] {
  if (pageIds.length > 0 && pageIds.every((id) => selection.includes(id))) return selection.filter((id) => !pageIds.includes(id));
  return [...selection, ...pageIds.filter((id) => !selection.includes(id))];
}

/** What survives a refresh: only rows still present. */
export const keepPresent = (selection: readonly string[], pageIds: readonly string[]): string[] =>
  selection.filter((id) => pageIds.includes(id));

export type PageSelectionState = 'none' | 'some' | 'all';

/** The select-all checkbox: unchecked, mixed or checked. */
export function pageSelectionState(selection: readonly string[], pageIds: readonly string[]): PageSelectionState {
  const chosen = pageIds.filter((id) => selection.includes(id)).length;
  if (chosen === 0) return 'none';
  return chosen === pageIds.length ? 'all' : 'some';
}
