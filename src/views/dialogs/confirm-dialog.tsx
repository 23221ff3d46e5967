import type { DialogRef } from '../../machines/dialog.machine';

/** Mount point: the view is being built (shell issue); it renders nothing until then. */
export function ConfirmDialog(_props: { dialogRef: DialogRef }) {
  return null;
}
