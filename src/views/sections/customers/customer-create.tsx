import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { BusinessLine } from '../../../domain/business-line';
import type { Customer, CustomerInput } from '../../../domain/customer';
import type { TaxCountry } from '../../../domain/tax-id';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { CustomerFields } from './customer-fields';
import { fieldLabels } from './customer-detail';

/** New customer (/admin/customers/new). */
export function CustomerCreate({
  flowRef,
  country,
  currency,
  businessLines,
  searchBusinessLines,
}: {
  flowRef: CreateFlowRef<CustomerInput, Customer>;
  country: TaxCountry;
  currency: string;
  businessLines: readonly BusinessLine[] | null;
  searchBusinessLines: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'customers.new', message: 'New customer' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={fieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'customers.create', message: 'Create customer' })}>
          <CustomerFields formRef={formRef} country={country} currency={currency} businessLines={businessLines} searchBusinessLines={searchBusinessLines} />
        </FormView>
      ) : null}
    </>
  );
}
