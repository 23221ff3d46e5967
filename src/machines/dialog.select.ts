/**
 * The dialog service's open state, apart from its machine (dialog.machine.ts re-exports it): the app shell asks it to
 * load the dialog's view on the first open, and the machine itself arrives after the first paint (app-services.ts).
 */
import type { DialogSnapshot } from './dialog.machine';

export const selectIsDialogOpen = (s: DialogSnapshot) => s.matches('opened');
