import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { groupIndian } from "@pasal/shared";
import type { Dashboard } from "./dashboard-api";

const HALF_DAY = 12 * 60 * 60;

/** Revenue per day as bars (uPlot: small and fast; loaded only with the dashboard). Resizes with its box. */
export function SalesChart({ days }: { days: Dashboard["salesByDay"] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = days.map((day) => Date.parse(`${day.date}T00:00:00+05:45`) / 1000);
    const y = days.map((day) => day.revenue);
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 220,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // Half a day either side: the first and last bars are centred on their day, and were cut in half.
        scales: { x: { time: true, range: (_u, min, max) => [min - HALF_DAY, max + HALF_DAY] }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
        axes: [
          { stroke: "#64748b", grid: { stroke: "#f1f5f9" } },
          { stroke: "#64748b", grid: { stroke: "#f1f5f9" }, size: 70, values: (_u, ticks) => ticks.map((tick) => groupIndian(tick).replace(/\.00$/, "")) },
        ],
        series: [
          {},
          {
            label: "Revenue",
            stroke: "#2550eb",
            fill: "rgba(37,80,235,0.15)",
            width: 2,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      [x, y],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 220 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className="w-full" />;
}
