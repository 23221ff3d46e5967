// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyDepartmentInput, normalizeDepartmentInput, validateDepartment, type DepartmentInput } from '../../src/domain/department';

const valid: DepartmentInput = { code: 'VEN', name: 'Ventas', managerId: 'emp-1', status: 'active' };
const people = { 'emp-1': { status: 'active' as const }, 'emp-gone': { status: 'inactive' as const } };
const employee = (id: string) => people[id as keyof typeof people];

describe('validateDepartment', () => {
  it('accepts a complete department, and one with no manager yet', () => {
    expect(validateDepartment(valid, { employee })).toEqual({});
    expect(validateDepartment({ ...valid, managerId: null }, { employee })).toEqual({});
  });

  it('names each field with its code', () => {
    expect(validateDepartment({ code: 'ventas norte', name: '', managerId: '' as never, status: 'x' as never })).toEqual({
      code: ['invalid-format'],
      name: ['required'],
      managerId: ['invalid-format'],
      status: ['invalid-format'],
    });
    expect(validateDepartment({ ...valid, code: 'A'.repeat(21), name: 'n'.repeat(101) })).toEqual({ code: ['too-long'], name: ['too-long'] });
    expect(validateDepartment({ code: 'X', name: 'X', status: 'active' } as DepartmentInput)).toEqual({ managerId: ['required'] });
  });

  it('the code is unique per tenant', () => {
    expect(validateDepartment(valid, { codeTaken: (code) => code === 'VEN' })).toEqual({ code: ['not-unique'] });
  });

  it('the manager must exist and be active, unless the department already had that manager', () => {
    expect(validateDepartment({ ...valid, managerId: 'ghost' }, { employee })).toEqual({ managerId: ['unknown-reference'] });
    expect(validateDepartment({ ...valid, managerId: 'emp-gone' }, { employee })).toEqual({ managerId: ['inactive-reference'] });
    expect(validateDepartment({ ...valid, managerId: 'emp-gone' }, { employee, previous: { managerId: 'emp-gone' } })).toEqual({});
  });
});

describe('normalizeDepartmentInput', () => {
  it('trims and upper-cases the code', () => {
    expect(normalizeDepartmentInput({ ...valid, code: ' ven-2 ', name: ' Ventas ' })).toEqual({ ...valid, code: 'VEN-2', name: 'Ventas' });
    expect(emptyDepartmentInput()).toEqual({ code: '', name: '', managerId: null, status: 'active' });
  });
});
