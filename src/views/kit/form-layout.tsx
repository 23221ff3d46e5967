/** A form's frame: titled sections in one column on phones and two on wider screens, and the Save / Cancel row. */
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { FormActor } from '../../machines/kit/form.connect';
import { button } from '../theme/recipes/button.css';
import { RequiredMark } from './field-frame';
import { useFormPart } from './form-api';
import * as css from './form-layout.css';

export { fullWidth } from './form-layout.css';

export function FormLayout({ children }: { children: ReactNode }) {
  return <div className={css.layout}>{children}</div>;
}

export interface FormSectionProps {
  /** The section's title (a fieldset legend), translated. */
  title: ReactNode;
  /** A line under the title. @default none */
  description?: ReactNode;
  children: ReactNode;
}

/** A group of fields; put `fullWidth` on a field that spans both columns. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <fieldset className={css.section}>
      <legend className={css.legend}>{title}</legend>
      {description ? <p className={css.description}>{description}</p> : null}
      <div className={css.grid}>{children}</div>
    </fieldset>
  );
}

export interface FormActionsProps {
  formRef: FormActor;
  /** @default "Save" */
  saveLabel?: ReactNode;
  /** Hide Cancel (a form with nowhere to go back to). @default true */
  cancel?: boolean;
}

/** Save (a submit: disabled and busy while the request runs, SECURITY-TESTS N3) and Cancel (asks when there are changes). */
export function FormActions({ formRef, saveLabel, cancel = true }: FormActionsProps) {
  const { i18n } = useLingui();
  const { submit, cancelProps, isSubmitting, isQueued } = useFormPart(formRef, (api) => ({
    submit: api.getSubmitProps(),
    cancelProps: api.getCancelProps(),
    isSubmitting: api.isSubmitting,
    isQueued: api.isQueued,
  }));
  return (
    <div className={css.actions}>
      <p className={css.requiredNote}>
        <RequiredMark /> {i18n._({ id: 'kit.form.required', message: 'Required' })}
      </p>
      {cancel ? (
        <button type="button" className={button({ tone: 'secondary' })} disabled={cancelProps.disabled} onClick={cancelProps.onClick}>
          {i18n._({ id: 'kit.form.cancel', message: 'Cancel' })}
        </button>
      ) : null}
      <button type="submit" className={button()} disabled={submit.disabled} aria-busy={submit['aria-busy']}>
        {isSubmitting
          ? i18n._({ id: 'kit.form.saving', message: 'Saving…' })
          : isQueued
            ? i18n._({ id: 'kit.form.sendNow', message: 'Send now' })
            : (saveLabel ?? i18n._({ id: 'kit.form.save', message: 'Save' }))}
      </button>
    </div>
  );
}
