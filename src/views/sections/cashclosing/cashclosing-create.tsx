import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { CashClosing, CashClosingInput, CashRegister } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { CashClosingFields, cashFieldLabels } from './cashclosing-fields';

/** Open a register (/cashclosing/new): its closing of the day starts open. */
export function CashClosingCreate({
  flowRef,
  registers,
  cashiers,
  searchCashiers,
}: {
  flowRef: CreateFlowRef<CashClosingInput, CashClosing>;
  registers: readonly CashRegister[] | null;
  cashiers: readonly Employee[] | null;
  searchCashiers: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'cash.new', message: 'Open a register' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={cashFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'cash.create', message: 'Open register' })}>
          <CashClosingFields formRef={formRef} registers={registers} cashiers={cashiers} searchCashiers={searchCashiers} />
        </FormView>
      ) : null}
    </>
  );
}
