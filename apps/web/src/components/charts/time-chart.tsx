import { area, curveMonotoneX, line } from 'd3-shape';
import { useState } from 'react';
import { chartColors } from './chart-colors.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import { labelStride, niceTicks } from './nice-ticks.ts';
import { useWidth } from './use-width.ts';

export type TimeSeries<K extends string> = { key: K; label: string; color: string; kind: 'area' | 'line' | 'bar' };

type Props<K extends string> = {
  points: ReadonlyArray<{ start: number } & Record<K, number>>;
  series: ReadonlyArray<TimeSeries<K>>;
  /** The tick label of a bucket, and its tooltip title. */
  formatTick: (start: number) => string;
  formatTitle: (start: number) => string;
  formatAxis: (value: number) => string;
  formatValue: (value: number) => string;
  /** Counts: whole steps on the axis. */
  wholeSteps?: boolean;
  axisWidth: number;
  height?: number;
  /** A dot on each value of the lines: sparse series (a value some days only) stay visible. */
  showDots?: boolean;
};

const MARGIN = { top: 8, right: 8, bottom: 24 } as const;
const TICK_FONT = 11;
/** About how wide a tick label is: Inter at 11 px averages a little over 6 px a character. */
const labelWidthOf = (text: string) => text.length * 6.5;

/**
 * Buckets over time as an SVG drawn to the box's width: an area and lines (monotone curves) or
 * bars, a value axis with round ticks and grid lines, time labels that never touch, and the
 * bucket under the pointer in a tooltip. Hidden from screen readers: the ChartFrame around it
 * says what it shows.
 */
export const TimeChart = <K extends string>({
  points,
  series,
  formatTick,
  formatTitle,
  formatAxis,
  formatValue,
  wholeSteps = false,
  axisWidth,
  height = 256,
  showDots = false,
}: Props<K>) => {
  const [ref, width] = useWidth<HTMLDivElement>(320);
  const [hovered, setHovered] = useState<number | null>(null);
  const left = axisWidth;
  const plotWidth = Math.max(0, width - left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  // A bucket without a value (NaN: no score that day) leaves a gap in its line.
  const max = Math.max(
    0,
    ...points.flatMap((point) => series.map((entry) => point[entry.key])).filter((value) => Number.isFinite(value)),
  );
  const ticks = niceTicks(max, 4, wholeSteps);
  const top = ticks.at(-1)!;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const isBars = series.some((entry) => entry.kind === 'bar');
  const band = points.length > 0 ? plotWidth / points.length : plotWidth;
  // Bars sit in the middle of their bucket; curves run from the first bucket's edge to the last's.
  const x = (index: number) =>
    isBars
      ? left + band * (index + 0.5)
      : left + (points.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (points.length - 1));
  const stride = labelStride(
    points.length,
    plotWidth,
    Math.max(0, ...points.map((point) => labelWidthOf(formatTick(point.start)))),
  );
  const bottom = MARGIN.top + plotHeight;

  const onPointer = (clientX: number, target: Element) => {
    if (points.length === 0) return;
    const offset = clientX - target.getBoundingClientRect().left - left;
    const index = isBars
      ? Math.floor(offset / band)
      : Math.round(points.length <= 1 ? 0 : (offset / plotWidth) * (points.length - 1));
    setHovered(Math.min(points.length - 1, Math.max(0, index)));
  };
  const point = hovered === null ? undefined : points[hovered];

  return (
    <div ref={ref} className="relative h-full w-full">
      <svg width={width} height={height} aria-hidden="true" focusable="false" className="block overflow-visible">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={chartColors.grid} />
            <text x={left - 8} y={y(tick)} dy="0.35em" textAnchor="end" fontSize={TICK_FONT} fill={chartColors.axis}>
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {isBars && hovered !== null ? (
          <rect x={left + band * hovered} y={MARGIN.top} width={band} height={plotHeight} fill={chartColors.grid} />
        ) : null}
        {series.map((entry) => {
          if (entry.kind === 'bar') {
            const barWidth = Math.max(1, Math.min(32, band * 0.8));
            return (
              <g key={entry.key} data-series={entry.key} fill={entry.color}>
                {points.map((item, index) => {
                  const barHeight = bottom - y(item[entry.key]);
                  if (barHeight <= 0) return null;
                  const radius = Math.min(3, barWidth / 2, barHeight);
                  const x0 = x(index) - barWidth / 2;
                  const y0 = bottom - barHeight;
                  // Rounded top corners, square at the axis.
                  return (
                    <path
                      key={item.start}
                      d={`M${x0},${bottom}V${y0 + radius}Q${x0},${y0} ${x0 + radius},${y0}H${x0 + barWidth - radius}Q${x0 + barWidth},${y0} ${x0 + barWidth},${y0 + radius}V${bottom}Z`}
                    />
                  );
                })}
              </g>
            );
          }
          // Monotone: through every value, never below zero nor above a peak (basis, cardinal or
          // natural curves would invent values between the days; time-chart.test.tsx holds this).
          const path = line<(typeof points)[number]>()
            .defined((item) => Number.isFinite(item[entry.key]))
            .x((_, index) => x(index))
            .y((item) => y(item[entry.key]))
            .curve(curveMonotoneX)(points);
          const fill =
            entry.kind === 'area'
              ? area<(typeof points)[number]>()
                  .x((_, index) => x(index))
                  .y0(bottom)
                  .y1((item) => y(item[entry.key]))
                  .curve(curveMonotoneX)(points)
              : null;
          return (
            <g key={entry.key} data-series={entry.key}>
              {fill !== null ? <path d={fill} fill={entry.color} fillOpacity={0.08} /> : null}
              {path !== null ? <path d={path} fill="none" stroke={entry.color} strokeWidth={2} /> : null}
              {showDots
                ? points.map((item, index) =>
                    Number.isFinite(item[entry.key]) ? (
                      <circle key={item.start} cx={x(index)} cy={y(item[entry.key])} r={3} fill={entry.color} />
                    ) : null,
                  )
                : null}
            </g>
          );
        })}
        {!isBars && hovered !== null ? (
          <line
            x1={x(hovered)}
            x2={x(hovered)}
            y1={MARGIN.top}
            y2={bottom}
            stroke={chartColors.axis}
            strokeOpacity={0.4}
          />
        ) : null}
        {points.map((item, index) =>
          index % stride === 0 ? (
            <text
              key={item.start}
              x={x(index)}
              y={bottom + 16}
              textAnchor="middle"
              fontSize={TICK_FONT}
              fill={chartColors.axis}
            >
              {formatTick(item.start)}
            </text>
          ) : null,
        )}
        <rect
          x={left}
          y={MARGIN.top}
          width={plotWidth}
          height={plotHeight}
          fill="transparent"
          onPointerMove={(event) =>
            onPointer(event.clientX, event.currentTarget.ownerSVGElement ?? event.currentTarget)
          }
          onPointerLeave={() => setHovered(null)}
        />
      </svg>
      {point !== undefined && hovered !== null ? (
        <div
          className="pointer-events-none absolute top-2 z-10"
          style={x(hovered) > width / 2 ? { right: width - x(hovered) + 12 } : { left: x(hovered) + 12 }}
        >
          <ChartTooltip
            active
            label={point.start}
            formatLabel={(start) => formatTitle(Number(start))}
            formatValue={formatValue}
            payload={series
              .filter((entry) => Number.isFinite(point[entry.key]))
              .map((entry) => ({
                name: entry.label,
                value: point[entry.key],
                color: entry.color,
                dataKey: entry.key,
              }))}
          />
        </div>
      ) : null}
    </div>
  );
};
