/**
 * What every kit field shares: one narrow selection of its props from the form (connectForm, compared shallowly so
 * a keystroke elsewhere does not re-render it) and the frame around its control: visible label with the required
 * mark, hint, and the message of its first error code in the user's language.
 */
import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { connectForm, type FieldProps, type FormActor } from '../../machines/kit/form.connect';
import { fieldErrorMessages } from './field-messages';
import { FormIcon } from './form-icons';
import * as css from './field.css';

export interface FieldBaseProps {
  /** The form the field belongs to (`createFormMachine`'s actor). */
  formRef: FormActor;
  /** The field's path in the form's values (`name`, `address.city`). */
  name: string;
  /** The visible label, translated. */
  label: ReactNode;
  /** Shows the required mark and tells assistive technology. @default false */
  required?: boolean;
  /** A line of help under the control, translated. @default none */
  hint?: ReactNode;
  /** Extra class on the field's wrapper. @default none */
  className?: string;
}

/** A field's props and the ids of its parts. */
export interface FieldState extends FieldProps {
  labelId: string;
  hintId: string;
  errorId: string;
}

export function useField(formRef: FormActor, name: string, options: { required?: boolean; hint?: boolean } = {}): FieldState {
  const { required = false, hint = false } = options;
  return useSelector(
    formRef,
    (snapshot) => {
      const api = connectForm(snapshot, formRef.send);
      return {
        ...api.getFieldProps(name, { required, hint }),
        labelId: api.ids.label(name),
        hintId: api.ids.hint(name),
        errorId: api.ids.error(name),
      };
    },
    shallowEqual,
  );
}

/** The props to spread on a native control (input, textarea, select). */
export function controlProps(field: FieldState) {
  return {
    id: field.id,
    name: field.name,
    required: field.required,
    readOnly: field.readOnly,
    onBlur: field.onBlur,
    'aria-invalid': field['aria-invalid'],
    'aria-describedby': field['aria-describedby'],
  };
}

export function FieldFrame({
  field,
  label,
  hint,
  className,
  labelFor = true,
  children,
}: {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  className?: string | undefined;
  /** False when the control is named otherwise (a switch labels itself). @default true */
  labelFor?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={className ? `${css.field} ${className}` : css.field}>
      {labelFor ? (
        <label id={field.labelId} htmlFor={field.id} className={css.label}>
          {label}
          {field.required ? <RequiredMark /> : null}
        </label>
      ) : null}
      {children}
      {hint !== undefined ? (
        <p id={field.hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <p id={field.errorId} className={css.error} hidden={field.error === null}>
        {field.error !== null ? (
          <>
            <FormIcon name="alert" size={16} className={css.errorIcon} />
            {i18n._(fieldErrorMessages[field.error])}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The visible required mark; the control itself says "required" to assistive technology. */
export function RequiredMark() {
  return (
    <span className={css.requiredMark} aria-hidden="true">
      *
    </span>
  );
}
