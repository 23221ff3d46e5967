import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SalesOrderInput } from '../../../domain/sales-order';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import type { LineProduct } from '../../../machines/kit/lines.machine';
import { orderLinesLogic, orderProductSearch } from '../../../machines/sections/orders/orders-record';
import type { WarehouseChoice } from '../../../machines/sections/orders/sales-order-api';
import type { SectionDeps } from '../../../machines/sections/section-deps';
import { DateField } from '../../kit/field-date';
import { ReferenceField, type ReferenceOption, type ReferenceSearch } from '../../kit/field-reference';
import { SelectField } from '../../kit/field-select';
import { TextAreaField } from '../../kit/field-text';
import { FormLayout, FormSection, fullWidth } from '../../kit/form-layout';
import { LineEditor } from '../../kit/lines/line-editor';
import { orderLabels } from './orders-texts';

/** An order's fields: customer, date, warehouse, notes, and its lines (the kit's line editor, stock of the warehouse). */
export function OrderFields({
  formRef,
  deps,
  taxRate,
  warehouses,
  searchCustomers,
  customer,
  known,
}: {
  formRef: FormActor;
  deps: SectionDeps;
  /** The company's tax rate: a new line's until a product brings its own. */
  taxRate: string;
  /** Every warehouse (the current choice stays even if inactive), null while loading. */
  warehouses: readonly WarehouseChoice[] | null;
  searchCustomers: ReferenceSearch;
  /** The order's customer as stored (its name shows before any search). */
  customer: ReferenceOption | null;
  /** The order's products as stored (SKU and name show before any search). */
  known: LineProduct[];
}) {
  const { i18n } = useLingui();
  const warehouseId = useSelector(formRef, (s) => (selectValues(s) as SalesOrderInput).warehouseId);
  // The line editor belongs to this form: one actor per form, gone with it.
  const logic = useMemo(() => orderLinesLogic(deps, taxRate), [deps, taxRate]);
  const linesRef = useActorRef(logic, { input: { form: formRef, warehouseId: warehouseId || null, known } });
  // The stock shown is the chosen warehouse's.
  useEffect(() => {
    linesRef.send({ type: 'lines.warehouse.change', warehouseId: warehouseId || null });
  }, [linesRef, warehouseId]);
  const search = useMemo(() => orderProductSearch(deps, warehouseId || null), [deps, warehouseId]);
  const choosable = (warehouses ?? []).filter((w) => w.active || w.id === warehouseId);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'orders.section.order', message: 'Order' })}>
        <ReferenceField formRef={formRef} name="customerId" label={i18n._(orderLabels.customerId)} required search={searchCustomers} selectedOption={customer} />
        <DateField formRef={formRef} name="date" label={i18n._(orderLabels.date)} required />
        <SelectField
          formRef={formRef}
          name="warehouseId"
          label={i18n._(orderLabels.warehouseId)}
          required
          options={choosable.map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
          hint={i18n._({ id: 'orders.form.warehouse.hint', message: 'Confirming reserves the stock in this warehouse.' })}
        />
        <TextAreaField formRef={formRef} name="notes" label={i18n._(orderLabels.notes)} rows={2} maxLength={2000} className={fullWidth} />
      </FormSection>
      <LineEditor formRef={formRef} linesRef={linesRef} search={search} title={i18n._({ id: 'orders.section.lines', message: 'Lines' })} />
    </FormLayout>
  );
}

/** Field paths to their labels (the conflict dialog and the history name what changed). */
export function orderFieldLabels(t: (descriptor: MessageDescriptor) => string): Record<string, string> {
  return {
    customerId: t(orderLabels.customerId),
    date: t(orderLabels.date),
    warehouseId: t(orderLabels.warehouseId),
    notes: t(orderLabels.notes),
    lines: t(orderLabels.lines),
    // A line's cells, named with their line (the conflict dialog lists `lines.2.quantity` as "Quantity, line 3").
    ...Object.fromEntries(
      Array.from({ length: 100 }, (_, i) =>
        (['productId', 'quantity', 'unitPrice', 'discount', 'taxRate'] as const).map((cell) => [
          `lines.${i}.${cell}`,
          t(/*i18n*/ { id: 'orders.field.lineCell', message: '{cell}, line {n}', values: { cell: t(lineCellLabels[cell]), n: i + 1 } }),
        ]),
      ).flat(),
    ),
  };
}

const lineCellLabels = {
  productId: /*i18n*/ { id: 'kit.lines.product', message: 'Product' },
  quantity: /*i18n*/ { id: 'kit.lines.quantity', message: 'Quantity' },
  unitPrice: /*i18n*/ { id: 'kit.lines.unitPrice', message: 'Unit price' },
  discount: /*i18n*/ { id: 'kit.lines.discount', message: 'Discount' },
  taxRate: /*i18n*/ { id: 'kit.lines.taxRate', message: 'Tax' },
} satisfies Record<string, MessageDescriptor>;
