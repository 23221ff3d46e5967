import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import { mexicanStates } from '../../../domain/address';
import { deliveryLimits, type DeliveryInput, type DeliveryLine } from '../../../domain/delivery';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import { employeeOption } from '../../../machines/sections/people-api';
import { DateField } from '../../kit/field-date';
import { NumberField } from '../../kit/field-number';
import { ReferenceField, type ReferenceSearch } from '../../kit/field-reference';
import { SelectField } from '../../kit/field-select';
import { TextAreaField, TextField } from '../../kit/field-text';
import { useFormats } from '../../kit/format-context';
import { FormLayout, FormSection, fullWidth } from '../../kit/form-layout';
import { button } from '../../theme/recipes/button.css';
import * as css from './deliveries.css';
import { deliveryLabels } from './delivery-texts';

export interface Driver {
  id: string;
  name: string;
  number: string;
  status: string;
}

/** A delivery's fields: driver, date, address, the lines (a quantity each, at most what is still to ship), notes. */
export function DeliveryFields({
  formRef,
  country,
  drivers,
  searchDrivers,
  stillToShip,
  today,
}: {
  formRef: FormActor;
  country: string;
  /** Every employee (for the current driver's name), null while loading. */
  drivers: readonly Driver[] | null;
  searchDrivers: ReferenceSearch;
  /** What the order still has to ship per product when the form opened (a hint under each quantity). @default none */
  stillToShip?: Readonly<Record<string, string>>;
  /** The earliest day the date picker offers. */
  today: string;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof deliveryLabels) => i18n._(deliveryLabels[key]);
  const driverId = useSelector(formRef, (s) => (selectValues(s) as DeliveryInput).driverId);
  const lines = useSelector(formRef, (s) => (selectValues(s) as DeliveryInput).lines, shallowEqual) as DeliveryLine[];
  const driver = drivers?.find((d) => d.id === driverId);
  const removeLine = (index: number) => formRef.send({ type: 'form.field.change', name: 'lines', value: lines.filter((_, j) => j !== index) });
  const hint = (productId: string): string | null =>
    stillToShip?.[productId] !== undefined
      ? i18n._({ id: 'deliveries.form.stillToShip', message: 'Still to ship: {quantity}', values: { quantity: f.quantity(stillToShip[productId]!) } })
      : null;
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'deliveries.form.trip', message: 'Trip' })}>
        <ReferenceField
          formRef={formRef}
          name="driverId"
          label={label('driverId')}
          required
          search={searchDrivers}
          selectedOption={driver ? employeeOption(driver) : null}
        />
        <DateField formRef={formRef} name="scheduledDate" label={label('scheduledDate')} required min={today} />
        <TextAreaField formRef={formRef} name="notes" label={label('notes')} maxLength={deliveryLimits.notes} className={fullWidth} />
      </FormSection>
      <FormSection
        title={label('lines')}
        description={i18n._({ id: 'deliveries.form.lines.text', message: 'What leaves with this delivery: at most what the order still has to ship. Remove what stays for another day.' })}
      >
        {lines.length === 0 ? (
          <p className={css.muted} role="status">
            {i18n._({ id: 'deliveries.form.noLines', message: 'Nothing left to ship on this order.' })}
          </p>
        ) : null}
        <ol className={css.lines}>
          {lines.map((line, i) => {
            const text = hint(line.productId);
            return (
              <li key={line.productId} className={css.line}>
                <div className={css.product}>
                  <span>{line.name ?? line.productId}</span>
                  {line.sku ? <span className={css.sku}>{line.sku}</span> : null}
                </div>
                <NumberField
                  formRef={formRef}
                  name={`lines.${i}.quantity`}
                  label={i18n._({ id: 'deliveries.form.quantityOf', message: 'Quantity of {product}', values: { product: line.sku ?? line.name ?? '' } })}
                  mode="decimal"
                  maxFractionDigits={4}
                  required
                  {...(text ? { hint: text } : {})}
                />
                {lines.length > 1 ? (
                  <button
                    type="button"
                    className={button({ tone: 'ghost' })}
                    onClick={() => removeLine(i)}
                    aria-label={i18n._({ id: 'deliveries.form.removeLine', message: 'Remove {product} from this delivery', values: { product: line.sku ?? line.name ?? '' } })}
                  >
                    {i18n._({ id: 'deliveries.form.remove', message: 'Remove' })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </FormSection>
      <FormSection title={label('address')} description={i18n._({ id: 'deliveries.form.address.text', message: "The customer's address, unless the goods go elsewhere." })}>
        <TextField formRef={formRef} name="address.street" label={label('street')} required autoComplete="street-address" />
        <TextField formRef={formRef} name="address.city" label={label('city')} required autoComplete="address-level2" />
        {country === 'MX' ? (
          <SelectField formRef={formRef} name="address.state" label={label('state')} required options={mexicanStates.map((state) => ({ value: state, label: state }))} />
        ) : (
          <TextField formRef={formRef} name="address.state" label={label('state')} required autoComplete="address-level1" />
        )}
        <TextField formRef={formRef} name="address.postalCode" label={label('postalCode')} required autoComplete="postal-code" />
        <TextField formRef={formRef} name="address.country" label={label('country')} required maxLength={2} autoComplete="country" />
      </FormSection>
    </FormLayout>
  );
}

/** Field paths of the form to their labels (the conflict dialog and the error summary name them). */
export function deliveryFieldLabels(t: (descriptor: MessageDescriptor) => string, lines: readonly DeliveryLine[] = []): Record<string, string> {
  return {
    salesOrderId: t(deliveryLabels.salesOrderId),
    driverId: t(deliveryLabels.driverId),
    scheduledDate: t(deliveryLabels.scheduledDate),
    notes: t(deliveryLabels.notes),
    lines: t(deliveryLabels.lines),
    'address.street': t(deliveryLabels.street),
    'address.city': t(deliveryLabels.city),
    'address.state': t(deliveryLabels.state),
    'address.postalCode': t(deliveryLabels.postalCode),
    'address.country': t(deliveryLabels.country),
    ...Object.fromEntries(lines.map((line, i) => [`lines.${i}.quantity`, `${t(deliveryLabels.quantity)} (${line.sku ?? line.name ?? i + 1})`])),
  };
}
