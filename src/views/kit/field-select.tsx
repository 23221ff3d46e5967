/**
 * A choice among a short fixed list (status, type, paper size). A native <select>: the platform's own picker on
 * phones, full keyboard and screen reader support, and no code to ship. Ark's Select would add about 11.5 KB gzip
 * on top of Dialog and Popover (6 KB when Combobox, which ReferenceField needs, is already there) for what the
 * native control already does; long or searched lists use ReferenceField.
 */
import { useLingui } from '@lingui/react';
import { controlProps, FieldFrame, useField, type FieldBaseProps } from './field-frame';
import * as css from './field.css';

export interface SelectOption {
  /** What the form stores. */
  value: string;
  /** What the user reads, translated. */
  label: string;
  /** @default false */
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** The empty choice's text (stored as null). @default "Choose…" (only when the value can be empty) */
  placeholder?: string;
}

export function SelectField({ formRef, name, label, required, hint, className, options, placeholder }: SelectFieldProps) {
  const { i18n } = useLingui();
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <select
        {...controlProps(field)}
        // A read-only select does not exist in HTML: while the form is saving the choice cannot change.
        disabled={field.readOnly}
        className={css.control}
        value={value}
        onChange={(event) => field.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      >
        {value === '' || !field.required ? (
          <option value="">{placeholder ?? i18n._({ id: 'kit.field.select.placeholder', message: 'Choose…' })}</option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
