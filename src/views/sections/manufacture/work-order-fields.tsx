import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { workOrderLimits } from '../../../domain/work-order';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { WarehouseOption } from '../../../machines/sections/manufacture/work-order-api';
import { DateField } from '../../kit/field-date';
import { NumberField } from '../../kit/field-number';
import { ReferenceField, type ReferenceOption, type ReferenceSearch } from '../../kit/field-reference';
import { SelectField } from '../../kit/field-select';
import { TextAreaField } from '../../kit/field-text';
import { FormLayout, FormSection, fullWidth } from '../../kit/form-layout';
import { workOrderLabels } from './work-order-texts';

/** The work order form's fields (create, and edit while planned): kit, kits to assemble, warehouse, planned day, notes. */
export function WorkOrderFields({
  formRef,
  warehouses,
  searchKits,
  kitOption,
}: {
  formRef: FormActor;
  /** null while loading. */
  warehouses: readonly WarehouseOption[] | null;
  searchKits: ReferenceSearch;
  /** The kit the form starts with (its label), or null. */
  kitOption: ReferenceOption | null;
}) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof workOrderLabels) => i18n._(workOrderLabels[key]);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'manufacture.form.what', message: 'What to assemble' })}>
        <ReferenceField
          formRef={formRef}
          name="kitId"
          label={label('kitId')}
          required
          search={searchKits}
          selectedOption={kitOption}
          hint={i18n._({ id: 'manufacture.form.kit.hint', message: 'Type a kit SKU or name.' })}
        />
        <NumberField formRef={formRef} name="quantity" label={label('quantity')} mode="decimal" maxFractionDigits={0} required hint={i18n._({ id: 'manufacture.form.quantity.hint', message: 'Whole kits, 1 to 10,000.' })} />
        <SelectField
          formRef={formRef}
          name="warehouseId"
          label={label('warehouseId')}
          required
          placeholder={i18n._({ id: 'manufacture.form.chooseWarehouse', message: 'Choose a warehouse' })}
          options={(warehouses ?? []).filter((w) => w.active).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
        />
        <DateField formRef={formRef} name="plannedDate" label={label('plannedDate')} required />
        <TextAreaField formRef={formRef} name="notes" label={label('notes')} maxLength={workOrderLimits.notes} className={fullWidth} />
      </FormSection>
    </FormLayout>
  );
}

export function workOrderFieldLabels(t: (descriptor: MessageDescriptor) => string): Record<string, string> {
  return {
    kitId: t(workOrderLabels.kitId),
    quantity: t(workOrderLabels.quantity),
    warehouseId: t(workOrderLabels.warehouseId),
    plannedDate: t(workOrderLabels.plannedDate),
    notes: t(workOrderLabels.notes),
  };
}
