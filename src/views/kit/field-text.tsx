/** One-line and multi-line text fields. */
import { controlProps, FieldFrame, useField, type FieldBaseProps } from './field-frame';
import * as css from './field.css';

export interface TextFieldProps extends FieldBaseProps {
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url';
  /** @default none */
  autoComplete?: string;
  /** @default none */
  maxLength?: number;
  /** @default none */
  placeholder?: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

export function TextField({ formRef, name, label, required, hint, className, type = 'text', autoComplete, maxLength, placeholder }: TextFieldProps) {
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <input
        {...controlProps(field)}
        type={type}
        className={css.control}
        value={textOf(field.value)}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  /** @default 4 */
  rows?: number;
  /** @default none */
  maxLength?: number;
}

export function TextAreaField({ formRef, name, label, required, hint, className, rows = 4, maxLength }: TextAreaFieldProps) {
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <textarea
        {...controlProps(field)}
        className={css.textarea}
        rows={rows}
        maxLength={maxLength}
        value={textOf(field.value)}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}
