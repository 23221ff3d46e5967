/** The departments list (/admin/departments): its address spec, the list machine, and the names of the page's managers. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { departmentListSpec, type Department } from '../../../domain/department';
import type { Employee } from '../../../domain/employee';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { departmentsEndpoint, fetchEmployeesById } from '../people-api';

export const departmentsPath = '/admin/departments';
export const departmentsListId = 'departments.list';
export const departmentManagersId = 'departments.managers';

export const departmentsListSpec: ListSpec = listSpecFrom(departmentListSpec, {
  id: 'departments',
  path: departmentsPath,
  columns: [
    { id: 'code', defaultVisible: true, sortField: 'code' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'managerId', defaultVisible: true },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const fetchDepartmentsPage = (config: RuntimeConfig) =>
  fromPromise<Page<Department>, FetchPageInput>(({ input, signal }) => listResource(config, departmentsEndpoint, toRequestParams(input.query), signal));

export const departmentsListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Department>(departmentsListSpec, { fetchPage: fetchDepartmentsPage(config), savePreferences });

/** The managers shown (a page's, or one department's), by id: `lookup.load` with the ids; inactive ones are still named. */
export const departmentManagersLogic = (config: RuntimeConfig) =>
  lookupOf<Record<string, Employee>, string[]>((ids, signal) => fetchEmployeesById(config, ids, signal));
