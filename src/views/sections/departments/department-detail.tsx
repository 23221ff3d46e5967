import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { Department } from '../../../domain/department';
import type { Employee } from '../../../domain/employee';
import { selectLookupData, selectLookupFailed, selectLookupInput, type LookupRef } from '../../../machines/kit/lookup.machine';
import { departmentsPath } from '../../../machines/sections/departments/departments-list';
import { button } from '../../theme/recipes/button.css';
import { DetailList } from '../../kit/detail-list';
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import { useFormats } from '../../kit/format-context';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { DepartmentFields, departmentFieldLabels, managerName } from './department-fields';
import { departmentLabels, departmentStatusLabels, departmentTexts } from './department-texts';
import { InAppLink } from '../../kit/in-app-link';

/** A department's page: its fields, its manager, how many employees it has (with a link to them), Edit, Deactivate, Delete with Undo. */
export function DepartmentDetail({
  recordRef,
  managers,
  countRef,
  searchEmployees,
  employeesPathOf,
  onNavigate,
}: {
  recordRef: RecordActorOf<Department>;
  managers: Readonly<Record<string, Employee>>;
  countRef: LookupRef<number, string>;
  searchEmployees: ReferenceSearch;
  /** The employees list filtered by a department. */
  employeesPathOf: (departmentId: string) => string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const link = (to: string, text: string) => (
    <InAppLink to={to} onNavigate={onNavigate}>
      {text}
    </InAppLink>
  );
  const back = link(departmentsPath, i18n._(departmentTexts.back));
  return (
    <RecordView<Department>
      recordRef={recordRef}
      back={back}
      title={(d) => d.name}
      status={(d) => ({ label: i18n._(departmentStatusLabels[d.status]), tone: d.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{ delete: i18n._(departmentTexts.deleted), deactivate: i18n._(departmentTexts.deactivated) }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._(departmentTexts.edit)} fieldLabels={departmentFieldLabels((d) => i18n._(d))}>
          <DepartmentFields formRef={formRef} managers={managers} searchEmployees={searchEmployees} />
        </FormView>
      )}
    >
      {(d) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._(departmentTexts.general),
                items: [
                  { label: i18n._(departmentLabels.code), value: d.code },
                  { label: i18n._(departmentLabels.name), value: d.name },
                ],
              },
              {
                title: i18n._(departmentTexts.people),
                items: [
                  { label: i18n._(departmentLabels.managerId), value: managerName(i18n, d.managerId ? managers[d.managerId] : undefined) },
                  { label: i18n._(departmentLabels.employees), value: <EmployeeCount countRef={countRef} departmentId={d.id} link={link} employeesPath={employeesPathOf(d.id)} /> },
                ],
              },
              {
                title: i18n._(departmentTexts.record),
                items: [
                  { label: i18n._(departmentLabels.createdAt), value: f.dateTime(d.createdAt) },
                  { label: i18n._(departmentLabels.updatedAt), value: f.dateTime(d.updatedAt) },
                  { label: i18n._(departmentLabels.version), value: f.number(d.version) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}

/** The count of the department's employees and the link to them; Retry when the count failed. */
function EmployeeCount({
  countRef,
  departmentId,
  link,
  employeesPath,
}: {
  countRef: LookupRef<number, string>;
  departmentId: string;
  link: (to: string, text: string) => ReactNode;
  employeesPath: string;
}) {
  const { i18n } = useLingui();
  const forThis = useSelector(countRef, (s) => selectLookupInput<number, string>(s) === departmentId);
  const count = useSelector(countRef, (s) => (s.matches('loaded') ? selectLookupData<number, string>(s) : null));
  const failed = useSelector(countRef, (s) => selectLookupFailed<number, string>(s));
  if (forThis && failed) {
    return (
      <span role="alert">
        {i18n._(departmentTexts.countFailed)}{' '}
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => countRef.send({ type: 'lookup.retry' })}>
          {i18n._(departmentTexts.retry)}
        </button>
      </span>
    );
  }
  if (!forThis || count === null) return <span aria-busy="true">{i18n._(departmentTexts.counting)}</span>;
  return (
    <>
      {i18n._({
        id: 'departments.employees.count',
        message: '{count, plural, =0 {No employees} one {# employee} other {# employees}}',
        values: { count },
      })}
      {count > 0 ? <> · {link(employeesPath, i18n._(departmentTexts.showEmployees))}</> : null}
    </>
  );
}
