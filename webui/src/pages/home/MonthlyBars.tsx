// Monthly bars of the current year (foundation.md §2.4), drawn with uPlot:
// the dashboard draws sales beside purchases, and income beside expenses on
// a chart of their own, so that the smaller figures are not lost at the
// scale of sales. Each month holds its series side by side (grouped, not
// stacked: a stacked bar's height would add sales to purchases, a figure
// that means nothing). The legend reads the year's totals, and the hovered
// month's figures.
import { useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney, formatMoneyShort } from '../../lib/format';
import type { MonthTotal } from '../../api/dashboard';
import { MONTHS_SHORT } from './months';

/** One series of the chart. */
export interface BarSeries {
  label: string;
  color: string;
  values: MonthTotal[];
}

/** The share of a month's width its group of bars takes. */
const GROUP_WIDTH = 0.72;
/** The chart's plotting height in CSS pixels (the stylesheet reserves it with the legend). */
const HEIGHT = 260;
/** Below this many CSS pixels per month, only every other month is labelled. */
const LABEL_PX = 34;

/** The per-month values of a series over months 1..n (missing months are 0). */
export function byMonth(values: MonthTotal[], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (const v of values) if (v.mes >= 1 && v.mes <= n) out[v.mes - 1] = Number(v.total) || 0;
  return out;
}

/** Where series i of n starts within month x, and how wide its bar is, in months. */
export function barSlot(x: number, i: number, n: number): { x0: number; width: number } {
  const width = GROUP_WIDTH / n;
  return { x0: x - GROUP_WIDTH / 2 + i * width, width };
}

/** The month labels: all of them, or every other one when `pxPerMonth` is too narrow for "Sep". */
export function monthLabels(ticks: number[], pxPerMonth: number): string[] {
  const every = pxPerMonth < LABEL_PX ? 2 : 1;
  return ticks.map((t) => (Number.isInteger(t) && (t - 1) % every === 0 ? MONTHS_SHORT[t - 1] ?? '' : ''));
}

/** The chart; it follows its container's width. */
export function MonthlyBars({ series, months, year, label }: { series: BarSeries[]; months: number; year: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn before the browser paints, so the page below never sees an empty chart first.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const raw = series.map((s) => byMonth(s.values, months));
    const xs = Array.from({ length: months }, (_, i) => i + 1);
    const bars = (i: number) =>
      uPlot.paths.bars!({
        disp: {
          x0: { unit: 1, values: () => xs.map((x) => barSlot(x, i, series.length).x0) },
          size: { unit: 1, values: () => xs.map(() => barSlot(1, i, series.length).width) },
        },
      });
    const opts: uPlot.Options = {
      width: el.clientWidth,
      height: HEIGHT,
      scales: { x: { time: false, range: [0.5, months + 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.08)] } },
      axes: [
        { values: (u, ticks) => monthLabels(ticks, u.bbox.width / uPlot.pxRatio / months), splits: () => xs },
        { size: 86, values: (_u, ticks) => ticks.map((t) => formatMoneyShort(t)) },
      ],
      series: [
        { label: 'Periodo', value: (_u, v) => (v == null ? `Año ${year}` : MONTHS_SHORT[v - 1] ?? '') },
        ...series.map((s, i) => ({
          label: s.label,
          stroke: s.color,
          fill: s.color,
          paths: bars(i),
          points: { show: false },
          value: (_u: uPlot, _v: number | null, _si: number, idx: number | null) =>
            formatMoney(idx == null ? raw[i].reduce((a, b) => a + b, 0) : raw[i][idx]),
        })),
      ],
      legend: { live: true },
    };
    const plot = new uPlot(opts, [xs, ...raw], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, months, year]);
  return <div ref={box} className="monthly-bars" role="img" aria-label={label} />;
}
