/**
 * A line's product, picked from a searched list (the kit's one picker, ../picker.tsx): SKU,
 * barcode or name typed, searched after the pause, each option with what is available in the document's warehouse.
 * Down/Up move, Enter picks (the first match is highlighted, so a scanned barcode and Enter pick it), Escape closes.
 * Picking sends `lines.product.pick`: the lines machine fills the line and moves the focus to its quantity.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useLingui } from '@lingui/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { ReferenceOption } from '../../../machines/kit/field-reference.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { LineProduct } from '../../../machines/kit/lines.machine';
import { FieldFrame, RequiredMark, useField } from '../field-frame';
import { useFormats } from '../format-context';
import * as css from '../field.css';
import { PickerControl, PickerOptions, pickerRootProps, usePicker, withCurrent } from '../picker';
import * as lines from './lines.css';

/** A product as the picker lists it: `SKU · name`, then its price, stock (when the document has a warehouse) and barcode. */
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
  const picker = usePicker<ProductOption>(
    useCallback(async (q: string, signal: AbortSignal) => (await search(q, signal)).map((p): ProductOption => ({ id: p.id, label: productLabel(p), product: p })), [search]),
  );
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const selected: ProductOption | null = product && product.id === value ? { id: product.id, label: productLabel(product), product } : null;
  const items = useMemo(() => withCurrent(picker.options, selected), [picker.options, selected]);
  const collection = useMemo(() => createListCollection<ProductOption>({ items, itemToValue: (o) => o.id, itemToString: (o) => o.label }), [items]);

  return (
    <FieldFrame field={field} label={label} className={className} labelFor={false}>
      <Combobox.Root
        ids={{ input: field.id, label: field.labelId }}
        collection={collection}
        value={value ? [value] : []}
        inputValue={picker.typing ?? selected?.label ?? (value ? value : '')}
        {...pickerRootProps(picker)}
        onValueChange={(details) => {
          const item = (details.items[0] as ProductOption | undefined) ?? null;
          picker.ref.send({ type: 'reference.close' });
          if (item) onPick(item.product);
        }}
        readOnly={field.readOnly}
        required
        invalid={field['aria-invalid'] === true}
        translations={{ triggerLabel: i18n._({ id: 'kit.lines.product.show', message: 'Show products' }) }}
        positioning={{ placement: 'bottom-start', sameWidth: false }}
      >
        <Combobox.Label className={css.label}>
          {label}
          <RequiredMark />
        </Combobox.Label>
        <PickerControl
          aria-describedby={field['aria-describedby']}
          onBlur={field.onBlur}
          placeholder={i18n._({ id: 'kit.lines.product.placeholder', message: 'SKU, barcode or name' })}
        />
        <PickerOptions
          picker={picker}
          items={items}
          failedText={i18n._({ id: 'kit.lines.product.failed', message: 'The products could not be loaded.' })}
          details={(item) => (
            <span className={lines.optionMeta}>
              <span>{f.money(item.product.price)}</span>
              {item.product.available !== null ? (
                <span>{i18n._({ id: 'kit.lines.available', message: 'Available: {quantity}', values: { quantity: f.quantity(item.product.available) } })}</span>
              ) : null}
              {item.product.barcode ? <span>{item.product.barcode}</span> : null}
            </span>
          )}
        />
      </Combobox.Root>
    </FieldFrame>
  );
}
