import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Department } from '../../../domain/department';
import { EARLIEST_HIRE_DATE, employeeLimits, employeeStatuses } from '../../../domain/employee';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import { departmentOption } from '../../../machines/sections/people-api';
import { DateField } from '../../kit/field-date';
import { ReferenceField, type ReferenceSearch } from '../../kit/field-reference';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { employeeLabels, employeeStatusLabels, employeeTexts } from './employee-texts';

/** The employee form's fields, for creating and editing. */
export function EmployeeFields({
  formRef,
  departments,
  searchDepartments,
  today,
}: {
  formRef: FormActor;
  /** Every department (the current choice's name), null while loading. */
  departments: readonly Department[] | null;
  searchDepartments: ReferenceSearch;
  /** The latest hire date the calendar offers (`YYYY-MM-DD`). */
  today: string;
}) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof employeeLabels) => i18n._(employeeLabels[key]);
  const departmentId = useSelector(formRef, (s) => (selectValues(s) as { departmentId: string | null }).departmentId);
  const department = departments?.find((d) => d.id === departmentId);
  return (
    <FormLayout>
      <FormSection title={i18n._(employeeTexts.general)}>
        <TextField formRef={formRef} name="name" label={label('name')} required maxLength={employeeLimits.name} autoComplete="name" />
        <TextField formRef={formRef} name="email" label={label('email')} required type="email" autoComplete="email" maxLength={employeeLimits.email} />
        <SelectField
          formRef={formRef}
          name="status"
          label={label('status')}
          required
          options={employeeStatuses.map((value) => ({ value, label: i18n._(employeeStatusLabels[value]) }))}
        />
      </FormSection>
      <FormSection title={i18n._(employeeTexts.job)}>
        <ReferenceField
          formRef={formRef}
          name="departmentId"
          label={label('departmentId')}
          required
          hint={i18n._(employeeTexts.departmentHint)}
          search={searchDepartments}
          selectedOption={department ? departmentOption(department) : null}
        />
        <TextField formRef={formRef} name="position" label={label('position')} required maxLength={employeeLimits.position} autoComplete="organization-title" />
        <DateField formRef={formRef} name="hireDate" label={label('hireDate')} required hint={i18n._(employeeTexts.hireDateHint)} min={EARLIEST_HIRE_DATE} max={today} />
      </FormSection>
    </FormLayout>
  );
}

export const employeeFieldLabels = (t: (d: { id: string; message?: string }) => string): Record<string, string> => ({
  name: t(employeeLabels.name),
  email: t(employeeLabels.email),
  departmentId: t(employeeLabels.departmentId),
  position: t(employeeLabels.position),
  hireDate: t(employeeLabels.hireDate),
  status: t(employeeLabels.status),
});

/** A department's name as lists and pages show it: marked when it is no longer active. */
export function departmentName(i18n: I18n, departments: readonly Department[] | null, id: string | null): string {
  const department = id ? departments?.find((d) => d.id === id) : undefined;
  if (!department) return '';
  return department.status === 'active' ? department.name : i18n._({ id: 'employees.department.inactive', message: '{name} (inactive)', values: { name: department.name } });
}
