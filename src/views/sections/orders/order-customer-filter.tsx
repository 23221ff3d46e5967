/**
 * The list's customer filter: a searched picker (2,000 customers do not fit a select). Picking one filters the
 * list to that customer's orders; clearing the text removes the filter.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useRef, useState } from 'react';
import {
  referenceMachine,
  searchWith,
  selectIsReferenceEmpty,
  selectIsReferenceLoading,
  selectReferenceOptions,
  type ReferenceOption,
  type ReferenceSearch,
} from '../../../machines/kit/field-reference.machine';
import type { ListApi } from '../../../machines/kit/list.connect';
import * as field from '../../kit/field.css';
import * as refCss from '../../kit/field-reference.css';
import * as bar from '../../kit/filter-bar.css';
import { FormIcon } from '../../kit/form-icons';

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
  const searchRef = useRef(search);
  searchRef.current = search;
  const machine = useMemo(() => referenceMachine.provide({ actors: { searchOptions: searchWith((q, signal) => searchRef.current(q, signal)) } }), []);
  const optionsRef = useActorRef(machine, { input: {} });
  const options = useSelector(optionsRef, selectReferenceOptions);
  const loading = useSelector(optionsRef, selectIsReferenceLoading);
  const empty = useSelector(optionsRef, selectIsReferenceEmpty);
  const [typing, setTyping] = useState<string | null>(null);
  const value = api.query.filters.customerId ?? '';
  const current: ReferenceOption | null = value ? { id: value, label: currentLabel ?? '…' } : null;
  const items = useMemo(() => (current && !options.some((o) => o.id === current.id) ? [current, ...options] : options), [options, current?.id, current?.label]);
  const collection = useMemo(() => createListCollection<ReferenceOption>({ items, itemToValue: (o) => o.id, itemToString: (o) => o.label }), [items]);
  return (
    <div className={bar.field}>
      <Combobox.Root
        ids={{ input: id }}
        collection={collection}
        value={value ? [value] : []}
        inputValue={typing ?? current?.label ?? ''}
        onInputValueChange={(details) => {
          if (details.reason !== 'input-change') return;
          setTyping(details.inputValue);
          optionsRef.send({ type: 'reference.query.change', query: details.inputValue });
          if (details.inputValue === '' && value !== '') api.setFilter('customerId', '');
        }}
        onValueChange={(details) => {
          const item = (details.items[0] as ReferenceOption | undefined) ?? null;
          setTyping(null);
          api.setFilter('customerId', item ? item.id : '');
        }}
        onOpenChange={(details) => {
          if (details.open) optionsRef.send({ type: 'reference.open' });
          else setTyping(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior="replace"
        translations={{ triggerLabel: i18n._({ id: 'kit.field.reference.show', message: 'Show options' }) }}
        positioning={{ placement: 'bottom-start' }}
        lazyMount
        unmountOnExit
      >
        <Combobox.Label className={bar.label}>{label}</Combobox.Label>
        <Combobox.Control className={field.group}>
          <Combobox.Input className={field.groupInput} placeholder={i18n._({ id: 'kit.list.filter.all', message: 'All' })} />
          <Combobox.Trigger className={field.inlineButton}>
            <FormIcon name="choose" size={18} />
          </Combobox.Trigger>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content className={`${field.popup} ${refCss.content}`}>
            {loading ? (
              <div className={refCss.state} role="status">
                {i18n._({ id: 'kit.field.reference.searching', message: 'Searching…' })}
              </div>
            ) : null}
            {empty && !loading ? (
              <div className={refCss.state} role="status">
                {i18n._({ id: 'kit.field.reference.empty', message: 'Nothing matches “{query}”.', values: { query: typing ?? '' } })}
              </div>
            ) : null}
            {items.map((item) => (
              <Combobox.Item key={item.id} item={item} className={refCss.item}>
                <span className={refCss.itemText}>
                  <Combobox.ItemText>{item.label}</Combobox.ItemText>
                  {item.sublabel ? <span className={refCss.sublabel}>{item.sublabel}</span> : null}
                </span>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </div>
  );
}
