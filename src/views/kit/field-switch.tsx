/** An on/off field (Ark UI Switch): Space toggles it; the label is part of the control. */
import { Switch } from '@ark-ui/react/switch';
import { FieldFrame, RequiredMark, useField, type FieldBaseProps } from './field-frame';
import * as css from './field-switch.css';

export function SwitchField({ formRef, name, label, required, hint, className }: FieldBaseProps) {
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className} labelFor={false}>
      <Switch.Root
        className={css.root}
        ids={{ hiddenInput: field.id, label: field.labelId }}
        name={field.name}
        checked={field.value === true}
        onCheckedChange={(details) => field.onChange(details.checked)}
        readOnly={field.readOnly}
        required={field.required}
        invalid={field['aria-invalid'] === true}
      >
        <Switch.Control className={css.control}>
          <Switch.Thumb className={css.thumb} />
        </Switch.Control>
        <Switch.Label className={css.label}>
          {label}
          {field.required ? <RequiredMark /> : null}
        </Switch.Label>
        <Switch.HiddenInput role="switch" aria-describedby={field['aria-describedby']} onBlur={field.onBlur} />
      </Switch.Root>
    </FieldFrame>
  );
}
