import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import type { CashClosingInput, CashRegister } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import { employeeOption } from '../../../machines/sections/people-api';
import { ReferenceField, type ReferenceSearch } from '../../kit/field-reference';
import { MoneyField } from '../../kit/field-number';
import { SelectField } from '../../kit/field-select';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { cashLabels } from './cashclosing-texts';

/** The opening's fields: which register, who runs it, the float, and the sales the point of sale reports so far. */
export function CashClosingFields({
  formRef,
  registers,
  cashiers,
  searchCashiers,
}: {
  formRef: FormActor;
  /** Every register (the current choice stays even if inactive), null while loading. */
  registers: readonly CashRegister[] | null;
  cashiers: readonly Employee[] | null;
  searchCashiers: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const values = useSelector(formRef, (s) => selectValues(s) as CashClosingInput);
  const cashier = cashiers?.find((e) => e.id === values.cashierId);
  const choosable = (registers ?? []).filter((r) => r.status === 'active' || r.id === values.registerId);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'cash.section.register', message: 'Register' })}>
        <SelectField
          formRef={formRef}
          name="registerId"
          label={i18n._(cashLabels.registerId)}
          required
          options={choosable.map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
          hint={i18n._({ id: 'cash.form.register.hint', message: 'A register has one closing at a time: the last one must be approved first.' })}
        />
        <ReferenceField
          formRef={formRef}
          name="cashierId"
          label={i18n._(cashLabels.cashierId)}
          required
          search={searchCashiers}
          selectedOption={cashier ? employeeOption(cashier) : null}
        />
      </FormSection>
      <FormSection title={i18n._({ id: 'cash.section.figures', message: 'Figures' })}>
        <MoneyField
          formRef={formRef}
          name="openingFloat"
          label={i18n._(cashLabels.openingFloat)}
          required
          hint={i18n._({ id: 'cash.form.float.hint', message: 'The change the register starts the day with.' })}
        />
        <MoneyField
          formRef={formRef}
          name="cashSales"
          label={i18n._(cashLabels.cashSales)}
          hint={i18n._({ id: 'cash.form.sales.hint', message: 'As the point of sale reports them; corrected until the register closes for counting.' })}
        />
        <MoneyField formRef={formRef} name="cardSales" label={i18n._(cashLabels.cardSales)} />
      </FormSection>
    </FormLayout>
  );
}

/** Field paths to their labels (the conflict dialog and the history name what changed). */
export function cashFieldLabels(t: (descriptor: MessageDescriptor) => string): Record<string, string> {
  return {
    registerId: t(cashLabels.registerId),
    cashierId: t(cashLabels.cashierId),
    openingFloat: t(cashLabels.openingFloat),
    cashSales: t(cashLabels.cashSales),
    cardSales: t(cashLabels.cardSales),
  };
}
