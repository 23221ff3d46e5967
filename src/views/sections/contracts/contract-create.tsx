import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Contract, ContractInput } from '../../../domain/contract';
import type { ServicePlan } from '../../../domain/service-plan';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { CustomerAddressLogic } from '../../../machines/sections/contracts/customer-address.machine';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { ContractFields, contractFieldLabels } from './contract-fields';

/** New contract (/contracts/services/new): a draft, activated from its page. */
export function ContractCreate({
  flowRef,
  plans,
  searchCustomers,
  addressLogic,
}: {
  flowRef: CreateFlowRef<ContractInput, Contract>;
  plans: readonly ServicePlan[] | null;
  searchCustomers: ReferenceSearch;
  /** Reads the chosen customer's address for the installation address (customerAddressLogic). */
  addressLogic?: CustomerAddressLogic;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'contracts.new', message: 'New contract' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={contractFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'contracts.create', message: 'Create draft contract' })}>
          <ContractFields formRef={formRef} plans={plans} searchCustomers={searchCustomers} customerOption={null} {...(addressLogic ? { addressLogic } : {})} />
        </FormView>
      ) : null}
    </>
  );
}
