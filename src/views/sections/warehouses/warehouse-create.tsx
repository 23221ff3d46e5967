import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { TaxCountry } from '../../../domain/tax-id';
import type { Warehouse, WarehouseInput } from '../../../domain/warehouse';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { WarehouseFields, warehouseFieldLabels } from './warehouse-fields';

/** New warehouse (/inventory/warehouses/new). */
export function WarehouseCreate({ flowRef, country }: { flowRef: CreateFlowRef<WarehouseInput, Warehouse>; country: TaxCountry }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'warehouses.new', message: 'New warehouse' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={warehouseFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'warehouses.create', message: 'Create warehouse' })}>
          <WarehouseFields formRef={formRef} country={country} />
        </FormView>
      ) : null}
    </>
  );
}
