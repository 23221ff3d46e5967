/**
 * The arithmetic of the demo charts (no DOM, no React): a readable value axis, the points of a series in a plot box,
 * the SVG paths of a line and of the area under it, and the arcs of a donut. Pure, so it is unit-tested
 * (tests/demo/dashboards/chart-geometry.test.ts).
 */

export interface Box {
  width: number;
  height: number;
}

/** A value axis from a round lower bound to a round upper bound in steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceAxis(values: readonly number[], ticks = 4, zeroBased = true): { min: number; max: number; step: number; ticks: number[] } {
  const finite = values.filter(Number.isFinite);
  let lo = finite.length ? Math.min(...finite) : 0;
  let hi = finite.length ? Math.max(...finite) : 1;
  if (zeroBased) lo = Math.min(0, lo);
  if (hi === lo) hi = lo + 1;
  const raw = (hi - lo) / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const count = Math.round((max - min) / step);
  return { min, max, step, ticks: Array.from({ length: count + 1 }, (_, i) => +(min + i * step).toPrecision(12)) };
}

/**
 * Where each value sits in the box, `min` at the bottom and `max` at the top: spread from edge to edge, or (`bands`) at
 * the middle of equal bands, so that lines and columns over the same labels line up.
 */
export function plot(values: readonly number[], box: Box, min: number, max: number, bands = false): { x: number; y: number }[] {
  const span = max - min || 1;
  const n = values.length;
  return values.map((v, i) => ({
    x: bands ? ((i + 0.5) * box.width) / n : n <= 1 ? box.width / 2 : (i / (n - 1)) * box.width,
    y: box.height - ((Math.min(max, Math.max(min, v)) - min) / span) * box.height,
  }));
}

const round = (n: number) => Math.round(n * 100) / 100;

export const linePath = (points: readonly { x: number; y: number }[]): string =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');

/** The line closed down to the bottom of the box. */
export function areaPath(points: readonly { x: number; y: number }[], box: Box): string {
  if (points.length === 0) return '';
  return `${linePath(points)} L${round(points.at(-1)!.x)} ${box.height} L${round(points[0]!.x)} ${box.height} Z`;
}

/** Each share's part of the whole, in percent (0 when the whole is 0). */
export function shares(values: readonly number[]): number[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  return values.map((v) => (total > 0 ? (Math.max(0, v) / total) * 100 : 0));
}

/**
 * A donut as stroke dash segments of one circle (r, circumference `c`): each share's `dash` length and `offset` from
 * the top, clockwise. Drawing with strokes keeps every segment a plain circle (no arc flags to get wrong).
 */
export function donutSegments(values: readonly number[], r: number): { dash: number; gap: number; offset: number }[] {
  const c = 2 * Math.PI * r;
  let start = 0;
  return shares(values).map((percent) => {
    const dash = (percent / 100) * c;
    const segment = { dash: round(dash), gap: round(c - dash), offset: round(c / 4 - start) };
    start += dash;
    return segment;
  });
}
