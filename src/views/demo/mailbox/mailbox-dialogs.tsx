/** The mailbox's two dialogs: labels (create, rename, recolour, delete after a confirmation) and settings (the layout). */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { labelColors } from '../../../machines/demo/mailbox/mailbox-api';
import {
  labelTitleError,
  MAX_LABEL_TITLE,
  selectIsLabelBusy,
  selectIsLabelsOpen,
  selectIsSettingsOpen,
  selectIsSettingsSaving,
  selectLabelFailure,
  selectLabelForm,
  selectLabels,
  selectLabelToDelete,
  selectSettingsDraft,
  selectSettingsFailure,
  type MailboxRef,
} from '../../../machines/demo/mailbox/mailbox.machine';
import * as dialog from '../../kit/conflict-dialog.css';
import { button } from '../../theme/recipes/button.css';
import { LabelDot, useFailureText } from './mail-parts';
import { colorTexts, titleErrorTexts } from './mail-texts';
import * as css from './mailbox-page.css';

export function LabelsDialog({ mailboxRef }: { mailboxRef: MailboxRef }) {
  const { i18n } = useLingui();
  const open = useSelector(mailboxRef, selectIsLabelsOpen);
  const labels = useSelector(mailboxRef, selectLabels);
  const form = useSelector(mailboxRef, selectLabelForm);
  const toDelete = useSelector(mailboxRef, selectLabelToDelete);
  const failure = useSelector(mailboxRef, selectLabelFailure);
  const busy = useSelector(mailboxRef, selectIsLabelBusy);
  const canNew = useSelector(mailboxRef, (s) => s.can({ type: 'mailbox.labels.new' }));
  const canSave = useSelector(mailboxRef, (s) => s.can({ type: 'mailbox.labels.save' }));
  const failureText = useFailureText();
  const titleId = useId();
  const colorId = useId();
  const errorId = useId();
  const titleError = form ? labelTitleError(form.title) : null;
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : mailboxRef.send({ type: 'mailbox.labels.close' }))} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={dialog.backdrop} />
        <Dialog.Positioner className={dialog.positioner}>
          <Dialog.Content className={dialog.content}>
            <Dialog.Title className={dialog.title}>
              <Trans id="demo.mail.labels.title" message="Labels" />
            </Dialog.Title>
            <Dialog.Description className={dialog.description}>
              <Trans id="demo.mail.labels.description" message="Rename, recolour or delete a label; deleting one takes it off every mail." />
            </Dialog.Description>
            {failure ? (
              <p className={css.error} role="alert">
                {failureText(failure)}
              </p>
            ) : null}
            <ul className={css.labelRows}>
              {labels.map((l) => (
                <li key={l.id} className={css.labelRow}>
                  <LabelDot color={l.color} />
                  <span className={css.labelRowTitle}>{l.title}</span>
                  <button
                    type="button"
                    className={button({ tone: 'ghost' })}
                    disabled={!canNew}
                    onClick={() => mailboxRef.send({ type: 'mailbox.labels.edit', id: l.id })}
                    aria-label={i18n._({ id: 'demo.mail.labels.edit', message: 'Edit {title}', values: { title: l.title } })}
                  >
                    <Trans id="demo.mail.labels.editShort" message="Edit" />
                  </button>
                  <button
                    type="button"
                    className={button({ tone: 'ghost' })}
                    disabled={!canNew}
                    onClick={() => mailboxRef.send({ type: 'mailbox.labels.delete', id: l.id })}
                    aria-label={i18n._({ id: 'demo.mail.labels.delete', message: 'Delete {title}', values: { title: l.title } })}
                  >
                    <Trans id="demo.mail.labels.deleteShort" message="Delete" />
                  </button>
                </li>
              ))}
            </ul>
            {toDelete ? (
              <div className={css.form} role="group" aria-label={i18n._({ id: 'demo.mail.labels.confirmTitle', message: 'Delete the label?' })}>
                <p>
                  {i18n._({
                    id: 'demo.mail.labels.confirm',
                    message: 'Delete the label “{title}”? It is taken off every mail that carries it.',
                    values: { title: toDelete.title },
                  })}
                </p>
                <div className={dialog.actions}>
                  <button type="button" className={button({ tone: 'secondary' })} disabled={busy} onClick={() => mailboxRef.send({ type: 'mailbox.labels.cancel' })}>
                    <Trans id="demo.mail.cancel" message="Cancel" />
                  </button>
                  <button type="button" className={button()} disabled={busy} onClick={() => mailboxRef.send({ type: 'mailbox.labels.confirm' })}>
                    <Trans id="demo.mail.labels.confirmDelete" message="Delete label" />
                  </button>
                </div>
              </div>
            ) : null}
            {form ? (
              <form
                className={css.form}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  mailboxRef.send({ type: 'mailbox.labels.save' });
                }}
              >
                <div className={css.field}>
                  <label className={css.fieldLabel} htmlFor={titleId}>
                    <Trans id="demo.mail.labels.name" message="Name" />
                  </label>
                  <input
                    id={titleId}
                    className={css.control}
                    value={form.title}
                    maxLength={MAX_LABEL_TITLE * 2}
                    autoComplete="off"
                    aria-invalid={titleError !== null && form.title !== ''}
                    aria-describedby={titleError ? errorId : undefined}
                    onChange={(event) => mailboxRef.send({ type: 'mailbox.labels.title', value: event.target.value })}
                  />
                  {titleError && form.title !== '' ? (
                    <p id={errorId} className={css.error}>
                      {i18n._(titleErrorTexts[titleError])}
                    </p>
                  ) : null}
                </div>
                <div className={css.field}>
                  <label className={css.fieldLabel} htmlFor={colorId}>
                    <Trans id="demo.mail.labels.color" message="Colour" />
                  </label>
                  <select id={colorId} className={css.control} value={form.color} onChange={(event) => mailboxRef.send({ type: 'mailbox.labels.color', value: event.target.value })}>
                    {labelColors.map((c) => (
                      <option key={c} value={c}>
                        {i18n._(colorTexts[c])}
                      </option>
                    ))}
                  </select>
                </div>
                <div className={dialog.actions}>
                  <button type="button" className={button({ tone: 'secondary' })} disabled={busy} onClick={() => mailboxRef.send({ type: 'mailbox.labels.cancel' })}>
                    <Trans id="demo.mail.cancel" message="Cancel" />
                  </button>
                  <button type="submit" className={button()} disabled={!canSave}>
                    {form.id === null ? <Trans id="demo.mail.labels.create" message="Create label" /> : <Trans id="demo.mail.labels.save" message="Save label" />}
                  </button>
                </div>
              </form>
            ) : null}
            <div className={dialog.actions}>
              {canNew ? (
                <button type="button" className={button({ tone: 'secondary' })} onClick={() => mailboxRef.send({ type: 'mailbox.labels.new' })}>
                  <Trans id="demo.mail.labels.new" message="New label" />
                </button>
              ) : null}
              <Dialog.CloseTrigger className={button()}>
                <Trans id="demo.mail.close" message="Close" />
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function SettingsDialog({ mailboxRef }: { mailboxRef: MailboxRef }) {
  const open = useSelector(mailboxRef, selectIsSettingsOpen);
  const draft = useSelector(mailboxRef, selectSettingsDraft);
  const failure = useSelector(mailboxRef, selectSettingsFailure);
  const saving = useSelector(mailboxRef, selectIsSettingsSaving);
  const failureText = useFailureText();
  const name = useId();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : mailboxRef.send({ type: 'mailbox.settings.close' }))} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={dialog.backdrop} />
        <Dialog.Positioner className={dialog.positioner}>
          <Dialog.Content className={dialog.content}>
            <Dialog.Title className={dialog.title}>
              <Trans id="demo.mail.settings.title" message="Mailbox settings" />
            </Dialog.Title>
            <form
              className={css.field}
              onSubmit={(event) => {
                event.preventDefault();
                mailboxRef.send({ type: 'mailbox.settings.save' });
              }}
            >
              <fieldset className={css.radios}>
                <legend className={css.fieldLabel}>
                  <Trans id="demo.mail.settings.layout" message="Where an opened mail shows" />
                </legend>
                <label className={css.radio}>
                  <input
                    type="radio"
                    name={name}
                    value="right"
                    checked={draft?.messageLayout !== 'full'}
                    onChange={() => mailboxRef.send({ type: 'mailbox.settings.layout', layout: 'right' })}
                  />
                  <Trans id="demo.mail.settings.right" message="Beside the list, on a wide screen" />
                </label>
                <label className={css.radio}>
                  <input
                    type="radio"
                    name={name}
                    value="full"
                    checked={draft?.messageLayout === 'full'}
                    onChange={() => mailboxRef.send({ type: 'mailbox.settings.layout', layout: 'full' })}
                  />
                  <Trans id="demo.mail.settings.full" message="In place of the list" />
                </label>
              </fieldset>
              {failure ? (
                <p className={css.error} role="alert">
                  <Trans id="demo.mail.settings.failed" message="The settings could not be saved." /> {failureText(failure)}
                </p>
              ) : null}
              <div className={dialog.actions}>
                <button type="button" className={button({ tone: 'secondary' })} disabled={saving} onClick={() => mailboxRef.send({ type: 'mailbox.settings.close' })}>
                  <Trans id="demo.mail.cancel" message="Cancel" />
                </button>
                <button type="submit" className={button()} disabled={saving}>
                  <Trans id="demo.mail.settings.save" message="Save settings" />
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
