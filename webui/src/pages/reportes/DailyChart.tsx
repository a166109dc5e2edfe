// The chart of ventas-totales: net sales per day of the range over the
// chosen branches, as a uPlot line (the trend is what the owner looks for).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate, formatMoney } from '../../lib/format';

/** Net sales of one day. */
export interface DayPoint {
  fecha: string;
  total_neto: number;
}

/** Seconds since the epoch of a yyyy-MM-dd day at noon UTC (a day's bar never shifts). */
export function daySeconds(fecha: string): number {
  return Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10)), 12) / 1000;
}

/** The chart; it follows its container's width. */
export function DailyChart({ points }: { points: DayPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || points.length === 0) return;
    const xs = points.map((p) => daySeconds(p.fecha));
    const ys = points.map((p) => Number(p.total_neto) || 0);
    const opts: uPlot.Options = {
      width: Math.max(320, el.clientWidth),
      height: 220,
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      // Days as dd/MM, the way every date of the product reads.
      axes: [{ values: (_u, ticks) => ticks.map((t) => formatDate(new Date(t * 1000).toISOString().slice(0, 10)).slice(0, 5)) }, { size: 118, values: (_u, ticks) => ticks.map((t) => formatMoney(t)) }],
      series: [
        // Not hovering, the legend reads the whole range and its total.
        {
          label: 'Día',
          value: (_u, v) =>
            v == null ? `${formatDate(points[0].fecha)} a ${formatDate(points[points.length - 1].fecha)}` : formatDate(new Date(v * 1000).toISOString().slice(0, 10)),
        },
        {
          label: 'Ventas netas',
          stroke: '#0d9488',
          fill: 'rgba(13,148,136,0.12)',
          width: 2,
          points: { show: points.length <= 62, size: 6 },
          value: (_u, v) => formatMoney(v ?? ys.reduce((a, b) => a + b, 0)),
        },
      ],
    };
    const plot = new uPlot(opts, [xs, ys], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(320, el.clientWidth), height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points]);
  return <div ref={box} className="daily-chart" aria-label="Ventas netas por día" />;
}
