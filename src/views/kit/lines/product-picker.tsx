/**
 * A line's product, picked from a searched list (Ark UI Combobox over the kit's reference search machine): SKU,
 * barcode or name typed, searched after the pause, each option with what is available in the document's warehouse.
 * Down/Up move, Enter picks (the first match is highlighted, so a scanned barcode and Enter pick it), Escape closes.
 * Picking sends `lines.product.pick`: the lines machine fills the line and moves the focus to its quantity.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  referenceMachine,
  searchWith,
  selectIsReferenceEmpty,
  selectIsReferenceLoading,
  selectReferenceError,
  selectReferenceOptions,
  type ReferenceOption,
} from '../../../machines/kit/field-reference.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { LineProduct } from '../../../machines/kit/lines.machine';
import { FieldFrame, RequiredMark, useField } from '../field-frame';
import { FormIcon } from '../form-icons';
import { useFormats } from '../format-context';
import * as css from '../field.css';
import * as refCss from '../field-reference.css';
import { spinner } from '../list-shared.css';
import * as lines from './lines.css';

type ProductOption = ReferenceOption & { product: LineProduct };

/** The search the document gives: products matching a query, with stock in its warehouse. */
export type LineProductSearch = (query: string, signal: AbortSignal) => Promise<LineProduct[]>;

export const productLabel = (p: Pick<LineProduct, 'sku' | 'name'>): string => `${p.sku} · ${p.name}`;

export function ProductPicker({
  formRef,
  name,
  label,
  search,
  product,
  onPick,
  className,
}: {
  formRef: FormActor;
  /** `lines.2.productId`. */
  name: string;
  label: ReactNode;
  search: LineProductSearch;
  /** The line's product as the editor knows it (null: none yet). */
  product: LineProduct | null;
  onPick: (product: LineProduct) => void;
  className?: string;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const field = useField(formRef, name, { required: true });
  const searchRef = useRef(search);
  searchRef.current = search;
  const machine = useMemo(
    () =>
      referenceMachine.provide({
        actors: {
          searchOptions: searchWith(async (q, signal) =>
            (await searchRef.current(q, signal)).map((p): ProductOption => ({ id: p.id, label: productLabel(p), sublabel: p.barcode ?? undefined, product: p }) as ProductOption),
          ),
        },
      }),
    [],
  );
  const optionsRef = useActorRef(machine, { input: {} });
  const options = useSelector(optionsRef, selectReferenceOptions) as ProductOption[];
  const loading = useSelector(optionsRef, selectIsReferenceLoading);
  const error = useSelector(optionsRef, selectReferenceError);
  const empty = useSelector(optionsRef, selectIsReferenceEmpty);
  const canRetry = useSelector(optionsRef, (s) => s.can({ type: 'reference.retry' }));
  const [typing, setTyping] = useState<string | null>(null);

  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const selected: ProductOption | null = product && product.id === value ? { id: product.id, label: productLabel(product), product } : null;
  const items = useMemo(() => (selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options), [options, selected]);
  const collection = useMemo(() => createListCollection<ProductOption>({ items, itemToValue: (o) => o.id, itemToString: (o) => o.label }), [items]);

  return (
    <FieldFrame field={field} label={label} className={className} labelFor={false}>
      <Combobox.Root
        ids={{ input: field.id, label: field.labelId }}
        collection={collection}
        value={value ? [value] : []}
        inputValue={typing ?? selected?.label ?? (value ? value : '')}
        onInputValueChange={(details) => {
          if (details.reason !== 'input-change') return;
          setTyping(details.inputValue);
          optionsRef.send({ type: 'reference.query.change', query: details.inputValue });
        }}
        onValueChange={(details) => {
          const item = (details.items[0] as ProductOption | undefined) ?? null;
          setTyping(null);
          if (item) onPick(item.product);
        }}
        onOpenChange={(details) => {
          if (details.open) optionsRef.send({ type: 'reference.open' });
          else setTyping(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior="replace"
        readOnly={field.readOnly}
        required
        invalid={field['aria-invalid'] === true}
        translations={{ triggerLabel: i18n._({ id: 'kit.lines.product.show', message: 'Show products' }) }}
        positioning={{ placement: 'bottom-start', sameWidth: false }}
        lazyMount
        unmountOnExit
      >
        <Combobox.Label className={css.label}>
          {label}
          <RequiredMark />
        </Combobox.Label>
        <Combobox.Control className={css.group}>
          <Combobox.Input
            className={css.groupInput}
            aria-describedby={field['aria-describedby']}
            onBlur={field.onBlur}
            placeholder={i18n._({ id: 'kit.lines.product.placeholder', message: 'SKU, barcode or name' })}
          />
          <Combobox.Trigger className={css.inlineButton}>
            <FormIcon name="choose" size={18} />
          </Combobox.Trigger>
        </Combobox.Control>
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
                {i18n._({ id: 'kit.lines.product.failed', message: 'The products could not be loaded.' })}
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
                  <span className={lines.optionMeta}>
                    <span>{f.money(item.product.price)}</span>
                    {item.product.available !== null ? (
                      <span>{i18n._({ id: 'kit.lines.available', message: 'Available: {quantity}', values: { quantity: f.quantity(item.product.available) } })}</span>
                    ) : null}
                    {item.product.barcode ? <span>{item.product.barcode}</span> : null}
                  </span>
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
