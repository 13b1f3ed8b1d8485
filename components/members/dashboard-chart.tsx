"use client";

import { useRouter } from "next/navigation";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { shortBarLabel, type ChartBar } from "@/lib/members/dashboard-bars";

const BAR_COLOUR = "#1e3a8a";
const WARNING_COLOUR = "#b45309";

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
          margin={{ top: 20, right: 8, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* Every bar named under it (some were skipped), slanted when they are many. */}
          <XAxis
            dataKey="label"
            tick={{ fontSize: 11 }}
            interval={0}
            angle={bars.length > 4 ? -35 : 0}
            textAnchor={bars.length > 4 ? "end" : "middle"}
            height={bars.length > 4 ? 80 : 30}
            // Long names shortened under the bars; the table beside the chart gives them whole.
            tickFormatter={shortBarLabel}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            width={unit ? 64 : 48}
            // The axis says its unit (« 1 200 € »), not only the tooltip.
            tickFormatter={(value: number) =>
              unit ? `${value.toLocaleString("fr-FR")}\u00a0${unit}` : value.toLocaleString("fr-FR")
            }
          />
          <Tooltip
            formatter={(value) => [`${String(value)}${unit ? `\u00a0${unit}` : ""}`, ""]}
            separator=""
          />
          <Bar
            dataKey="value"
            fill={BAR_COLOUR}
            cursor="pointer"
            isAnimationActive={false}
            onClick={(entry) => {
              const href = (entry as { payload?: ChartBar }).payload?.href;
              if (href) router.push(href);
            }}
          >
            {bars.map((bar) => (
              <Cell
                key={bar.label}
                fill={bar.warning ? WARNING_COLOUR : BAR_COLOUR}
                data-warning={bar.warning ? "true" : undefined}
              />
            ))}
            <LabelList dataKey="value" position="top" fontSize={11} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
