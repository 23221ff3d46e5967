/**
 * The kit's one picker (issue 10): the searched list that the reference field, the line editor's product picker and
 * the orders' customer filter share (Ark UI Combobox over the kit's reference search machine). `usePicker` starts the
 * search actor; `pickerRootProps` gives the Combobox root its common behaviour (type to search after the pause, open
 * on click, the first match highlighted so a scanned code and Enter pick it, Escape closes); `PickerControl` is the
 * input with its Show button; `PickerOptions` is the listbox: searching, failed (with Try again exactly when the
 * machine takes it), nothing matches, and each option (label, then its details: a code, or a product's price, stock
 * and barcode). The searches list active records only (src/domain/catalog-options.ts); a current value is kept in
 * the list by `withCurrent` so its label shows.
 */
import { Combobox, type ComboboxRootProps } from '@ark-ui/react/combobox';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import {
  referenceMachine,
  searchWith,
  selectCanRetryReference,
  selectIsReferenceEmpty,
  selectIsReferenceLoading,
  selectReferenceError,
  selectReferenceOptions,
  selectReferenceQuery,
  selectReferenceTyping,
  type ReferenceOption,
  type ReferenceRef,
} from '../../machines/kit/field-reference.machine';
import { FormIcon } from './form-icons';
import * as css from './field.css';
import * as refCss from './field-reference.css';
import { spinner } from './list-shared.css';

/** A picker's search: the options matching `query` (empty: the first ones); must respect `signal`. */
export type PickerSearch<O extends ReferenceOption> = (query: string, signal: AbortSignal) => Promise<O[]>;

export interface Picker<O extends ReferenceOption> {
  ref: ReferenceRef;
  /** The last answer's options. */
  options: O[];
  /** What the user is typing; null: the input shows the chosen option's label. */
  typing: string | null;
}

/** The picker's search actor over the latest `search` (a parent's re-render does not restart it). */
export function usePicker<O extends ReferenceOption>(search: PickerSearch<O>): Picker<O> {
  const searchRef = useRef(search);
  searchRef.current = search;
  const machine = useMemo(() => referenceMachine.provide({ actors: { searchOptions: searchWith((q, signal) => searchRef.current(q, signal)) } }), []);
  const ref = useActorRef(machine, { input: {} });
  const options = useSelector(ref, selectReferenceOptions) as O[];
  const typing = useSelector(ref, selectReferenceTyping);
  return { ref, options, typing };
}

/** The options with the current value first when the answer does not have it (so its label shows and it stays checked). */
export function withCurrent<O extends ReferenceOption>(options: O[], current: O | null): O[] {
  return current && !options.some((o) => o.id === current.id) ? [current, ...options] : options;
}

/**
 * The Combobox root's shared behaviour. `onTyped` runs after each keystroke's text (a field clears its value when
 * the text is emptied); picking an option should send `reference.close` (done here on close).
 */
export function pickerRootProps(picker: Picker<ReferenceOption>, onTyped?: (text: string) => void) {
  return {
    openOnClick: true,
    inputBehavior: 'autohighlight',
    selectionBehavior: 'replace',
    lazyMount: true,
    unmountOnExit: true,
    onInputValueChange: (details) => {
      if (details.reason !== 'input-change') return;
      picker.ref.send({ type: 'reference.query.change', query: details.inputValue });
      onTyped?.(details.inputValue);
    },
    onOpenChange: (details) => picker.ref.send(details.open ? { type: 'reference.open' } : { type: 'reference.close' }),
    // The popup's states sit beside the listbox: pressing Try again is not a click outside the list.
    onInteractOutside: (event) => {
      if (isPickerState(event.target) || isPickerState(event.detail.originalEvent.target)) event.preventDefault();
    },
  } satisfies Partial<ComboboxRootProps<ReferenceOption>>;
}

const isPickerState = (target: EventTarget | null): boolean => target instanceof Element && target.closest('[data-picker-state]') !== null;

/** The picker's input and its Show options button. */
export function PickerControl({ className = css.group, ...input }: ComponentProps<typeof Combobox.Input>) {
  return (
    <Combobox.Control className={className}>
      <Combobox.Input className={css.groupInput} {...input} />
      <Combobox.Trigger className={css.inlineButton}>
        <FormIcon name="choose" size={18} />
      </Combobox.Trigger>
    </Combobox.Control>
  );
}

export interface PickerOptionsProps<O extends ReferenceOption> {
  picker: Picker<O>;
  /** The options shown (the answer, with the current value when `withCurrent` added it). */
  items: readonly O[];
  /** What a failed search says (the retry follows). @default 'The options could not be loaded.' */
  failedText?: string;
  /** An option's second line. @default its sublabel */
  details?: (item: O) => ReactNode;
  /** Marks the chosen option with a check. @default true */
  indicator?: boolean;
  /** The root's positioning has `sameWidth`: the popup is as wide as the field, even when narrower than usual. @default false */
  sameWidth?: boolean;
}

/**
 * The popup: its states (searching, failed with Try again, nothing matches) above the listbox of options. The states
 * sit beside the listbox, not in it (a listbox owns options only: axe 'aria-required-children'); a click on Try again
 * does not close the list (`pickerRootProps`' onInteractOutside). Not portalled: the options stay inside the page's
 * landmarks (axe 'region').
 */
export function PickerOptions<O extends ReferenceOption>({ picker, items, failedText, details, indicator = true, sameWidth = false }: PickerOptionsProps<O>) {
  const { i18n } = useLingui();
  const loading = useSelector(picker.ref, selectIsReferenceLoading);
  const failed = useSelector(picker.ref, (s) => selectCanRetryReference(s) && selectReferenceError(s) !== null);
  const empty = useSelector(picker.ref, selectIsReferenceEmpty);
  const query = useSelector(picker.ref, selectReferenceQuery);
  return (
    <Combobox.Positioner>
      <div className={sameWidth ? `${refCss.frame} ${refCss.sameWidth}` : refCss.frame}>
        {loading ? (
          <div className={refCss.state} role="status" data-picker-state="">
            <span className={spinner} aria-hidden="true" />
            {i18n._({ id: 'kit.field.reference.searching', message: 'Searching…' })}
          </div>
        ) : null}
        {failed ? (
          <div className={refCss.state} role="alert" data-picker-state="">
            {failedText ?? i18n._({ id: 'kit.field.reference.failed', message: 'The options could not be loaded.' })}
            <button type="button" className={refCss.retry} onClick={() => picker.ref.send({ type: 'reference.retry' })}>
              {i18n._({ id: 'kit.field.reference.retry', message: 'Try again' })}
            </button>
          </div>
        ) : null}
        {empty && !loading ? (
          <div className={refCss.state} role="status" data-picker-state="">
            {i18n._({ id: 'kit.field.reference.empty', message: 'Nothing matches “{query}”.', values: { query } })}
          </div>
        ) : null}
        <Combobox.Content className={refCss.content} aria-busy={loading}>
          {items.map((item) => (
            <Combobox.Item key={item.id} item={item} className={refCss.item}>
              <span className={refCss.itemText}>
                <Combobox.ItemText>{item.label}</Combobox.ItemText>
                {details ? details(item) : item.sublabel ? <span className={refCss.sublabel}>{item.sublabel}</span> : null}
              </span>
              {indicator ? (
                <Combobox.ItemIndicator className={refCss.indicator}>
                  <FormIcon name="check" size={16} />
                </Combobox.ItemIndicator>
              ) : null}
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </div>
    </Combobox.Positioner>
  );
}
