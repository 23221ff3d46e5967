/** The employees list (/admin/employees): its address spec, the list and export machines, and the departments lookup. */
import type { ActorSystem } from 'xstate';
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Department } from '../../../domain/department';
import { employeeListSpec, type Employee } from '../../../domain/employee';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { saveCsvFile } from '../../effects/save-file';
import type { CsvColumn } from '../../kit/csv';
import { createExportMachine } from '../../kit/export.machine';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf, selectLookupData, type LookupRef } from '../../kit/lookup.machine';
import { employeesEndpoint, fetchDepartments } from '../people-api';

export const employeesPath = '/admin/employees';
export const employeesListId = 'employees.list';
export const employeesExportId = 'employees.export';
export const employeeDepartmentsId = 'employees.departments';

export const employeesListSpec: ListSpec = listSpecFrom(employeeListSpec, {
  id: 'employees',
  path: employeesPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'email', defaultVisible: false, sortField: 'email' },
    { id: 'departmentId', defaultVisible: true },
    { id: 'position', defaultVisible: true, sortField: 'position' },
    { id: 'hireDate', defaultVisible: false, sortField: 'hireDate' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

/** The list of a department's employees (the department page links to it). */
export const employeesOfDepartmentPath = (departmentId: string) => `${employeesPath}?departmentId=${encodeURIComponent(departmentId)}`;

/** One page of employees for a query (also used by the export, page after page). */
export const fetchEmployeesPage = (config: RuntimeConfig) =>
  fromPromise<Page<Employee>, FetchPageInput>(({ input, signal }) => listResource(config, employeesEndpoint, toRequestParams(input.query), signal));

export const employeesListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Employee>(employeesListSpec, { fetchPage: fetchEmployeesPage(config), savePreferences });

/** Every department (names in the list, the page, the filter and the picker's current choice). */
export const employeeDepartmentsLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchDepartments(config, signal));

/** The CSV's columns; `departmentName` names a department by id when the export runs. */
export const employeeCsvColumns = (departmentName: (id: string) => string = (id) => id): CsvColumn<Employee>[] => [
  { id: 'number', csv: (e) => e.number },
  { id: 'name', csv: (e) => e.name },
  { id: 'email', csv: (e) => e.email },
  { id: 'departmentId', csv: (e) => (e.departmentId === null ? null : departmentName(e.departmentId)) },
  { id: 'position', csv: (e) => e.position },
  { id: 'hireDate', csv: (e) => e.hireDate },
  { id: 'status', csv: (e) => e.status },
  { id: 'createdAt', csv: (e) => e.createdAt },
  { id: 'updatedAt', csv: (e) => e.updatedAt },
];

/** A department's name as the section's lookup knows it when the export runs; its id until the lookup has loaded. */
export const departmentNameIn =
  (system: ActorSystem<any>) =>
  (id: string): string => {
    const lookup = system.get(employeeDepartmentsId) as LookupRef<Department[]> | undefined;
    return (lookup ? selectLookupData<Department[]>(lookup.getSnapshot()) : null)?.find((d) => d.id === id)?.name ?? id;
  };

export const employeesExportLogic = (config: RuntimeConfig, departmentName?: (id: string) => string) =>
  createExportMachine<Employee>({ columns: employeeCsvColumns(departmentName), fileName: 'employees.csv', fetchPage: fetchEmployeesPage(config), download: saveCsvFile });
