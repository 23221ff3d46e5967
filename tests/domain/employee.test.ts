// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayOf,
  emptyEmployeeInput,
  employeeListSpec,
  formatEmployeeNumber,
  isCalendarDay,
  normalizeEmployeeInput,
  validateEmployee,
  type EmployeeInput,
} from '../../src/domain/employee';
import { applyListQuery, parseListQuery } from '../../src/domain/list-query';

const valid: EmployeeInput = {
  name: 'María Hernández Ruiz',
  email: 'maria.hernandez@acme.com.mx',
  departmentId: 'dep-1',
  position: 'Contadora',
  hireDate: '2021-03-15',
  status: 'active',
};
const departments = { 'dep-1': { status: 'active' as const }, 'dep-old': { status: 'inactive' as const } };
const rules = { today: '2025-07-15', department: (id: string) => departments[id as keyof typeof departments] };

describe('validateEmployee', () => {
  it('accepts a complete employee', () => {
    expect(validateEmployee(valid, rules)).toEqual({});
  });

  it('names each field with its code', () => {
    const errors = validateEmployee({ name: '', email: 'nope', departmentId: null, position: ' ', hireDate: '2025-02-30', status: 'gone' as never }, rules);
    expect(errors).toEqual({
      name: ['required'],
      email: ['invalid-email'],
      departmentId: ['required'],
      position: ['required'],
      hireDate: ['invalid-format'],
      status: ['invalid-format'],
    });
  });

  it('too long texts, and an email another employee has', () => {
    const errors = validateEmployee({ ...valid, name: 'x'.repeat(201), position: 'y'.repeat(101) }, { ...rules, emailTaken: (e) => e === valid.email });
    expect(errors).toEqual({ name: ['too-long'], position: ['too-long'], email: ['not-unique'] });
  });

  it('a hire date after today, or before 1950, is out of range; today itself is fine', () => {
    expect(validateEmployee({ ...valid, hireDate: '2025-07-16' }, rules)).toEqual({ hireDate: ['out-of-range'] });
    expect(validateEmployee({ ...valid, hireDate: '1949-12-31' }, rules)).toEqual({ hireDate: ['out-of-range'] });
    expect(validateEmployee({ ...valid, hireDate: '2025-07-15' }, rules)).toEqual({});
    expect(validateEmployee({ ...valid, hireDate: '' }, rules)).toEqual({ hireDate: ['required'] });
  });

  it('the department must exist and be active, unless the employee already had it', () => {
    expect(validateEmployee({ ...valid, departmentId: 'ghost' }, rules)).toEqual({ departmentId: ['unknown-reference'] });
    expect(validateEmployee({ ...valid, departmentId: 'dep-old' }, rules)).toEqual({ departmentId: ['inactive-reference'] });
    expect(validateEmployee({ ...valid, departmentId: 'dep-old' }, { ...rules, previous: { departmentId: 'dep-old' } })).toEqual({});
    // The form checks without the lookup: only the shape.
    expect(validateEmployee({ ...valid, departmentId: 'ghost' }, { today: rules.today })).toEqual({});
  });

  it('any input gives only known codes on known fields, and never throws (property)', () => {
    const anything = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined), fc.boolean());
    fc.assert(
      fc.property(fc.record({ name: anything, email: anything, departmentId: anything, position: anything, hireDate: anything, status: anything }), (input) => {
        const errors = validateEmployee(input as unknown as EmployeeInput, rules);
        for (const key of Object.keys(errors)) expect(['name', 'email', 'departmentId', 'position', 'hireDate', 'status']).toContain(key);
      }),
    );
  });
});

describe('calendar days', () => {
  it('isCalendarDay takes real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('24-01-01')).toBe(false);
  });

  it('a day written by dayOf is always a calendar day, and a later instant never gives an earlier day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.integer({ min: 0, max: 10 ** 10 }), (t, dt) => {
        const a = dayOf(new Date(t));
        expect(isCalendarDay(a)).toBe(true);
        expect(dayOf(new Date(t + dt)) >= a).toBe(true);
      }),
    );
  });
});

describe('normalize, numbering, list spec', () => {
  it('trims and lower-cases the email', () => {
    expect(normalizeEmployeeInput({ ...valid, name: '  Ana  ', email: ' ANA@X.MX ' })).toMatchObject({ name: 'Ana', email: 'ana@x.mx' });
  });

  it('numbers as EMP-0001 and grows past four digits', () => {
    expect(formatEmployeeNumber(1)).toBe('EMP-0001');
    expect(formatEmployeeNumber(12345)).toBe('EMP-12345');
  });

  it('a blank form is hired today, active, with no department', () => {
    expect(emptyEmployeeInput('2025-07-15')).toMatchObject({ hireDate: '2025-07-15', status: 'active', departmentId: null });
  });

  it('filters by department and status, searches number, name, email and position', () => {
    const rows = [
      { ...valid, id: 'a', number: 'EMP-0001', version: 1, createdAt: '', createdBy: '', updatedAt: '', updatedBy: '' },
      { ...valid, id: 'b', number: 'EMP-0002', name: 'Luis Pérez', email: 'luis@x.mx', departmentId: 'dep-2', position: 'Chofer', status: 'inactive' as const, version: 1, createdAt: '', createdBy: '', updatedAt: '', updatedBy: '' },
    ];
    const answer = (params: Record<string, string>) => {
      const parsed = parseListQuery(params, employeeListSpec);
      if (!parsed.ok) throw new Error('bad query');
      return applyListQuery(rows, parsed.query, employeeListSpec).items.map((r) => r.id);
    };
    expect(answer({ departmentId: 'dep-2' })).toEqual(['b']);
    expect(answer({ status: 'active' })).toEqual(['a']);
    expect(answer({ q: 'chofer' })).toEqual(['b']);
    expect(answer({ q: 'emp-0001' })).toEqual(['a']);
    expect(answer({ sort: '-hireDate,number' })).toEqual(['a', 'b']);
  });
});
