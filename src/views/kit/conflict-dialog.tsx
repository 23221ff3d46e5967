/**
 * Someone saved this record after you opened it (409): what differs, field by field, yours against theirs, and the
 * two ways on (the dialog is the question, so it cannot be dismissed): reload their version (your edits go) or
 * overwrite it with yours.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { FieldDiff } from '../../machines/kit/form-values';
import type { FormActor } from '../../machines/kit/form.connect';
import { formatNumber } from '../../machines/kit/format';
import { button } from '../theme/recipes/button.css';
import { useFormPart } from './form-api';
import * as css from './conflict-dialog.css';

export interface ConflictDialogProps {
  formRef: FormActor;
  /** Each field's label by its path, translated. @default the path */
  fieldLabels?: Readonly<Record<string, string>>;
  /** How a value reads (money, dates, references). @default text as is, numbers in the locale, yes/no, "(empty)" */
  formatValue?: (field: string, value: unknown) => string;
}

function defaultFormat(i18n: I18n, value: unknown): string {
  if (value === null || value === undefined || value === '') return i18n._({ id: 'kit.conflict.empty', message: '(empty)' });
  if (typeof value === 'boolean') return value ? i18n._({ id: 'kit.conflict.yes', message: 'Yes' }) : i18n._({ id: 'kit.conflict.no', message: 'No' });
  if (typeof value === 'number') return formatNumber(value, i18n.locale);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function ConflictDialog({ formRef, fieldLabels = {}, formatValue }: ConflictDialogProps) {
  const { i18n } = useLingui();
  const { open, diff, reload, overwrite } = useFormPart(formRef, (api) => ({
    open: api.isConflict,
    diff: api.conflictDiff,
    reload: api.getReloadTheirsProps().onClick,
    overwrite: api.getOverwriteMineProps().onClick,
  }));
  const show = (change: FieldDiff, value: unknown) => formatValue?.(change.field, value) ?? defaultFormat(i18n, value);
  return (
    <Dialog.Root open={open} role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} lazyMount unmountOnExit>
      {/* Out of the form's stacking context; the page behind is inert while it is open. */}
      <Portal>
      <Dialog.Backdrop className={css.backdrop} />
      <Dialog.Positioner className={css.positioner}>
        <Dialog.Content className={css.content}>
          <Dialog.Title className={css.title}>{i18n._({ id: 'kit.conflict.title', message: 'Someone else changed this record' })}</Dialog.Title>
          <Dialog.Description className={css.description}>
            {diff.length === 0
              ? i18n._({ id: 'kit.conflict.same', message: 'It was saved again after you opened it, with the same values as yours.' })
              : i18n._({
                  id: 'kit.conflict.description',
                  message: 'It was saved after you opened it. {count, plural, one {# field differs} other {# fields differ}} from yours:',
                  values: { count: diff.length },
                })}
          </Dialog.Description>
          {diff.length > 0 ? (
            <ul className={css.list}>
              {diff.map((change) => (
                <li key={change.field} className={css.change}>
                  <span className={css.field}>{fieldLabels[change.field] ?? change.field}</span>
                  <p className={css.side}>
                    <span className={css.sideName}>{i18n._({ id: 'kit.conflict.mine', message: 'Yours' })}</span>
                    <span>{show(change, change.mine)}</span>
                  </p>
                  <p className={css.side}>
                    <span className={css.sideName}>{i18n._({ id: 'kit.conflict.theirs', message: 'Stored now' })}</span>
                    <span>{show(change, change.theirs)}</span>
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={css.actions}>
            <button type="button" className={button({ tone: 'secondary' })} onClick={reload}>
              {i18n._({ id: 'kit.conflict.reload', message: 'Reload their version' })}
            </button>
            <button type="button" className={button()} onClick={overwrite}>
              {i18n._({ id: 'kit.conflict.overwrite', message: 'Overwrite with mine' })}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
