import { useLingui } from '@lingui/react';
import type { Department } from '../../../domain/department';
import type { Employee } from '../../../domain/employee';
import { employeesPath } from '../../../machines/sections/employees/employees-list';
import { DetailList } from '../../kit/detail-list';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import { useFormats } from '../../kit/format-context';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { departmentName, EmployeeFields, employeeFieldLabels } from './employee-fields';
import { employeeLabels, employeeStatusLabels, employeeTexts } from './employee-texts';
import { InAppLink } from '../../kit/in-app-link';

/** An employee's page: their fields, Edit, Deactivate, Delete with Undo (a manager: deactivation instead). */
export function EmployeeDetail({
  recordRef,
  departments,
  searchDepartments,
  today,
  onNavigate,
}: {
  recordRef: RecordActorOf<Employee>;
  departments: readonly Department[] | null;
  searchDepartments: ReferenceSearch;
  today: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof employeeLabels) => i18n._(employeeLabels[key]);
  const back = (
    <InAppLink to={employeesPath} onNavigate={onNavigate}>
      {i18n._(employeeTexts.back)}
    </InAppLink>
  );
  return (
    <RecordView<Employee>
      recordRef={recordRef}
      back={back}
      title={(e) => e.name}
      status={(e) => ({ label: i18n._(employeeStatusLabels[e.status]), tone: e.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{ delete: i18n._(employeeTexts.deleted), deactivate: i18n._(employeeTexts.deactivated) }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._(employeeTexts.edit)} fieldLabels={employeeFieldLabels((d) => i18n._(d))}>
          <EmployeeFields formRef={formRef} departments={departments} searchDepartments={searchDepartments} today={today} />
        </FormView>
      )}
    >
      {(e) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._(employeeTexts.general),
                items: [
                  { label: label('number'), value: e.number },
                  { label: label('email'), value: e.email },
                ],
              },
              {
                title: i18n._(employeeTexts.job),
                items: [
                  { label: label('departmentId'), value: departmentName(i18n, departments, e.departmentId) },
                  { label: label('position'), value: e.position },
                  { label: label('hireDate'), value: f.date(e.hireDate, 'long') },
                ],
              },
              {
                title: i18n._(employeeTexts.record),
                items: [
                  { label: label('createdAt'), value: f.dateTime(e.createdAt) },
                  { label: label('updatedAt'), value: f.dateTime(e.updatedAt) },
                  { label: label('version'), value: f.number(e.version) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}
