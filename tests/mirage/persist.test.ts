import { describe, expect, it } from 'vitest';
import { persistentMap } from '../../src/mirage/persist';

describe('the mock backend storage', () => {
  it('keeps records across instances when given a storage, and only in memory without', () => {
    const first = persistentMap<{ n: number }>('things', localStorage);
    first.set('acme:usr_ana', { n: 1 });
    expect(persistentMap<{ n: number }>('things', localStorage).get('acme:usr_ana')).toEqual({ n: 1 });
    const memory = persistentMap<{ n: number }>('memory', null);
    memory.set('k', { n: 2 });
    expect(persistentMap<{ n: number }>('memory', null).get('k')).toBeUndefined();
  });

  it('survives corrupt storage and never answers prototype keys', () => {
    localStorage.setItem('mirage.broken', '{not json');
    const map = persistentMap<number>('broken', localStorage);
    expect(map.get('x')).toBeUndefined();
    expect(map.get('__proto__')).toBeUndefined();
    expect(map.get('constructor')).toBeUndefined();
    map.set('x', 1);
    map.delete('x');
    expect(map.get('x')).toBeUndefined();
  });

  it('two tabs over one storage: each takes in what the other wrote, and neither undoes the other', () => {
    localStorage.removeItem('mirage.tabs');
    const tabA = persistentMap<number>('tabs', localStorage);
    const tabB = persistentMap<number>('tabs', localStorage);
    const seenBefore = tabA.generation();
    tabA.set('a', 1);
    tabB.set('b', 2);
    expect(tabA.get('b')).toBe(2);
    expect(tabA.generation()).toBe(seenBefore + 1);
    tabA.set('a', 3);
    expect(tabB.get('a')).toBe(3);
    expect(JSON.parse(localStorage.getItem('mirage.tabs')!)).toEqual({ a: 3, b: 2 });
  });
});
