type Props = { items: ReadonlyArray<{ key: string; label: string; color: string }> };

/** The series names beside a chart title (the drawing itself is hidden from screen readers). */
export const ChartLegend = ({ items }: Props) => (
  <ul aria-hidden="true" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
    {items.map((item) => (
      <li key={item.key} className="flex items-center gap-1.5">
        <span className="size-2 rounded-full" style={{ backgroundColor: item.color }} />
        {item.label}
      </li>
    ))}
  </ul>
);
