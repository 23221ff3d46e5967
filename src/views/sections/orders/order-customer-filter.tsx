/**
 * The list's customer filter: a searched picker (2,000 customers do not fit a select), the kit's one picker
 * (views/kit/picker.tsx) over the documents' customer options. Picking one filters the list to that customer's
 * orders; clearing the text removes the filter.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useLingui } from '@lingui/react';
import { useId, useMemo, useState } from 'react';
import type { ReferenceOption, ReferenceSearch } from '../../../machines/kit/field-reference.machine';
import type { ListApi } from '../../../machines/kit/list.connect';
import * as bar from '../../kit/filter-bar.css';
import { PickerControl, PickerOptions, pickerRootProps, usePicker, withCurrent } from '../../kit/picker';

export function CustomerFilter<Row extends { id: string }>({
  api,
  label,
  search,
  currentLabel,
}: {
  api: ListApi<Row>;
  label: string;
  search: ReferenceSearch;
  /** The filtered customer's name, when known. */
  currentLabel: string | null;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const picker = usePicker(search);
  // The option picked here: its name shows even when the list has no order of that customer to name it.
  const [picked, setPicked] = useState<ReferenceOption | null>(null);
  const value = api.query.filters.customerId ?? '';
  const current = useMemo<ReferenceOption | null>(
    () => (value ? { id: value, label: currentLabel ?? (picked?.id === value ? picked.label : '…') } : null),
    [value, currentLabel, picked],
  );
  const items = useMemo(() => withCurrent(picker.options, current), [picker.options, current]);
  const collection = useMemo(() => createListCollection<ReferenceOption>({ items, itemToValue: (o) => o.id, itemToString: (o) => o.label }), [items]);
  return (
    <div className={bar.field}>
      <Combobox.Root
        ids={{ input: id }}
        collection={collection}
        value={value ? [value] : []}
        inputValue={picker.typing ?? current?.label ?? ''}
        {...pickerRootProps(picker, (text) => {
          if (text === '' && value !== '') api.setFilter('customerId', '');
        })}
        onValueChange={(details) => {
          const item = (details.items[0] as ReferenceOption | undefined) ?? null;
          setPicked(item);
          picker.ref.send({ type: 'reference.close' });
          api.setFilter('customerId', item ? item.id : '');
        }}
        translations={{ triggerLabel: i18n._({ id: 'kit.field.reference.show', message: 'Show options' }) }}
        positioning={{ placement: 'bottom-start' }}
      >
        <Combobox.Label className={bar.label}>{label}</Combobox.Label>
        <PickerControl placeholder={i18n._({ id: 'kit.list.filter.all', message: 'All' })} />
        <PickerOptions picker={picker} items={items} />
      </Combobox.Root>
    </div>
  );
}
