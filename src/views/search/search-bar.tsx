import type { SearchRef } from '../../machines/search.machine';

/** Mount point: the view is being built (shell issue); it renders nothing until then. */
export function SearchBar(_props: { searchRef: SearchRef }) {
  return null;
}
