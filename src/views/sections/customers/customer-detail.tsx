import { useLingui } from '@lingui/react';
import type { BusinessLine } from '../../../domain/business-line';
import type { Customer } from '../../../domain/customer';
import type { TaxCountry } from '../../../domain/tax-id';
import { customersPath } from '../../../machines/sections/customers/customers-list';
import { DetailList } from '../../kit/detail-list';
import { useFormats } from '../../kit/format-context';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { customerLabels, customerStatusLabels } from './customer-texts';
import { CustomerFields } from './customer-fields';
import { InAppLink } from '../../kit/in-app-link';

/** A customer's page: its fields, Edit (the form in place), Deactivate, Delete with Undo. */
export function CustomerDetail({
  recordRef,
  country,
  currency,
  businessLines,
  searchBusinessLines,
  onNavigate,
}: {
  recordRef: RecordActorOf<Customer>;
  country: TaxCountry;
  currency: string;
  businessLines: readonly BusinessLine[] | null;
  searchBusinessLines: ReferenceSearch;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof customerLabels) => i18n._(customerLabels[key]);
  const lineName = (id: string | null) => (id ? (businessLines?.find((l) => l.id === id)?.name ?? '') : '');
  const back = (
    <InAppLink to={customersPath} onNavigate={onNavigate}>
      {i18n._({ id: 'customers.back', message: 'Back to customers' })}
    </InAppLink>
  );
  return (
    <RecordView<Customer>
      recordRef={recordRef}
      back={back}
      title={(c) => c.name}
      status={(c) => ({ label: i18n._(customerStatusLabels[c.status]), tone: c.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{
        delete: i18n._({ id: 'customers.undo.deleted', message: 'Customer deleted' }),
        deactivate: i18n._({ id: 'customers.undo.deactivated', message: 'Customer deactivated' }),
      }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'customers.edit', message: 'Edit customer' })} fieldLabels={fieldLabels((d) => i18n._(d))}>
          <CustomerFields formRef={formRef} country={country} currency={currency} businessLines={businessLines} searchBusinessLines={searchBusinessLines} />
        </FormView>
      )}
    >
      {(c) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'customers.form.general', message: 'General' }),
                items: [
                  { label: label('code'), value: c.code },
                  { label: label('taxId'), value: c.taxId },
                  { label: label('email'), value: c.email },
                  { label: label('phone'), value: c.phone },
                  { label: label('businessLineId'), value: lineName(c.businessLineId) },
                ],
              },
              {
                title: i18n._({ id: 'customers.form.address', message: 'Address' }),
                items: [
                  { label: label('street'), value: c.address.street },
                  { label: label('city'), value: c.address.city },
                  { label: label('state'), value: c.address.state },
                  { label: label('postalCode'), value: c.address.postalCode },
                  { label: label('country'), value: c.address.country },
                ],
              },
              {
                title: i18n._({ id: 'customers.form.credit', message: 'Credit' }),
                items: [
                  { label: label('creditLimit'), value: f.money(c.creditLimit) },
                  { label: label('paymentTermsDays'), value: f.number(c.paymentTermsDays) },
                ],
              },
              {
                title: i18n._({ id: 'customers.record', message: 'Record' }),
                items: [
                  { label: i18n._({ id: 'customers.createdAt', message: 'Created' }), value: f.dateTime(c.createdAt) },
                  { label: label('updatedAt'), value: f.dateTime(c.updatedAt) },
                  { label: i18n._({ id: 'customers.version', message: 'Version' }), value: f.number(c.version) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}

/** Field paths of the form to their labels (the conflict dialog names what changed). */
export function fieldLabels(t: (descriptor: { id: string; message: string }) => string): Record<string, string> {
  return {
    name: t(customerLabels.name),
    taxId: t(customerLabels.taxId),
    email: t(customerLabels.email),
    phone: t(customerLabels.phone),
    businessLineId: t(customerLabels.businessLineId),
    status: t(customerLabels.status),
    'address.street': t(customerLabels.street),
    'address.city': t(customerLabels.city),
    'address.state': t(customerLabels.state),
    'address.postalCode': t(customerLabels.postalCode),
    'address.country': t(customerLabels.country),
    creditLimit: t(customerLabels.creditLimit),
    paymentTermsDays: t(customerLabels.paymentTermsDays),
  };
}
