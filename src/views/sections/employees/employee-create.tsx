import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Department } from '../../../domain/department';
import type { Employee, EmployeeInput } from '../../../domain/employee';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { EmployeeFields, employeeFieldLabels } from './employee-fields';
import { employeeTexts } from './employee-texts';

/** New employee (/admin/employees/new). */
export function EmployeeCreate({
  flowRef,
  departments,
  searchDepartments,
  today,
}: {
  flowRef: CreateFlowRef<EmployeeInput, Employee>;
  departments: readonly Department[] | null;
  searchDepartments: ReferenceSearch;
  today: string;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._(employeeTexts.new);
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={employeeFieldLabels((d) => i18n._(d))} saveLabel={i18n._(employeeTexts.create)}>
          <EmployeeFields formRef={formRef} departments={departments} searchDepartments={searchDepartments} today={today} />
        </FormView>
      ) : null}
    </>
  );
}
