// Issue 14, demo charts: the arithmetic under the SVG (a readable value axis, points in the plot box, line and area
// paths, donut segments that add up to the whole circle).
import { describe, expect, it } from 'vitest';
import { areaPath, donutSegments, linePath, niceAxis, plot, shares } from '../../../src/views/demo/charts/chart-geometry';

describe('chart geometry', () => {
  it('niceAxis: round bounds in 1-2-2.5-5 steps that hold every value', () => {
    expect(niceAxis([20, 42, 3])).toEqual({ min: 0, max: 60, step: 20, ticks: [0, 20, 40, 60] });
    expect(niceAxis([0, 38])).toEqual({ min: 0, max: 40, step: 10, ticks: [0, 10, 20, 30, 40] });
    const money = niceAxis([11000, 24500], 4, false);
    expect(money.min).toBeLessThanOrEqual(11000);
    expect(money.max).toBeGreaterThanOrEqual(24500);
    expect([1, 2, 2.5, 5].map((m) => m * 10 ** Math.floor(Math.log10(money.step)))).toContain(money.step);
    expect(niceAxis([0.23, 0.24], 4, false).ticks.every((t) => Number.isFinite(t))).toBe(true);
    // Nothing to draw, or one value: still an axis with a height.
    expect(niceAxis([]).max).toBeGreaterThan(niceAxis([]).min);
    expect(niceAxis([7, 7], 4, false).max).toBeGreaterThan(7 - 1e-9);
  });

  it('plot: min at the bottom, max at the top, spread edge to edge or at band centres; out-of-range values clamp', () => {
    const box = { width: 100, height: 50 };
    expect(plot([0, 10], box, 0, 10)).toEqual([{ x: 0, y: 50 }, { x: 100, y: 0 }]);
    expect(plot([5, 5], box, 0, 10, true).map((p) => p.x)).toEqual([25, 75]);
    expect(plot([20, -5], box, 0, 10).map((p) => p.y)).toEqual([0, 50]);
  });

  it('line and area paths', () => {
    const points = [{ x: 0, y: 10 }, { x: 50, y: 0 }, { x: 100, y: 5.555 }];
    expect(linePath(points)).toBe('M0 10 L50 0 L100 5.56');
    expect(areaPath(points, { width: 100, height: 40 })).toBe('M0 10 L50 0 L100 5.56 L100 40 L0 40 Z');
    expect(areaPath([], { width: 1, height: 1 })).toBe('');
  });

  it('shares and donut segments: parts of the whole, segments around the whole circle in order', () => {
    expect(shares([80, 20])).toEqual([80, 20]);
    expect(shares([0, 0])).toEqual([0, 0]);
    expect(shares([3, -1, 1])).toEqual([75, 0, 25]);
    const r = 10;
    const c = 2 * Math.PI * r;
    const segments = donutSegments([1, 1, 2], r);
    expect(segments.reduce((sum, s) => sum + s.dash, 0)).toBeCloseTo(c, 1);
    for (const s of segments) expect(s.dash + s.gap).toBeCloseTo(c, 1);
    // Each segment starts where the previous one ended (offsets step back by the previous dash).
    expect(segments[0]!.offset - segments[1]!.offset).toBeCloseTo(segments[0]!.dash, 1);
    expect(segments[1]!.offset - segments[2]!.offset).toBeCloseTo(segments[1]!.dash, 1);
  });
});
