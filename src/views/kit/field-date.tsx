/**
 * A form's calendar day (`YYYY-MM-DD`, SPEC §9): the kit's day picker (day-picker.tsx) in the field's frame, with the
 * long date shown again under it.
 */
import { useFormats } from './format-context';
import { formatDate } from '../../machines/kit/format';
import { DayPicker, isoDay } from './day-picker';
import { FieldFrame, useField, type FieldBaseProps } from './field-frame';
import * as css from './field.css';

export interface DateFieldProps extends FieldBaseProps {
  /** The earliest day that can be chosen (`YYYY-MM-DD`). @default none */
  min?: string;
  /** The latest day that can be chosen (`YYYY-MM-DD`). @default none */
  max?: string;
}

export function DateField({ formRef, name, label, required, hint, className, min, max }: DateFieldProps) {
  const { locale } = useFormats();
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  const iso = isoDay(field.value);
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className} labelFor={false}>
      <DayPicker
        value={iso}
        onChange={field.onChange}
        inputId={field.id}
        labelId={field.labelId}
        labelClassName={css.label}
        label={
          <>
            {label}
            {field.required ? (
              <span className={css.requiredMark} aria-hidden="true">
                *
              </span>
            ) : null}
          </>
        }
        min={min}
        max={max}
        readOnly={field.readOnly}
        required={field.required}
        invalid={field['aria-invalid'] === true}
        describedBy={field['aria-describedby']}
        onBlur={field.onBlur}
      >
        {iso ? <p className={css.display}>{formatDate(iso, locale, 'long')}</p> : null}
      </DayPicker>
    </FieldFrame>
  );
}
