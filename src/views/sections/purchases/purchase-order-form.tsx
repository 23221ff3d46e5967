import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { PurchaseOrder } from '../../../domain/purchase-order';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import type { LineProduct } from '../../../machines/kit/lines.machine';
import { purchaseOrderLinesLogic, purchaseOrderProductSearch, type PurchaseOrderValues } from '../../../machines/sections/purchases/purchase-order-form';
import type { NamedOption } from '../../../machines/sections/purchases/purchasing-api';
import { DateField } from '../../kit/field-date';
import { ReferenceField, type ReferenceOption, type ReferenceSearch } from '../../kit/field-reference';
import { SelectField } from '../../kit/field-select';
import { TextAreaField } from '../../kit/field-text';
import { FormLayout, FormSection, fullWidth } from '../../kit/form-layout';
import { FormView } from '../../kit/form-view';
import { LineEditor } from '../../kit/lines/line-editor';
import * as page from '../section-page.css';
import { purchasingLabels } from './purchases-texts';

/**
 * A purchase order's fields (New purchase order, and Edit while a draft): the supplier by name or code, the receiving
 * warehouse, the expected day, notes, and its lines in the kit's line editor (a product brings its cost and tax rate;
 * what the warehouse holds is shown beside it).
 */
export function PurchaseOrderFields({
  formRef,
  config,
  taxRate,
  warehouses,
  searchSuppliers,
  supplier,
  known,
}: {
  formRef: FormActor;
  config: RuntimeConfig;
  /** The company's tax rate: a new line's until a product brings its own. */
  taxRate: string;
  /** Every warehouse (the current choice stays even if inactive), null while loading. */
  warehouses: readonly NamedOption[] | null;
  searchSuppliers: ReferenceSearch;
  /** The order's supplier as stored (its name shows before any search). */
  supplier: ReferenceOption | null;
  /** The order's products as stored (SKU and name show before any search). */
  known: LineProduct[];
}) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const warehouseId = useSelector(formRef, (s) => (selectValues(s) as PurchaseOrderValues).warehouseId);
  // The line editor belongs to this form: one actor per form, gone with it.
  const logic = useMemo(() => purchaseOrderLinesLogic(config, taxRate), [config, taxRate]);
  const linesRef = useActorRef(logic, { input: { form: formRef, warehouseId: warehouseId || null, known } });
  useEffect(() => {
    linesRef.send({ type: 'lines.warehouse.change', warehouseId: warehouseId || null });
  }, [linesRef, warehouseId]);
  const search = useMemo(() => purchaseOrderProductSearch(config, warehouseId || null), [config, warehouseId]);
  const choosable = (warehouses ?? []).filter((w) => w.active || w.id === warehouseId);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'purchases.orders.section', message: 'Order' })}>
        <ReferenceField formRef={formRef} name="supplierId" label={label('supplierId')} required search={searchSuppliers} selectedOption={supplier} />
        <SelectField
          formRef={formRef}
          name="warehouseId"
          label={label('warehouseId')}
          required
          placeholder={i18n._({ id: 'purchases.form.choose', message: 'Choose…' })}
          options={choosable.map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
          hint={i18n._({ id: 'purchases.form.warehouse.hint', message: 'Where the goods should be received.' })}
        />
        <DateField formRef={formRef} name="expectedDate" label={label('expectedDate')} />
        <TextAreaField formRef={formRef} name="notes" label={label('notes')} rows={2} maxLength={1000} className={fullWidth} />
      </FormSection>
      <LineEditor formRef={formRef} linesRef={linesRef} search={search} title={label('lines')} />
    </FormLayout>
  );
}

/** New purchase order (/purchases/orders/new): a draft, sent to the supplier from its page. */
export function PurchaseOrderCreate({
  flowRef,
  config,
  taxRate,
  warehouses,
  searchSuppliers,
}: {
  flowRef: CreateFlowRef<PurchaseOrderValues, PurchaseOrder>;
  config: RuntimeConfig;
  taxRate: string;
  warehouses: readonly NamedOption[] | null;
  searchSuppliers: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'purchases.orders.new', message: 'New purchase order' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={purchaseOrderFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'purchases.orders.create', message: 'Save draft' })}>
          <PurchaseOrderFields formRef={formRef} config={config} taxRate={taxRate} warehouses={warehouses} searchSuppliers={searchSuppliers} supplier={null} known={[]} />
        </FormView>
      ) : null}
    </>
  );
}

const lineCellLabels = {
  productId: purchasingLabels.product,
  quantity: purchasingLabels.quantity,
  unitPrice: purchasingLabels.unitPrice,
  discount: purchasingLabels.discount,
  taxRate: purchasingLabels.taxRate,
} satisfies Record<string, MessageDescriptor>;

/** Field paths to their labels (the conflict dialog and the history name what changed; a line's cell with its line). */
export function purchaseOrderFieldLabels(t: (descriptor: MessageDescriptor) => string): Record<string, string> {
  return {
    supplierId: t(purchasingLabels.supplierId),
    warehouseId: t(purchasingLabels.warehouseId),
    expectedDate: t(purchasingLabels.expectedDate),
    notes: t(purchasingLabels.notes),
    lines: t(purchasingLabels.lines),
    ...Object.fromEntries(
      Array.from({ length: 100 }, (_, i) =>
        (Object.keys(lineCellLabels) as (keyof typeof lineCellLabels)[]).map((cell) => [
          `lines.${i}.${cell}`,
          t(/*i18n*/ { id: 'purchases.field.lineCell', message: '{cell}, line {n}', values: { cell: t(lineCellLabels[cell]), n: i + 1 } }),
        ]),
      ).flat(),
    ),
  };
}
