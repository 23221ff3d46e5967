import { useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect } from 'react';
import type { Department } from '../../../domain/department';
import type { Employee, EmployeeInput } from '../../../domain/employee';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import {
  departmentNameIn,
  employeeDepartmentsId,
  employeeDepartmentsLogic,
  employeesExportId,
  employeesExportLogic,
  employeesListId,
  employeesListLogic,
  employeesPath,
} from '../../../machines/sections/employees/employees-list';
import { employeeCreateFlow, employeesSection, today } from '../../../machines/sections/employees/employees-record';
import { searchActiveDepartments } from '../../../machines/sections/people-api';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { EmployeeCreate } from './employee-create';
import { EmployeeDetail } from './employee-detail';
import { EmployeesListView } from './employees-list-view';

/** Employees (/admin/employees): the list, an employee's page (view and edit), and New employee. */
export default function EmployeesPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config } = deps;
  const preferences = useListPreferences(sessionRef, 'employees');
  const listRef = useSectionActor<ListRef<Employee>>(sessionRef, employeesListId, () => ({
    logic: employeesListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<Employee>>(sessionRef, employeesExportId, () => ({ logic: employeesExportLogic(config, departmentNameIn(sessionRef.system)) }));
  const departmentsRef = useSectionActor<LookupRef<Department[]>>(sessionRef, employeeDepartmentsId, () => ({ logic: employeeDepartmentsLogic(config) }));
  const departments = useSelector(departmentsRef, (s) => (s ? selectLookupData<Department[]>(s) : null)) ?? null;
  const search = useCallback((q: string, signal: AbortSignal) => searchActiveDepartments(config, q, signal), [config]);
  const day = today();
  // Departments may have been added or renamed in their own section since the names were read.
  useLayoutEffect(() => {
    departmentsRef?.send({ type: 'lookup.reload' });
  }, [departmentsRef]);

  const rest = path.slice(employeesPath.length);
  const id = recordIdFromPath(path, employeesPath);
  const creating = rest === '/new';
  const section = employeesSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<EmployeeInput, Employee>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: employeeCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<Employee, EmployeeInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef && exportRef) content = <EmployeesListView listRef={listRef} exportRef={exportRef} departments={departments} onNavigate={navigate} />;
  else if (creating && flowRef) content = <EmployeeCreate flowRef={flowRef} departments={departments} searchDepartments={search} today={day} />;
  else if (id !== null && recordRef && openId === id) {
    content = (
      <EmployeeDetail
        recordRef={recordRef as unknown as RecordActorOf<Employee>}
        departments={departments}
        searchDepartments={search}
        today={day}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={deps.currency}>{content}</FormatProvider>;
}
