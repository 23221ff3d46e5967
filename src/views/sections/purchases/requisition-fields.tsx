import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { requisitionLimits, type RequisitionLine } from '../../../domain/requisition';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { NamedOption } from '../../../machines/sections/purchases/purchasing-api';
import { DateField } from '../../kit/field-date';
import { NumberField } from '../../kit/field-number';
import { ReferenceField, type ReferenceSearch } from '../../kit/field-reference';
import { SelectField } from '../../kit/field-select';
import { TextAreaField, TextField } from '../../kit/field-text';
import { useFormPart } from '../../kit/form-api';
import { FormLayout, FormSection, fullWidth } from '../../kit/form-layout';
import { button } from '../../theme/recipes/button.css';
import * as css from './purchases.css';
import { purchasingLabels } from './purchases-texts';

const options = (items: readonly NamedOption[] | null, keep: string) =>
  (items ?? []).filter((i) => i.active || i.id === keep).map((i) => ({ value: i.id, label: i.code ? `${i.name} (${i.code})` : i.name }));

/**
 * The requisition form (create, and edit while a draft): who asks, for which department, by when, into which
 * warehouse, and its lines (product by SKU or name, quantity, note). Lines are added and removed with named buttons;
 * each field's error shows under it (`lines.2.quantity`).
 */
export function RequisitionFields({
  formRef,
  employees,
  departments,
  warehouses,
  searchProducts,
}: {
  formRef: FormActor;
  employees: readonly NamedOption[] | null;
  departments: readonly NamedOption[] | null;
  warehouses: readonly NamedOption[] | null;
  searchProducts: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const { lines, requesterId, departmentId, warehouseId } = useFormPart(formRef, (api) => {
    const v = api.values as { lines?: RequisitionLine[]; requesterId?: string; departmentId?: string; warehouseId?: string };
    return { lines: v.lines ?? [], requesterId: v.requesterId ?? '', departmentId: v.departmentId ?? '', warehouseId: v.warehouseId ?? '' };
  });
  const setLines = (next: RequisitionLine[]) => formRef.send({ type: 'form.field.change', name: 'lines', value: next });
  const addLine = () => {
    setLines([...lines, { productId: '', sku: '', name: '', quantity: '1', note: '' }]);
    // The new line's product field takes the focus once rendered.
    requestAnimationFrame(() => document.getElementById(`requisition-line-${lines.length}`)?.querySelector<HTMLElement>('input')?.focus());
  };
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'purchases.form.who', message: 'Who needs it' })}>
        <SelectField formRef={formRef} name="requesterId" label={label('requesterId')} required placeholder={i18n._({ id: 'purchases.form.choose', message: 'Choose…' })} options={options(employees, requesterId)} />
        <SelectField formRef={formRef} name="departmentId" label={label('departmentId')} required placeholder={i18n._({ id: 'purchases.form.choose', message: 'Choose…' })} options={options(departments, departmentId)} />
        <SelectField formRef={formRef} name="warehouseId" label={label('warehouseId')} required placeholder={i18n._({ id: 'purchases.form.choose', message: 'Choose…' })} options={options(warehouses, warehouseId)} hint={i18n._({ id: 'purchases.form.warehouse.hint', message: 'Where the goods should be received.' })} />
        <DateField formRef={formRef} name="neededBy" label={label('neededBy')} required />
        <TextAreaField formRef={formRef} name="notes" label={label('notes')} rows={2} maxLength={requisitionLimits.notes} className={fullWidth} />
      </FormSection>
      <FormSection title={label('lines')}>
        <div className={fullWidth}>
          {lines.map((line, i) => (
            <div key={i} id={`requisition-line-${i}`} className={css.lineRow} role="group" aria-label={i18n._({ id: 'purchases.form.line', message: 'Line {n}', values: { n: i + 1 } })}>
              <ReferenceField
                formRef={formRef}
                name={`lines.${i}.productId`}
                label={label('product')}
                required
                search={searchProducts}
                selectedOption={line.productId ? { id: line.productId, label: line.name || line.productId, sublabel: line.sku } : null}
              />
              <NumberField formRef={formRef} name={`lines.${i}.quantity`} label={label('quantity')} mode="decimal" maxFractionDigits={4} required />
              <TextField formRef={formRef} name={`lines.${i}.note`} label={label('note')} maxLength={requisitionLimits.note} />
              <button
                type="button"
                className={button({ tone: 'secondary' })}
                disabled={lines.length === 1}
                onClick={() => setLines(lines.filter((_, k) => k !== i))}
              >
                {i18n._({ id: 'purchases.form.removeLine', message: 'Remove line {n}', values: { n: i + 1 } })}
              </button>
            </div>
          ))}
          <div className={css.lineActions}>
            <button type="button" className={button({ tone: 'secondary' })} onClick={addLine}>
              {i18n._({ id: 'purchases.form.addLine', message: 'Add line' })}
            </button>
          </div>
        </div>
      </FormSection>
    </FormLayout>
  );
}

export function requisitionFieldLabels(t: (d: MessageDescriptor) => string): Record<string, string> {
  return {
    requesterId: t(purchasingLabels.requesterId),
    departmentId: t(purchasingLabels.departmentId),
    warehouseId: t(purchasingLabels.warehouseId),
    neededBy: t(purchasingLabels.neededBy),
    notes: t(purchasingLabels.notes),
    lines: t(purchasingLabels.lines),
  };
}
