import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { WorkOrder, WorkOrderInput } from '../../../domain/work-order';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { WarehouseOption } from '../../../machines/sections/manufacture/work-order-api';
import type { Availability } from '../../../machines/sections/manufacture/work-orders-record';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { ComponentsTable } from './components-table';
import * as css from './manufacture.css';
import { WorkOrderFields, workOrderFieldLabels } from './work-order-fields';

/** New work order (/manufacture/new): the form, and the chosen kit's components against the warehouse's stock. */
export function WorkOrderCreate({
  flowRef,
  warehouses,
  searchKits,
  availability,
  availabilityFailed,
  onRetryAvailability,
}: {
  flowRef: CreateFlowRef<WorkOrderInput, WorkOrder>;
  warehouses: readonly WarehouseOption[] | null;
  searchKits: ReferenceSearch;
  availability: Availability | null;
  availabilityFailed: boolean;
  onRetryAvailability: () => void;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'manufacture.new', message: 'New work order' });
  const kit = availability?.kit ?? null;
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={workOrderFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'manufacture.create', message: 'Create work order' })}>
          <WorkOrderFields formRef={formRef} warehouses={warehouses} searchKits={searchKits} kitOption={kit ? { id: kit.id, label: kit.name, sublabel: kit.sku } : null} />
        </FormView>
      ) : null}
      <div className={css.stack}>
        <ComponentsTable
          availability={availability}
          failed={availabilityFailed}
          onRetry={onRetryAvailability}
          headingId="work-order-new-components"
          title={i18n._({ id: 'manufacture.components.title', message: 'Components needed and available' })}
          hint={i18n._({ id: 'manufacture.components.newHint', message: 'For the kit, quantity and warehouse chosen above; nothing is reserved until the order is completed.' })}
        />
      </div>
    </>
  );
}
