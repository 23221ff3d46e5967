/**
 * A reference to another record, picked from a searched list (Ark UI Combobox): typing searches through the
 * section's `search(query, signal)` after a 300 ms pause, with searching, no-match and failed states; the chosen
 * record's label shows in the input and the form stores its id. Keyboard: type, Down/Up to move, Enter to choose,
 * Escape to close.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import {
  referenceMachine,
  searchWith,
  selectIsReferenceEmpty,
  selectIsReferenceLoading,
  selectReferenceError,
  selectReferenceOptions,
  type ReferenceOption,
  type ReferenceSearch,
} from '../../machines/kit/field-reference.machine';
import { FieldFrame, RequiredMark, useField, type FieldBaseProps } from './field-frame';
import { FormIcon } from './form-icons';
import * as css from './field.css';
import * as refCss from './field-reference.css';
import { spinner } from './list-shared.css';

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
  // The latest search function, without restarting the options actor when a parent re-renders.
  const searchRef = useRef(search);
  searchRef.current = search;
  const machine = useMemo(() => referenceMachine.provide({ actors: { searchOptions: searchWith((q, signal) => searchRef.current(q, signal)) } }), []);
  const optionsRef = useActorRef(machine, { input: {} });
  const options = useSelector(optionsRef, selectReferenceOptions);
  const loading = useSelector(optionsRef, selectIsReferenceLoading);
  const error = useSelector(optionsRef, selectReferenceError);
  const empty = useSelector(optionsRef, selectIsReferenceEmpty);
  // Retry is offered exactly when the search machine would take it (its failed state).
  const canRetry = useSelector(optionsRef, (s) => s.can({ type: 'reference.retry' }));

  const [picked, setPicked] = useState<ReferenceOption | null>(null);
  // What the user is typing; null shows the chosen option's label.
  const [typing, setTyping] = useState<string | null>(null);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const selected = [picked, selectedOption].find((o) => o !== null && o.id === value) ?? null;
  const items = useMemo(() => (selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options), [options, selected]);
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
        inputValue={typing ?? selected?.label ?? value ?? ''}
        onInputValueChange={(details) => {
          if (details.reason !== 'input-change') return;
          setTyping(details.inputValue);
          optionsRef.send({ type: 'reference.query.change', query: details.inputValue });
          // Clearing the text clears the choice.
          if (details.inputValue === '' && value !== null) field.onChange(null);
        }}
        onValueChange={(details) => {
          const item = (details.items[0] as ReferenceOption | undefined) ?? null;
          setPicked(item);
          setTyping(null);
          field.onChange(item ? item.id : null);
        }}
        onOpenChange={(details) => {
          if (details.open) optionsRef.send({ type: 'reference.open' });
          else setTyping(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior="replace"
        readOnly={field.readOnly}
        required={field.required}
        invalid={field['aria-invalid'] === true}
        translations={{
          triggerLabel: i18n._({ id: 'kit.field.reference.show', message: 'Show options' }),
          clearTriggerLabel: i18n._({ id: 'kit.field.reference.clear', message: 'Clear' }),
        }}
        positioning={{ placement: 'bottom-start', sameWidth: true }}
        lazyMount
        unmountOnExit
      >
        <Combobox.Label className={css.label}>
          {label}
          {field.required ? <RequiredMark /> : null}
        </Combobox.Label>
        <Combobox.Control className={css.group}>
          <Combobox.Input className={css.groupInput} aria-describedby={field['aria-describedby']} onBlur={field.onBlur} placeholder={placeholder} />
          <Combobox.Trigger className={css.inlineButton}>
            <FormIcon name="choose" size={18} />
          </Combobox.Trigger>
        </Combobox.Control>
        {/* Not portalled: the options stay inside the page's landmarks (axe 'region'); the positioner floats them. */}
        <Combobox.Positioner>
            <Combobox.Content className={`${css.popup} ${refCss.content}`}>
              {loading ? (
                <div className={refCss.state} role="status">
                  <span className={spinner} aria-hidden="true" />
                  {i18n._({ id: 'kit.field.reference.searching', message: 'Searching…' })}
                </div>
              ) : null}
              {canRetry && error !== null ? (
                <div className={refCss.state} role="alert">
                  {i18n._({ id: 'kit.field.reference.failed', message: 'The options could not be loaded.' })}
                  <button type="button" className={refCss.retry} onClick={() => optionsRef.send({ type: 'reference.retry' })}>
                    {i18n._({ id: 'kit.field.reference.retry', message: 'Try again' })}
                  </button>
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
                  <Combobox.ItemIndicator className={refCss.indicator}>
                    <FormIcon name="check" size={16} />
                  </Combobox.ItemIndicator>
                </Combobox.Item>
              ))}
            </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </FieldFrame>
  );
}
