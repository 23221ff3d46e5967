/**
 * The labels manager of the demo apps (issue 14: the notes' labels, a board's labels): a dialog that adds a label,
 * renames one and deletes one. The area's machine keeps every draft and decides what is offered: the dialog only
 * selects through the area's binding and sends what it maps each action to.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { AnyActorRef } from 'xstate';
import { button } from '../theme/recipes/button.css';
import { iconButton } from '../theme/recipes/icon-button.css';
import { Icon } from '../ui/icon';
import * as css from './demo-dialog.css';

/** How one area's machine serves the labels manager; `labelId` null is the new label. */
export interface LabelsBinding<S> {
  open: (s: S) => boolean;
  draft: (s: S, labelId: string | null, stored: string) => string;
  canAdd: (s: S) => boolean;
  canRename: (s: S, labelId: string) => boolean;
  canDelete: (s: S, labelId: string) => boolean;
  close: () => void;
  change: (labelId: string | null, value: string) => void;
  add: () => void;
  rename: (labelId: string) => void;
  remove: (labelId: string) => void;
}

/** The area's own texts (its message ids); `name` and `remove` get `{title}`. */
export interface LabelsTexts {
  title: MessageDescriptor;
  close: MessageDescriptor;
  empty: MessageDescriptor;
  newLabel: MessageDescriptor;
  add: MessageDescriptor;
  name: MessageDescriptor;
  rename: MessageDescriptor;
  remove: MessageDescriptor;
}

/** The area's actor as far as the dialog needs it: its snapshot, to select from. */
type SnapshotSource<S> = Pick<AnyActorRef, 'subscribe'> & { getSnapshot: () => S };

interface Props<S> {
  actorRef: SnapshotSource<S>;
  binding: LabelsBinding<S>;
  labels: readonly { id: string; title: string }[];
  texts: LabelsTexts;
  maxLength: number;
  /** The new label's field above the list (else below it). */
  addFirst: boolean;
}

export function LabelsManager<S>({ actorRef, binding, labels, texts, maxLength, addFirst }: Props<S>) {
  const { i18n } = useLingui();
  const open = useSelector(actorRef, (s: S) => binding.open(s));
  const value = useSelector(actorRef, (s: S) => binding.draft(s, null, ''));
  const canAdd = useSelector(actorRef, (s: S) => binding.canAdd(s));
  const newId = useId();
  const add = (
    <form
      className={css.labelRow}
      onSubmit={(e) => {
        e.preventDefault();
        if (canAdd) binding.add();
      }}
    >
      <label htmlFor={newId} className="visually-hidden">
        {i18n._(texts.newLabel)}
      </label>
      <input
        id={newId}
        className={css.labelInput}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        placeholder={i18n._(texts.newLabel)}
        onChange={(e) => binding.change(null, e.target.value)}
      />
      <button type="submit" className={button()} disabled={!canAdd}>
        {i18n._(texts.add)}
      </button>
    </form>
  );
  const list =
    labels.length === 0 ? (
      <p className={css.emptyNote}>{i18n._(texts.empty)}</p>
    ) : (
      <ul className={css.plainList}>
        {labels.map((label) => (
          <LabelRow key={label.id} actorRef={actorRef} binding={binding} label={label} texts={texts} maxLength={maxLength} />
        ))}
      </ul>
    );
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && binding.close()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css.backdrop} />
        <Dialog.Positioner className={css.positioner}>
          <Dialog.Content className={css.dialog}>
            <div className={css.dialogHeader}>
              <Dialog.Title className={css.dialogTitle}>{i18n._(texts.title)}</Dialog.Title>
              <Dialog.CloseTrigger className={iconButton} aria-label={i18n._(texts.close)}>
                <Icon name="close" size={20} />
              </Dialog.CloseTrigger>
            </div>
            {addFirst ? add : list}
            {addFirst ? list : add}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LabelRow<S>({
  actorRef,
  binding,
  label,
  texts,
  maxLength,
}: Omit<Props<S>, 'labels' | 'addFirst'> & { label: { id: string; title: string } }) {
  const { i18n } = useLingui();
  const value = useSelector(actorRef, (s: S) => binding.draft(s, label.id, label.title));
  const canRename = useSelector(actorRef, (s: S) => binding.canRename(s, label.id));
  const canDelete = useSelector(actorRef, (s: S) => binding.canDelete(s, label.id));
  const inputId = useId();
  return (
    <li>
      <form
        className={css.labelRow}
        onSubmit={(e) => {
          e.preventDefault();
          if (canRename) binding.rename(label.id);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {i18n._(texts.name.id, { title: label.title }, { message: texts.name.message })}
        </label>
        <input id={inputId} className={css.labelInput} value={value} maxLength={maxLength} autoComplete="off" onChange={(e) => binding.change(label.id, e.target.value)} />
        <button type="submit" className={button({ tone: 'secondary' })} disabled={!canRename}>
          {i18n._(texts.rename)}
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={!canDelete}
          aria-label={i18n._(texts.remove.id, { title: label.title }, { message: texts.remove.message })}
          onClick={() => binding.remove(label.id)}
        >
          <Icon name="trash" size={18} />
        </button>
      </form>
    </li>
  );
}
