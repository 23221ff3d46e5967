/**
 * The employees and departments sections' machines against the real catalogs mock (issue 9): the answer checks refuse
 * malformed records whole, the pickers offer active people only, and the employee form keeps the service's rules
 * (a future hire date is refused before any request; an email in use comes back under Email with nothing lost).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Server } from 'miragejs';
import { createActor, waitFor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { businessPermissions } from '../../src/config/permissions';
import type { Employee } from '../../src/domain/employee';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { listResource, updateResource } from '../../src/machines/effects/resource-api';
import { selectCreateForm } from '../../src/machines/kit/create-flow.machine';
import { selectShownErrors, selectValues, type FormRef } from '../../src/machines/kit/form.machine';
import { employeeCreateFlow, employeeToInput, isEmployeeInput } from '../../src/machines/sections/employees/employees-record';
import { departmentToInput, isDepartmentInput } from '../../src/machines/sections/departments/departments-record';
import {
  countDepartmentEmployees,
  departmentsEndpoint,
  employeesEndpoint,
  fetchEmployeesById,
  parseDepartment,
  parseEmployee,
  searchActiveDepartments,
  searchActiveEmployees,
} from '../../src/machines/sections/people-api';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { makeTestServer, signAccessToken } from '../support/access-tokens';

const config = demoConfig('http://localhost:9090');
const deps: SectionDeps = { config, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } };
const ana = { sub: 'usr_ana', name: 'Ana Álvarez', tenants: ['acme'], permissions: businessPermissions };
let server: Server;

beforeEach(async () => {
  server = makeTestServer({ now: () => new Date('2025-07-15T10:00:00Z') });
  const token = await signAccessToken(ana);
  configureApiClient({
    config: { ...config, tenantBaseDomain: 'localhost' },
    host: `acme.localhost:${window.location.port || '80'}`,
    origin: window.location.origin,
    getAccessToken: async () => token,
    renewAccessToken: async () => null,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetApiClient();
  server.shutdown();
  vi.restoreAllMocks();
});

const audit = { id: 'e1', version: 1, createdAt: '2025-01-01T00:00:00Z', createdBy: 'x', updatedAt: '2025-01-01T00:00:00Z', updatedBy: 'x' };

describe('answer checks', () => {
  it('an employee answer is taken only whole and well formed', () => {
    const good = { ...audit, number: 'EMP-0001', name: 'Ana', email: 'a@x.mx', departmentId: 'd1', position: 'P', hireDate: '2020-01-02', status: 'active' };
    expect(parseEmployee(good)).toEqual(good);
    for (const bad of [
      { ...good, status: 'retired' },
      { ...good, hireDate: '02/01/2020' },
      { ...good, name: 42 },
      { ...good, departmentId: 7 },
      { ...good, version: 'one' },
      '<img src=x onerror=alert(1)>',
      null,
    ]) {
      expect(() => parseEmployee(bad)).toThrow(TypeError);
    }
    // Hostile text is data: kept as typed, never interpreted here.
    expect(parseEmployee({ ...good, name: '<script>alert(1)</script>' }).name).toBe('<script>alert(1)</script>');
  });

  it('a department answer too; a manager may be null', () => {
    const good = { ...audit, code: 'VEN', name: 'Ventas', managerId: null, status: 'inactive' };
    expect(parseDepartment(good)).toEqual(good);
    expect(() => parseDepartment({ ...good, managerId: 3 })).toThrow(TypeError);
    expect(() => parseDepartment({ ...good, code: undefined })).toThrow(TypeError);
  });

  it('drafts are read back only in the form of the values', () => {
    const employee = parseEmployee({ ...audit, number: 'EMP-0001', name: 'Ana', email: 'a@x.mx', departmentId: null, position: 'P', hireDate: '2020-01-02', status: 'active' });
    expect(isEmployeeInput(employeeToInput(employee))).toBe(true);
    expect(isEmployeeInput({ ...employeeToInput(employee), departmentId: 5 })).toBe(false);
    expect(isEmployeeInput('x')).toBe(false);
    expect(isDepartmentInput(departmentToInput(parseDepartment({ ...audit, code: 'A', name: 'B', managerId: 'e1', status: 'active' })))).toBe(true);
    expect(isDepartmentInput({ code: 'A', name: 'B', status: 'active' })).toBe(false);
  });
});

describe('pickers against the mock', () => {
  it('the employee picker offers active employees only, found by number or by name', async () => {
    const all = (await listResource(config, employeesEndpoint, { pageSize: 500, sort: 'number' })).items;
    const inactive = all.find((e) => e.status === 'inactive')!;
    expect(inactive).toBeDefined();
    expect(await searchActiveEmployees(config, inactive.number)).toEqual([]);
    const active = all.find((e) => e.status === 'active')!;
    expect(await searchActiveEmployees(config, active.number)).toEqual([{ id: active.id, label: active.name, sublabel: active.number }]);
    const byName = await searchActiveEmployees(config, active.name.split(' ')[1]!);
    expect(byName.some((o) => o.id === active.id)).toBe(true);
    expect(byName.length).toBeLessThanOrEqual(20);
    for (const option of byName) expect(all.find((e) => e.id === option.id)?.status).toBe('active');
  });

  it('the department picker drops an inactive department; names by id keep an inactive manager; the count is the list total', async () => {
    const [first] = (await listResource(config, departmentsEndpoint, { sort: 'code', pageSize: 1 })).items;
    expect((await searchActiveDepartments(config, first!.code)).map((o) => o.id)).toEqual([first!.id]);
    await updateResource(config, departmentsEndpoint, first!.id, first!.version, { ...departmentToInput(first!), status: 'inactive' }, 'key-dep-0001');
    expect(await searchActiveDepartments(config, first!.code)).toEqual([]);
    const manager = (await fetchEmployeesById(config, [first!.managerId!]))[first!.managerId!]!;
    await updateResource(config, employeesEndpoint, manager.id, manager.version, { ...employeeToInput(manager), status: 'inactive' }, 'key-emp-0001');
    const named = await fetchEmployeesById(config, [manager.id, 'ghost', manager.id]);
    expect(Object.keys(named)).toEqual([manager.id]);
    expect(named[manager.id]!.status).toBe('inactive');
    const members = (await listResource(config, employeesEndpoint, { departmentId: first!.id, pageSize: 500 })).items;
    expect(members.length).toBeGreaterThan(0);
    expect(await countDepartmentEmployees(config, first!.id)).toBe(members.length);
  });
});

describe('New employee (the create flow against the mock)', () => {
  async function startFlow(today = '2025-07-15') {
    const flow = createActor(employeeCreateFlow(deps, () => today), { input: { draft: null } }).start();
    const form = (await waitFor(flow, (s) => selectCreateForm(s) !== null)) && (selectCreateForm(flow.getSnapshot()) as unknown as FormRef<ReturnType<typeof employeeToInput>, Employee>);
    return { flow, form };
  }
  const change = (form: FormRef<ReturnType<typeof employeeToInput>, Employee>, name: string, value: unknown) => form.send({ type: 'form.field.change', name, value });

  it('starts hired today and refuses a later hire date before any request', async () => {
    const { form } = await startFlow();
    expect(selectValues(form.getSnapshot())).toMatchObject({ hireDate: '2025-07-15', status: 'active', departmentId: null });
    change(form, 'hireDate', '2025-07-16');
    form.send({ type: 'form.submit', idempotencyKey: 'key-future-0001' });
    expect(selectShownErrors(form.getSnapshot())).toMatchObject({ hireDate: ['out-of-range'], name: ['required'], departmentId: ['required'] });
    expect((await listResource(config, employeesEndpoint, { pageSize: 1 })).total).toBe(150);
  });

  it('an email in use comes back from the service under Email; what was typed stays', async () => {
    const [taken] = (await listResource(config, employeesEndpoint, { sort: 'number', pageSize: 1 })).items;
    const [department] = (await listResource(config, departmentsEndpoint, { sort: 'code', pageSize: 1 })).items;
    const { flow, form } = await startFlow();
    change(form, 'name', 'Renata Ávila');
    change(form, 'email', taken!.email.toUpperCase());
    change(form, 'departmentId', department!.id);
    change(form, 'position', 'Analista');
    form.send({ type: 'form.submit', idempotencyKey: 'key-email-0001' });
    await waitFor(form, (s) => Object.keys(selectShownErrors(s)).length > 0);
    expect(selectShownErrors(form.getSnapshot())).toEqual({ email: ['not-unique'] });
    expect(selectValues(form.getSnapshot())).toMatchObject({ name: 'Renata Ávila', departmentId: department!.id, position: 'Analista' });
    change(form, 'email', 'renata@acme.com.mx');
    form.send({ type: 'form.submit', idempotencyKey: 'key-email-0002' });
    const done = await waitFor(flow, (s) => s.context.saved !== null);
    expect(done.context.saved).toMatchObject({ number: 'EMP-0151', email: 'renata@acme.com.mx', departmentId: department!.id });
  });
});
