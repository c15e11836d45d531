import { arc, pie, type PieArcDatum } from 'd3-shape';
import { useState } from 'react';
import { ChartTooltip } from '../../../../components/charts/chart-tooltip.tsx';

export type DonutSlice = { id: string; label: string; value: number; color: string; href?: string };

type Props = {
  slices: readonly DonutSlice[];
  size: number;
  title: string;
  formatValue: (value: number) => string;
  onOpen: (href: string) => void;
};

/** A donut of the slices with a value (62% inner radius, a hair between slices); a slice with a link opens it. */
export const Donut = ({ slices, size, title, formatValue, onOpen }: Props) => {
  const [hovered, setHovered] = useState<DonutSlice | null>(null);
  const drawn = slices.filter((slice) => slice.value > 0);
  const radius = size / 2;
  const arcs = pie<DonutSlice>()
    .value((slice) => slice.value)
    .sort(null)
    .padAngle(drawn.length > 1 ? 0.0175 : 0)(drawn);
  const shape = arc<PieArcDatum<DonutSlice>>()
    .innerRadius(radius * 0.62)
    .outerRadius(radius);

  return (
    <div className="relative size-full">
      <svg
        width={size}
        height={size}
        viewBox={`${-radius} ${-radius} ${size} ${size}`}
        aria-hidden="true"
        focusable="false"
        className="block"
      >
        {arcs.map((slice) => (
          <path
            key={slice.data.id}
            d={shape(slice) ?? undefined}
            fill={slice.data.color}
            data-slice={slice.data.id}
            style={{ cursor: slice.data.href !== undefined ? 'pointer' : 'default' }}
            onPointerEnter={() => setHovered(slice.data)}
            onPointerLeave={() => setHovered(null)}
            onClick={() => {
              if (slice.data.href !== undefined) onOpen(slice.data.href);
            }}
          />
        ))}
      </svg>
      {hovered !== null ? (
        <div className="pointer-events-none absolute top-full left-1/2 z-10 -translate-x-1/2 pt-1">
          <ChartTooltip
            active
            label={title}
            formatLabel={() => title}
            formatValue={formatValue}
            payload={[{ name: hovered.label, value: hovered.value, color: hovered.color, dataKey: hovered.id }]}
          />
        </div>
      ) : null}
    </div>
  );
};
