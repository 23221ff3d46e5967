/**
 * A section's form: the <form> element (no browser validation: the section's rules decide), the restored-draft,
 * outbox and error notices, the fields the section puts inside, Save / Cancel, and the conflict dialog. After a
 * refused submit (client rules or the service's 422) the focus moves to the first field with an error.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { FormActor } from '../../machines/kit/form.connect';
import { ConflictDialog, type ConflictDialogProps } from './conflict-dialog';
import { useFormPart } from './form-api';
import { FormActions, type FormActionsProps } from './form-layout';
import { FormErrorAlert, RestoredDraftNotice } from './form-notices';
import { OutboxNotice } from './outbox-notice';
import * as css from './form-layout.css';

export interface FormViewProps {
  formRef: FormActor;
  /** The form's accessible name, translated (e.g. "Edit customer"). */
  label: string;
  /** The sections and fields. */
  children: ReactNode;
  /** For the conflict dialog. @default the field paths */
  fieldLabels?: ConflictDialogProps['fieldLabels'];
  /** For the conflict dialog. @default a plain reading of each value */
  formatValue?: ConflictDialogProps['formatValue'];
  /** @default "Save" */
  saveLabel?: FormActionsProps['saveLabel'];
  /** @default true */
  cancel?: boolean;
}

export function FormView({ formRef, label, children, fieldLabels, formatValue, saveLabel, cancel = true }: FormViewProps) {
  const form = useRef<HTMLFormElement>(null);
  const { formProps, submitCount } = useFormPart(formRef, (api) => ({ formProps: api.getFormProps(), submitCount: api.submitCount }));
  useEffect(() => {
    if (submitCount === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  return (
    <form ref={form} className={css.form} aria-label={label} noValidate={formProps.noValidate} aria-busy={formProps['aria-busy']} onSubmit={formProps.onSubmit}>
      <RestoredDraftNotice formRef={formRef} />
      <OutboxNotice formRef={formRef} />
      <FormErrorAlert formRef={formRef} />
      {children}
      <FormActions formRef={formRef} {...(saveLabel !== undefined ? { saveLabel } : {})} cancel={cancel} />
      <ConflictDialog formRef={formRef} {...(fieldLabels ? { fieldLabels } : {})} {...(formatValue ? { formatValue } : {})} />
    </form>
  );
}
