/**
 * Two tabs of the demo each run their own mock over one browser storage: a save in one must reach the other, so a
 * stale edit there is a 409 conflict (never a silent overwrite of the other tab's save).
 */
import { describe, expect, it } from 'vitest';
import { serviceAreas } from '../../src/mirage/services/areas';
import { ServiceData } from '../../src/mirage/services/data';
import type { Customer } from '../../src/domain/customer';

describe('service data across tabs', () => {
  it('a record saved by one tab is what the other tab answers next (its version, its fields)', async () => {
    localStorage.clear();
    const tabA = new ServiceData(serviceAreas, localStorage);
    const tabB = new ServiceData(serviceAreas, localStorage);
    const area = tabA.areaFor('customers');
    const dataA = await tabA.load('acme', area);
    const dataB = await tabB.load('acme', area);
    const [first] = dataA.collection<Customer>('customers').all();
    expect(dataB.collection<Customer>('customers').get(first!.id)).toEqual(first);

    const saved = { ...first!, email: 'otra@pestana.mx', version: first!.version + 1 };
    tabB.save(dataB, 'customers', saved);
    const again = await tabA.load('acme', area);
    expect(again.collection<Customer>('customers').get(first!.id)).toMatchObject({ email: 'otra@pestana.mx', version: saved.version });

    tabA.remove(again, 'customers', first!.id);
    expect((await tabB.load('acme', area)).collection<Customer>('customers').get(first!.id)).toBeUndefined();
  });
});
