// A ranking as uPlot bars, highest first: the products of highest profit
// (utilidades) and the employees by net sales (ventas-empleados). Under each
// bar its whole name, broken into lines; where the bars are too narrow for
// words (a phone), their place, which the legend names with its figure.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../lib/format';

/** One bar. */
export interface RankItem {
  label: string;
  value: number;
}

/** Below this many letters under a bar, the bars show their place instead of their name. */
const MIN_LETTERS = 6;
/** Height of a line of the axis's labels, in CSS pixels. */
const LINE_PX = 14;

/**
 * The label under a bar: its name broken at spaces into lines of at most
 * `width` letters (a longer word keeps a line of its own), or its place when
 * not even MIN_LETTERS fit.
 */
export function barLabel(name: string, place: number, width: number): string {
  if (width < MIN_LETTERS) return String(place);
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
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
      width: el.clientWidth,
      height: 240,
      scales: { x: { time: false, range: [0.4, ranked.length + 0.6] }, y: { range: (_u, _min, max) => [low * 1.1, Math.max(1, max * 1.1)] } },
      axes: [
        {
          // As many letters as fit under a bar (about 7.5 px each at this size).
          values: (u, ticks) => {
            const fit = Math.floor(u.bbox.width / uPlot.pxRatio / ranked.length / 7.5);
            return ticks.map((t) => (Number.isInteger(t) ? barLabel(ranked[t - 1]?.label ?? '', t, fit) : ''));
          },
          splits: () => xs,
          // Tall enough for the label with most lines.
          size: (_u, values) => 16 + LINE_PX * Math.max(1, ...(values ?? []).map((v) => String(v).split('\n').length)),
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
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [items, label]);
  return <div ref={box} className="daily-chart ranking-chart" role="img" aria-label={label} />;
}
