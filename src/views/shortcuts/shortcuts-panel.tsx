import type { ShortcutsRef } from '../../machines/shortcuts.machine';

/** Mount point: the view is being built (shell issue); it renders nothing until then. */
export function ShortcutsPanel(_props: { shortcutsRef: ShortcutsRef }) {
  return null;
}
