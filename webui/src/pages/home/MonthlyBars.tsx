// Stacked monthly bars of the current year (foundation.md §2.4), drawn with
// uPlot: the dashboard draws sales with purchases, and income with expenses
// on a chart of their own, so that the smaller figures are not lost at the
// scale of sales. uPlot has no stacking of its own, so each series is drawn
// at the running sum of the ones before it, the tallest first. The legend
// reads the year's totals, and the hovered month's figures.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../lib/format';
import type { MonthTotal } from '../../api/dashboard';
import { MONTHS_SHORT } from './months';

/** One series of the chart. */
export interface BarSeries {
  label: string;
  color: string;
  values: MonthTotal[];
}

/** Running sums: row i is the sum of series 0..i, month by month. */
export function stack(series: number[][]): number[][] {
  const out: number[][] = [];
  series.forEach((s, i) => out.push(s.map((v, m) => v + (i > 0 ? out[i - 1][m] : 0))));
  return out;
}

/** The per-month values of a series over months 1..n (missing months are 0). */
export function byMonth(values: MonthTotal[], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (const v of values) if (v.mes >= 1 && v.mes <= n) out[v.mes - 1] = Number(v.total) || 0;
  return out;
}

/** The chart; it follows its container's width. */
export function MonthlyBars({ series, months, year, label }: { series: BarSeries[]; months: number; year: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const raw = series.map((s) => byMonth(s.values, months));
    const sums = stack(raw);
    const xs = Array.from({ length: months }, (_, i) => i + 1);
    // Drawn tallest (the full stack) first, so each shorter band shows on top.
    const order = series.map((_, i) => series.length - 1 - i);
    const bars = uPlot.paths.bars!({ size: [0.6, 60] });
    const opts: uPlot.Options = {
      width: Math.max(320, el.clientWidth),
      height: 280,
      scales: { x: { time: false, range: [0.4, months + 0.6] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.08)] } },
      axes: [
        { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? MONTHS_SHORT[t - 1] ?? '' : '')), splits: () => xs },
        { size: 118, values: (_u, ticks) => ticks.map((t) => formatMoney(t)) },
      ],
      series: [
        { label: 'Periodo', value: (_u, v) => (v == null ? `Año ${year}` : MONTHS_SHORT[v - 1] ?? '') },
        ...order.map((i) => ({
          label: series[i].label,
          stroke: series[i].color,
          fill: series[i].color,
          paths: bars,
          points: { show: false },
          value: (_u: uPlot, _v: number | null, _si: number, idx: number | null) =>
            formatMoney(idx == null ? raw[i].reduce((a, b) => a + b, 0) : raw[i][idx]),
        })),
      ],
      legend: { live: true },
    };
    const plot = new uPlot(opts, [xs, ...order.map((i) => sums[i])], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(320, el.clientWidth), height: 280 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, months, year]);
  return <div ref={box} className="monthly-bars" role="img" aria-label={label} />;
}
