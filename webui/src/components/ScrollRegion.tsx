// The sideways scroller around a wide table. When the table is wider than
// the screen the scroller becomes a named region in the tab order, so that a
// keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1);
// while everything fits it stays out of the way of the Tab key.
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** The region's name when the page gives none. */
export const SCROLL_REGION_LABEL = 'Tabla (desplácela con las flechas)';

/** A `.table-wrap` that a keyboard can scroll when it overflows. */
export function ScrollRegion({ label = SCROLL_REGION_LABEL, className = 'table-wrap', children }: { label?: string; className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () => setWide(el.scrollWidth > el.clientWidth + 1);
    check();
    // The box keeps its width when rows arrive and widen the table: watch both.
    const watch = new ResizeObserver(check);
    watch.observe(el);
    if (el.firstElementChild) watch.observe(el.firstElementChild);
    return () => watch.disconnect();
  }, []);
  return (
    <div ref={box} className={className} tabIndex={wide ? 0 : undefined} role={wide ? 'region' : undefined} aria-label={wide ? label : undefined}>
      {children}
    </div>
  );
}
