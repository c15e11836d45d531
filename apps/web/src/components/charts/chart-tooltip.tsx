type TooltipEntry = { name?: string | number; value?: unknown; color?: string; dataKey?: unknown };

type Props = {
  formatLabel: (label: unknown) => string;
  formatValue: (value: number) => string;
  // Filled in by the chart for the point under the pointer.
  active?: boolean;
  label?: unknown;
  payload?: readonly TooltipEntry[];
};

/** A compact tooltip in the product's look, with formatted figures. */
export const ChartTooltip = ({ active, label, payload, formatLabel, formatValue }: Props) => {
  if (active !== true || payload === undefined || payload.length === 0) return null;
  return (
    <div className="rounded-md border border-gray-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="mb-1 font-medium text-gray-900">{formatLabel(label)}</p>
      <ul className="flex flex-col gap-0.5">
        {payload.map((entry) => (
          <li key={String(entry.name)} className="flex items-center gap-2 text-gray-600">
            <span className="size-2 rounded-full" style={{ backgroundColor: entry.color }} />
            <span className="flex-1">{entry.name}</span>
            <span className="font-medium text-gray-900 tabular-nums">{formatValue(Number(entry.value))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};
