// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { layoutIds } from '../../src/config/appearance';
import { itemsForLayout, layoutSpecs, navWidths, resolveLayout } from '../../src/machines/layouts';
import { navigationSets } from '../../src/mirage/data/navigation';

describe('layouts (SPEC §2, §9)', () => {
  it('has the eleven layouts', () => {
    expect(Object.keys(layoutSpecs).sort()).toEqual([...layoutIds].sort());
    expect(layoutIds).toHaveLength(11);
  });

  it('centered, enterprise, material and modern are horizontal; the six others vertical; empty has none', () => {
    const kind = (n: string) => layoutIds.filter((id) => layoutSpecs[id].navigation === n).sort();
    expect(kind('horizontal')).toEqual(['centered', 'enterprise', 'material', 'modern']);
    expect(kind('vertical')).toEqual(['classic', 'classy', 'compact', 'dense', 'futuristic', 'thin']);
    expect(kind('none')).toEqual(['empty']);
  });

  it('compact and thin use the compact set, futuristic its own; quick chat in modern, enterprise, compact, dense, futuristic, thin', () => {
    expect(layoutSpecs.compact.set).toBe('compact');
    expect(layoutSpecs.thin.set).toBe('compact');
    expect(layoutSpecs.futuristic.set).toBe('futuristic');
    expect(layoutIds.filter((id) => layoutSpecs[id].quickChat).sort()).toEqual(['compact', 'dense', 'enterprise', 'futuristic', 'modern', 'thin']);
  });

  it('navigation widths: default 280, compact 112, dense 80, thin 80', () => {
    expect(navWidths).toMatchObject({ default: 280, compact: 112, dense: 80, thin: 80 });
  });

  it('the layout query parameter wins, then the route, then the configuration; unknown values are ignored', () => {
    expect(resolveLayout('?layout=modern', 'empty', 'classic')).toBe('modern');
    expect(resolveLayout('?layout=nonsense', null, 'classic')).toBe('classic');
    expect(resolveLayout('', 'empty', 'classic')).toBe('empty');
    expect(resolveLayout('?layout=__proto__', null, 'dense')).toBe('dense');
  });

  it('narrow layouts show groups as asides with an icon; wide ones keep the groups', () => {
    const thin = itemsForLayout(layoutSpecs.thin, navigationSets.default);
    expect(thin.find((i) => i.id === 'sales')).toMatchObject({ type: 'aside', icon: 'orders' });
    expect(itemsForLayout(layoutSpecs.classic, navigationSets.default).find((i) => i.id === 'sales')?.type).toBe('group');
  });
});
