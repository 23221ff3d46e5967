/**
 * "Deleted. Undo" for about 6 s after a delete or a deactivation (the offer belongs to `undoMachine`). Hovering or
 * focusing the toast stops its time (WCAG 2.2.1), so a keyboard or screen reader user has as long as they need.
 */
import { useLingui } from '@lingui/react';
import type { UndoRef } from '../../machines/kit/undo.machine';
import { FormIcon } from './form-icons';
import * as css from './undo-toast.css';
import { newIdempotencyKey } from '../../machines/effects/idempotency-key';

export interface UndoToastProps {
  /** The offer (`selectUndoRef` of a record), or null when there is none. */
  undoRef: UndoRef | null;
  /** What was done, translated ("Customer deleted"). */
  message: string;
  /** Makes the compensating request's Idempotency-Key. @default crypto.randomUUID() */
  makeKey?: () => string;
}

export function UndoToast({ undoRef, message, makeKey = newIdempotencyKey }: UndoToastProps) {
  const { i18n } = useLingui();
  if (undoRef === null) return null;
  const pause = () => undoRef.send({ type: 'undo.pause' });
  const resume = () => undoRef.send({ type: 'undo.resume' });
  return (
    <div className={css.region}>
      <div
        className={css.toast}
        role="status"
        onPointerEnter={pause}
        onPointerLeave={resume}
        onFocus={pause}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
        }}
      >
        <p className={css.message}>{message}</p>
        <div className={css.actions}>
          <button type="button" className={css.undo} onClick={() => undoRef.send({ type: 'undo.run', idempotencyKey: makeKey() })}>
            <FormIcon name="undo" size={18} />
            {i18n._({ id: 'kit.undo.run', message: 'Undo' })}
          </button>
          <button
            type="button"
            className={css.close}
            aria-label={i18n._({ id: 'kit.undo.dismiss', message: 'Dismiss' })}
            onClick={() => undoRef.send({ type: 'undo.dismiss' })}
          >
            <FormIcon name="close" size={18} />
          </button>
        </div>
      </div>
    </div>
  );
}
