/**
 * A reference to another record, picked from a searched list (the kit's one picker, picker.tsx): typing searches
 * through the section's `search(query, signal)` after a 300 ms pause, with searching, no-match and failed states; the
 * chosen record's label shows in the input and the form stores its id. Keyboard: type, Down/Up to move, Enter to
 * choose, Escape to close.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import type { ReferenceOption, ReferenceSearch } from '../../machines/kit/field-reference.machine';
import { FieldFrame, RequiredMark, useField, type FieldBaseProps } from './field-frame';
import * as css from './field.css';
import { PickerControl, PickerOptions, pickerRootProps, usePicker, withCurrent } from './picker';

export type { ReferenceOption, ReferenceSearch } from '../../machines/kit/field-reference.machine';

export interface ReferenceFieldProps extends FieldBaseProps {
  /** Finds the options for what is typed (empty: the first ones); must respect `signal`. */
  search: ReferenceSearch;
  /** The option of the value the form starts with, so its label shows. @default none (the id shows) */
  selectedOption?: ReferenceOption | null;
  /** @default none */
  placeholder?: string;
}

export function ReferenceField({ formRef, name, label, required, hint, className, search, selectedOption = null, placeholder }: ReferenceFieldProps) {
  const { i18n } = useLingui();
  const field = useField(formRef, name, { required: required ?? false, hint: hint !== undefined });
  const picker = usePicker(search);
  // The option picked here (its label shows until the form's value changes).
  const [picked, setPicked] = useState<ReferenceOption | null>(null);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const selected = [picked, selectedOption].find((o) => o !== null && o.id === value) ?? null;
  const items = useMemo(() => withCurrent(picker.options, selected), [picker.options, selected]);
  const collection = useMemo(
    () => createListCollection<ReferenceOption>({ items, itemToValue: (o) => o.id, itemToString: (o) => o.label }),
    [items],
  );

  return (
    <FieldFrame field={field} label={label} hint={hint} className={className} labelFor={false}>
      <Combobox.Root
        ids={{ input: field.id, label: field.labelId }}
        collection={collection}
        value={value ? [value] : []}
        inputValue={picker.typing ?? selected?.label ?? value ?? ''}
        {...pickerRootProps(picker, (text) => {
          // Clearing the text clears the choice.
          if (text === '' && value !== null) field.onChange(null);
        })}
        onValueChange={(details) => {
          const item = (details.items[0] as ReferenceOption | undefined) ?? null;
          setPicked(item);
          picker.ref.send({ type: 'reference.close' });
          field.onChange(item ? item.id : null);
        }}
        readOnly={field.readOnly}
        required={field.required}
        invalid={field['aria-invalid'] === true}
        translations={{
          triggerLabel: i18n._({ id: 'kit.field.reference.show', message: 'Show options' }),
          clearTriggerLabel: i18n._({ id: 'kit.field.reference.clear', message: 'Clear' }),
        }}
        positioning={{ placement: 'bottom-start', sameWidth: true }}
      >
        <Combobox.Label className={css.label}>
          {label}
          {field.required ? <RequiredMark /> : null}
        </Combobox.Label>
        <PickerControl aria-describedby={field['aria-describedby']} onBlur={field.onBlur} placeholder={placeholder} />
        <PickerOptions picker={picker} items={items} sameWidth />
      </Combobox.Root>
    </FieldFrame>
  );
}
