import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { SalesOrder, SalesOrderInput } from '../../../domain/sales-order';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { WarehouseChoice } from '../../../machines/sections/orders/sales-order-api';
import type { SectionDeps } from '../../../machines/sections/section-deps';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { OrderFields, orderFieldLabels } from './order-fields';

/** New sales order (/orders/new): a draft, confirmed from its page. */
export function OrderCreate({
  flowRef,
  deps,
  taxRate,
  warehouses,
  searchCustomers,
}: {
  flowRef: CreateFlowRef<SalesOrderInput, SalesOrder>;
  deps: SectionDeps;
  taxRate: string;
  warehouses: readonly WarehouseChoice[] | null;
  searchCustomers: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'orders.new', message: 'New sales order' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={orderFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'orders.create', message: 'Save draft' })}>
          <OrderFields formRef={formRef} deps={deps} taxRate={taxRate} warehouses={warehouses} searchCustomers={searchCustomers} customer={null} known={[]} />
        </FormView>
      ) : null}
    </>
  );
}
