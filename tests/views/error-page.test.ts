import { describe, expect, it } from 'vitest';
import { errorStatusParam } from '../../src/views/pages/error-page';

describe('error/404 status parameter', () => {
  it.each([
    ['?status=410', 410],
    ['?status=404', 404],
    ['', 404],
    ['?status=403', 404],
    ['?status=500', 404],
    ['?status=4e2', 404],
    ['?status=<b>x</b>', 404],
    ['?status=1e3', 404],
  ])('%s shows %i', (search, expected) => {
    expect(errorStatusParam(search)).toBe(expected);
  });
});
