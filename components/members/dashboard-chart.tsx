"use client";

import { useRouter } from "next/navigation";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type ChartBar = { label: string; value: number; href: string };

/**
 * One bar chart of the admin dashboard (recharts, loaded on admin pages only). Each bar opens the
 * matching filtered directory; the same figures are in the data table beside it, for keyboards
 * and screen readers (the chart itself is hidden from them).
 */
export function DashboardChart({
  bars,
  unit,
  height = 220,
}: {
  bars: ChartBar[];
  unit?: string;
  height?: number;
}) {
  const router = useRouter();
  return (
    <div aria-hidden="true" className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the table beside the chart is the accessible way to the same figures. */}
        <BarChart
          data={bars}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={48} />
          <Tooltip
            formatter={(value) => [`${String(value)}${unit ? ` ${unit}` : ""}`, ""]}
            separator=""
          />
          <Bar
            dataKey="value"
            fill="#1e3a8a"
            cursor="pointer"
            isAnimationActive={false}
            onClick={(entry) => {
              const href = (entry as { payload?: ChartBar }).payload?.href;
              if (href) router.push(href);
            }}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
