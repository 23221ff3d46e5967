import { useLingui } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { contractLimits } from '../../../domain/contract';
import type { ServicePlan } from '../../../domain/service-plan';
import type { FormActor } from '../../../machines/kit/form.connect';
import { customerAddressMachine, type CustomerAddressLogic } from '../../../machines/sections/contracts/customer-address.machine';
import { planTermMachine } from '../../../machines/sections/contracts/plan-term.machine';
import { DateField } from '../../kit/field-date';
import { NumberField } from '../../kit/field-number';
import { ReferenceField, type ReferenceOption, type ReferenceSearch } from '../../kit/field-reference';
import { SelectField } from '../../kit/field-select';
import { TextAreaField, TextField } from '../../kit/field-text';
import { FormLayout, FormSection, fullWidth } from '../../kit/form-layout';
import { useFormats } from '../../kit/format-context';
import { contractLabels } from './contract-texts';

/** The contract form's fields (create, and edit while draft). */
export function ContractFields({
  formRef,
  plans,
  searchCustomers,
  customerOption,
  addressLogic,
}: {
  formRef: FormActor;
  plans: readonly ServicePlan[] | null;
  searchCustomers: ReferenceSearch;
  customerOption: ReferenceOption | null;
  /** Reads a customer's address (customerAddressLogic); without it the address is only typed. */
  addressLogic?: CustomerAddressLogic;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof contractLabels) => i18n._(contractLabels[key]);
  // The term follows the plan chosen (the plan's term months), one watcher per form.
  const planTermRef = useActorRef(planTermMachine, { input: { form: formRef, plans } });
  // The installation address starts from the customer chosen (editable; a typed address stays), one watcher per form.
  useActorRef(addressLogic ?? customerAddressMachine, { input: { form: formRef } });
  useEffect(() => {
    planTermRef.send({ type: 'planTerm.plans.loaded', plans });
  }, [planTermRef, plans]);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'contracts.form.service', message: 'Service' })}>
        <ReferenceField formRef={formRef} name="customerId" label={label('customerId')} required search={searchCustomers} selectedOption={customerOption} hint={i18n._({ id: 'contracts.form.customer.hint', message: 'Type a customer name or code.' })} />
        <SelectField
          formRef={formRef}
          name="planId"
          label={label('planId')}
          required
          placeholder={i18n._({ id: 'contracts.form.choosePlan', message: 'Choose a plan' })}
          options={(plans ?? []).filter((p) => p.status === 'active').map((p) => ({ value: p.id, label: `${p.name} (${p.code}) · ${f.money(p.monthlyFee)}` }))}
        />
        <DateField formRef={formRef} name="startDate" label={label('startDate')} required />
        <NumberField formRef={formRef} name="termMonths" label={label('termMonths')} required hint={i18n._({ id: 'contracts.form.term.hint', message: "The plan's term; change it if this contract differs." })} />
        <NumberField formRef={formRef} name="billingDay" label={label('billingDay')} required hint={i18n._({ id: 'contracts.form.billingDay.hint', message: '1 to 28.' })} />
      </FormSection>
      <FormSection title={i18n._({ id: 'contracts.form.address', message: 'Installation address' })}>
        <TextField formRef={formRef} name="installationAddress.street" label={label('street')} required autoComplete="street-address" />
        <TextField formRef={formRef} name="installationAddress.city" label={label('city')} required autoComplete="address-level2" />
        <TextField formRef={formRef} name="installationAddress.state" label={label('state')} required autoComplete="address-level1" />
        <TextField formRef={formRef} name="installationAddress.postalCode" label={label('postalCode')} required autoComplete="postal-code" />
        <TextField formRef={formRef} name="installationAddress.country" label={label('country')} required maxLength={2} autoComplete="country" />
        <TextAreaField formRef={formRef} name="notes" label={label('notes')} maxLength={contractLimits.notes} className={fullWidth} />
      </FormSection>
    </FormLayout>
  );
}

export function contractFieldLabels(t: (d: MessageDescriptor) => string): Record<string, string> {
  const keys = ['customerId', 'planId', 'startDate', 'termMonths', 'billingDay', 'notes'] as const;
  return {
    ...Object.fromEntries(keys.map((k) => [k, t(contractLabels[k])])),
    'installationAddress.street': t(contractLabels.street),
    'installationAddress.city': t(contractLabels.city),
    'installationAddress.state': t(contractLabels.state),
    'installationAddress.postalCode': t(contractLabels.postalCode),
    'installationAddress.country': t(contractLabels.country),
  };
}
