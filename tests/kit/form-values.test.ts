// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/machines/effects/api-error';
import { deepEqual, diffValues, getPath, readSaveFailure, setPath, withoutField } from '../../src/machines/kit/form-values';
import { errors, parseCustomer, stored } from './form-fixtures';

describe('form values', () => {
  it('reads and writes dotted paths without mutating', () => {
    const values = { name: 'A', address: { city: 'X' }, lines: [{ qty: '1' }, { qty: '2' }] };
    const next = setPath(values, 'lines.1.qty', '3');
    expect(getPath(next, 'lines.1.qty')).toBe('3');
    expect(values.lines[1]!.qty).toBe('2');
    expect(next.lines[0]).toBe(values.lines[0]);
    expect(next.address).toBe(values.address);
    expect(getPath(values, 'address.zip')).toBeUndefined();
    expect(getPath(values, 'name.length.x')).toBeUndefined();
  });

  it('compares deeply', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(deepEqual(null, {})).toBe(false);
  });

  it('lists the fields that differ, down to the leaves', () => {
    expect(diffValues({ name: 'A', address: { city: 'X', zip: '1' }, tags: ['a'] }, { name: 'A', address: { city: 'Y', zip: '1' }, tags: ['a', 'b'] })).toEqual([
      { field: 'address.city', mine: 'X', theirs: 'Y' },
      { field: 'tags', mine: ['a'], theirs: ['a', 'b'] },
    ]);
  });

  it('drops a field and the fields under it from errors', () => {
    expect(withoutField({ lines: ['duplicate'], 'lines.0.qty': ['required'], linesX: ['required'] }, 'lines')).toEqual({ linesX: ['required'] });
  });
});

describe('reading a save failure', () => {
  it('tells a 422, a conflict, the connection, and definite from uncertain failures apart', () => {
    expect(readSaveFailure(errors.invalid({ name: ['not-unique'] }), parseCustomer)).toEqual({ kind: 'invalid', errors: { name: ['not-unique'] } });
    expect(readSaveFailure(errors.conflict(stored), parseCustomer)).toEqual({ kind: 'conflict', current: stored });
    expect(readSaveFailure(errors.offline(), parseCustomer)).toEqual({ kind: 'offline' });
    expect(readSaveFailure(errors.server(), parseCustomer)).toEqual({ kind: 'failed', code: 'server', uncertain: true });
    expect(readSaveFailure(errors.timeout(), parseCustomer)).toEqual({ kind: 'failed', code: 'timeout', uncertain: true });
    expect(readSaveFailure(errors.forbidden(), parseCustomer)).toEqual({ kind: 'failed', code: 'forbidden', uncertain: false });
    expect(readSaveFailure(new Error('bug'), parseCustomer)).toEqual({ kind: 'failed', code: 'unknown', uncertain: true });
  });

  it('reads a 422 without field codes, or a 409 of another type, as a plain failure', () => {
    const bare422 = new ApiError({ kind: 'http', code: 'invalid', method: 'POST', url: 'http://x/a', status: 422 });
    expect(readSaveFailure(bare422, parseCustomer)).toEqual({ kind: 'failed', code: 'invalid', uncertain: false });
    expect(readSaveFailure(errors.referenced(), parseCustomer)).toEqual({ kind: 'failed', code: 'conflict', uncertain: false });
  });
});
