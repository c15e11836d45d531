// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeChart } from './time-chart.tsx';
import type { TimeSeries } from './time-chart.tsx';

type Point = { x: number; y: number };

/** Every point a path's commands name (ends and control points), with the ends of its segments apart. */
const parsePath = (d: string): { ends: Point[]; all: Point[] } => {
  const ends: Point[] = [];
  const all: Point[] = [];
  for (const [, command, args] of d.matchAll(/([MLCZ])([^MLCZ]*)/g)) {
    const numbers = (args ?? '')
      .split(/[\s,]+/)
      .filter((text) => text !== '')
      .map(Number);
    const pairs: Point[] = [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      pairs.push({ x: numbers[index]!, y: numbers[index + 1]! });
    }
    if (command === 'Z') continue;
    expect(['M', 'L', 'C']).toContain(command);
    all.push(...pairs);
    ends.push(pairs.at(-1)!);
  }
  return { ends, all };
};

const DAY = 86_400_000;
// Daily counts with spikes beside empty days: a smoothing curve would dip below zero or overshoot a peak.
const values = [0, 12, 0, 0, 5, 1, 0, 9, 9, 0];
const points = values.map((calls, index) => ({ start: index * DAY, calls, successful: Math.min(calls, 3) }));

const renderChart = (series: ReadonlyArray<TimeSeries<'calls' | 'successful'>>) =>
  render(
    <TimeChart
      points={points}
      series={series}
      formatTick={(start) => String(start / DAY)}
      formatTitle={(start) => String(start / DAY)}
      formatAxis={String}
      formatValue={String}
      wholeSteps
      axisWidth={40}
    />,
  );

describe('TimeChart', () => {
  afterEach(cleanup);

  it('draws daily counts through each value, never below the zero baseline nor above the highest point', () => {
    const { container } = renderChart([
      { key: 'calls', label: 'Calls', color: '#2563eb', kind: 'area' },
      { key: 'successful', label: 'Successful', color: '#16a34a', kind: 'line' },
    ]);
    const line = container.querySelector('[data-series="calls"] path[fill="none"]')!.getAttribute('d')!;
    const { ends } = parsePath(line);

    // The line passes through every day's value: its segment ends are the points, in order.
    expect(ends).toHaveLength(values.length);
    const baseline = ends[values.indexOf(0)]!.y;
    const peak = ends[values.indexOf(12)]!.y;
    const pixelsPerCall = (baseline - peak) / 12;
    // d3-path writes three decimals.
    ends.forEach((end, index) => expect(end.y).toBeCloseTo(baseline - values[index]! * pixelsPerCall, 2));

    // Between the points it stays within what was counted: no point of the path (control points
    // included, which bound a Bézier curve) below zero or above the peak.
    const area = container.querySelector('[data-series="calls"] path:not([fill="none"])')!.getAttribute('d')!;
    const successful = container.querySelector('[data-series="successful"] path')!.getAttribute('d')!;
    for (const path of [line, area, successful]) {
      for (const point of parsePath(path).all) {
        expect(point.y).toBeLessThanOrEqual(baseline + 1e-6);
        expect(point.y).toBeGreaterThanOrEqual(peak - 1e-6);
      }
    }
    // Flat runs stay flat: two empty days in a row draw on the baseline.
    const run = parsePath(line).all.filter((point) => point.x > ends[2]!.x && point.x < ends[3]!.x);
    run.forEach((point) => expect(point.y).toBeCloseTo(baseline, 2));
  });

  it('draws bars from the baseline to each value, none for an empty day', () => {
    const { container } = renderChart([{ key: 'calls', label: 'Calls', color: '#2563eb', kind: 'bar' }]);
    // Each bar: 'M x,baseline V … Q x,top …': from the baseline up to its value, rounded at the top.
    const bars = [...container.querySelectorAll('[data-series="calls"] path')].map((bar) => {
      const d = bar.getAttribute('d')!;
      const [, baseline] = /^M[\d.]+,([\d.]+)/.exec(d)!.map(Number);
      const [, top] = /Q[\d.]+,([\d.]+)/.exec(d)!.map(Number);
      return { baseline: baseline!, height: baseline! - top! };
    });
    const drawn = values.filter((value) => value > 0);
    expect(bars).toHaveLength(drawn.length);
    const pixelsPerCall = bars[0]!.height / drawn[0]!;
    bars.forEach((bar, index) => {
      expect(bar.baseline).toBe(bars[0]!.baseline);
      expect(bar.height).toBeCloseTo(drawn[index]! * pixelsPerCall, 6);
    });
  });
});
