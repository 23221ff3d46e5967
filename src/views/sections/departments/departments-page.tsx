import { useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect } from 'react';
import type { Department, DepartmentInput } from '../../../domain/department';
import type { Employee } from '../../../domain/employee';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import { selectRows, type ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, selectLookupInput, type LookupRef } from '../../../machines/kit/lookup.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import {
  departmentManagersId,
  departmentManagersLogic,
  departmentsListId,
  departmentsListLogic,
  departmentsPath,
} from '../../../machines/sections/departments/departments-list';
import {
  departmentCreateFlow,
  departmentEmployeesId,
  departmentEmployeesLogic,
  departmentsSection,
} from '../../../machines/sections/departments/departments-record';
import { searchActiveEmployees } from '../../../machines/sections/people-api';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { DepartmentCreate } from './department-create';
import { DepartmentDetail } from './department-detail';
import { DepartmentsListView } from './departments-list-view';

type Managers = Record<string, Employee>;
const noManagers: Managers = {};
/** The employees list of one department (the employees section's address: a section never imports another). */
const employeesPathOf = (departmentId: string) => `/admin/employees?departmentId=${encodeURIComponent(departmentId)}`;

/** Departments (/admin/departments): the list, a department's page with its manager and employee count, and New department. */
export default function DepartmentsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config } = deps;
  const preferences = useListPreferences(sessionRef, 'departments');
  const listRef = useSectionActor<ListRef<Department>>(sessionRef, departmentsListId, () => ({
    logic: departmentsListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const managersRef = useSectionActor<LookupRef<Managers, string[]>>(sessionRef, departmentManagersId, () => ({ logic: departmentManagersLogic(config), input: [] }));
  const search = useCallback((q: string, signal: AbortSignal) => searchActiveEmployees(config, q, signal), [config]);

  const rest = path.slice(departmentsPath.length);
  const id = recordIdFromPath(path, departmentsPath);
  const creating = rest === '/new';
  const section = departmentsSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<DepartmentInput, Department>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: departmentCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<Department, DepartmentInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const countRef = useSectionActor<LookupRef<number, string>>(sessionRef, id !== null ? departmentEmployeesId : null, () => ({
    logic: departmentEmployeesLogic(deps),
    input: id,
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));
  const record = useSelector(recordRef, (s) => (s ? s.context.record : null));
  const rows = useSelector(listRef, (s) => (s ? selectRows<Department>(s) : null));
  const managerIds = (
    rest === '' ? (rows ?? []).map((d) => d.managerId) : id !== null ? [record?.managerId ?? null] : []
  )
    .filter((m): m is string => m !== null)
    .sort()
    .filter((m, i, all) => all[i - 1] !== m)
    .join(',');
  const managersFor = useSelector(managersRef, (s) => (s ? selectLookupInput<Managers, string[]>(s).join(',') : ''));
  const managers = useSelector(managersRef, (s) => (s ? selectLookupData<Managers, string[]>(s) : null)) ?? noManagers;

  // The page's managers are named as its rows (or record) change.
  useLayoutEffect(() => {
    if (managersRef && managerIds !== managersFor && (managerIds !== '' || managersFor === '')) {
      managersRef.send({ type: 'lookup.load', input: managerIds === '' ? [] : managerIds.split(',') });
    }
  }, [managersRef, managerIds, managersFor]);
  // The count is read again each time a department's page opens (employees may have moved since).
  useLayoutEffect(() => {
    if (countRef && id !== null) countRef.send({ type: 'lookup.load', input: id });
  }, [countRef, id]);

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef) content = <DepartmentsListView listRef={listRef} managers={managers} onNavigate={navigate} />;
  else if (creating && flowRef) content = <DepartmentCreate flowRef={flowRef} managers={managers} searchEmployees={search} />;
  else if (id !== null && recordRef && countRef && openId === id) {
    content = (
      <DepartmentDetail
        recordRef={recordRef as unknown as RecordActorOf<Department>}
        managers={managers}
        countRef={countRef}
        searchEmployees={search}
        employeesPathOf={employeesPathOf}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={deps.currency}>{content}</FormatProvider>;
}
