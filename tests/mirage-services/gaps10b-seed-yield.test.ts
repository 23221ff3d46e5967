// @vitest-environment node
/**
 * The in-page mock lets the page breathe between data areas' seeds (gaps10b point 8): ServiceData awaits its
 * `yieldToPage` before each area's seed, so the seeds of a first request (an area and its needs) run as one task per
 * area; the data and their order are the same as without it (determinism).
 */
import { describe, expect, it } from 'vitest';
import { ServiceData, type AreaDefinition, type TenantData } from '../../src/mirage/services/data';

const log: string[] = [];
const area = (name: string, needs: string[] = []): AreaDefinition => ({
  resources: [name],
  needs,
  load: async () => ({
    seed: (data: TenantData, today: string) => {
      log.push(`seed ${name}`);
      data.collection<{ id: string; today: string }>(name).putMany([{ id: `${name}-1`, today }]);
    },
  }),
});
const areas = { a: area('a'), b: area('b', ['a']), c: area('c', ['b', 'a']) };

describe('seeds yield to the page between areas', () => {
  it('each area\'s seed runs after its own yield, needs first; the records are the same as without yields', async () => {
    log.length = 0;
    const yielding = new ServiceData(areas, null, { today: () => '2025-07-15', yieldToPage: async () => void log.push('yield') });
    const data = await yielding.load('acme', 'c');
    expect(log).toEqual(['yield', 'seed a', 'yield', 'seed b', 'yield', 'seed c']);
    const plain = await new ServiceData(areas, null, { today: () => '2025-07-15' }).load('acme', 'c');
    for (const name of ['a', 'b', 'c']) expect(data.collection(name).all()).toEqual(plain.collection(name).all());
    // Loaded once: a second request neither yields nor seeds again.
    log.length = 0;
    await yielding.load('acme', 'c');
    expect(log).toEqual([]);
  });
});
