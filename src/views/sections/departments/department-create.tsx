import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Department, DepartmentInput } from '../../../domain/department';
import type { Employee } from '../../../domain/employee';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { DepartmentFields, departmentFieldLabels } from './department-fields';
import { departmentTexts } from './department-texts';

/** New department (/admin/departments/new). */
export function DepartmentCreate({
  flowRef,
  managers,
  searchEmployees,
}: {
  flowRef: CreateFlowRef<DepartmentInput, Department>;
  managers: Readonly<Record<string, Employee>>;
  searchEmployees: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._(departmentTexts.new);
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={departmentFieldLabels((d) => i18n._(d))} saveLabel={i18n._(departmentTexts.create)}>
          <DepartmentFields formRef={formRef} managers={managers} searchEmployees={searchEmployees} />
        </FormView>
      ) : null}
    </>
  );
}
