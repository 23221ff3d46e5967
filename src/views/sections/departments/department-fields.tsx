import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { departmentLimits, departmentStatuses } from '../../../domain/department';
import type { Employee } from '../../../domain/employee';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import { employeeOption } from '../../../machines/sections/people-api';
import { ReferenceField, type ReferenceSearch } from '../../kit/field-reference';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { departmentLabels, departmentStatusLabels, departmentTexts } from './department-texts';

/** The department form's fields, for creating and editing. */
export function DepartmentFields({
  formRef,
  managers,
  searchEmployees,
}: {
  formRef: FormActor;
  /** Employees known by id (the current manager's name), possibly empty while loading. */
  managers: Readonly<Record<string, Employee>>;
  searchEmployees: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const managerId = useSelector(formRef, (s) => (selectValues(s) as { managerId: string | null }).managerId);
  const manager = managerId ? managers[managerId] : undefined;
  return (
    <FormLayout>
      <FormSection title={i18n._(departmentTexts.general)}>
        <TextField formRef={formRef} name="code" label={i18n._(departmentLabels.code)} required maxLength={departmentLimits.code} hint={i18n._(departmentTexts.codeHint)} />
        <TextField formRef={formRef} name="name" label={i18n._(departmentLabels.name)} required maxLength={departmentLimits.name} />
        <ReferenceField
          formRef={formRef}
          name="managerId"
          label={i18n._(departmentLabels.managerId)}
          hint={i18n._(departmentTexts.managerHint)}
          search={searchEmployees}
          selectedOption={manager ? employeeOption(manager) : null}
        />
        <SelectField
          formRef={formRef}
          name="status"
          label={i18n._(departmentLabels.status)}
          required
          options={departmentStatuses.map((value) => ({ value, label: i18n._(departmentStatusLabels[value]) }))}
        />
      </FormSection>
    </FormLayout>
  );
}

export const departmentFieldLabels = (t: (d: { id: string; message?: string }) => string): Record<string, string> => ({
  code: t(departmentLabels.code),
  name: t(departmentLabels.name),
  managerId: t(departmentLabels.managerId),
  status: t(departmentLabels.status),
});

/** A manager's name as lists and pages show it: marked when they are no longer active. */
export function managerName(i18n: I18n, manager: Employee | undefined): string {
  if (!manager) return '';
  return manager.status === 'active' ? manager.name : i18n._({ id: 'departments.manager.inactive', message: '{name} (inactive)', values: { name: manager.name } });
}
