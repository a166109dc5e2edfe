// A ranking as uPlot bars, highest first: the products of highest profit
// (utilidades) and the employees by net sales (ventas-empleados). The axis
// shows a short name; the legend the full one and its figure.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../lib/format';

/** One bar. */
export interface RankItem {
  label: string;
  value: number;
}

/** A name cut to fit under its bar. */
export function shortName(name: string, max = 14): string {
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}

/** The chart; `label` names it and its series. */
export function RankingChart({ items, label }: { items: RankItem[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || items.length === 0) return;
    const ranked = [...items].sort((a, b) => b.value - a.value);
    const xs = ranked.map((_, i) => i + 1);
    const ys = ranked.map((r) => r.value);
    const low = Math.min(0, ...ys);
    const opts: uPlot.Options = {
      width: Math.max(320, el.clientWidth),
      height: 240,
      scales: { x: { time: false, range: [0.4, ranked.length + 0.6] }, y: { range: (_u, _min, max) => [low * 1.1, Math.max(1, max * 1.1)] } },
      axes: [
        {
          // As many letters as fit under a bar (about 7.5 px each at this size).
          values: (u, ticks) => {
            const fit = Math.max(5, Math.floor(u.bbox.width / uPlot.pxRatio / ranked.length / 7.5));
            return ticks.map((t) => (Number.isInteger(t) ? shortName(ranked[t - 1]?.label ?? '', fit) : ''));
          },
          splits: () => xs,
          size: 40,
        },
        { size: 118, values: (_u, ticks) => ticks.map((t) => formatMoney(t)) },
      ],
      series: [
        // Not hovering, the legend reads the whole ranking: its places and its sum.
        { label: 'Puesto', value: (_u, v) => (v == null ? `1 a ${ranked.length}` : `${v}. ${ranked[v - 1]?.label ?? ''}`) },
        {
          label,
          stroke: '#0d9488',
          fill: 'rgba(13,148,136,0.55)',
          paths: uPlot.paths.bars!({ size: [0.6, 70] }),
          points: { show: false },
          value: (_u, v) => formatMoney(v ?? ys.reduce((a, b) => a + b, 0)),
        },
      ],
    };
    const plot = new uPlot(opts, [xs, ys], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(320, el.clientWidth), height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [items, label]);
  return <div ref={box} className="daily-chart ranking-chart" role="img" aria-label={label} />;
}
