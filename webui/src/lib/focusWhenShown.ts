// Puts the cursor in a box when a screen or a dialog opens, even while the
// shell still holds the page hidden (aria-busy, see app/bannerGate.ts): a
// hidden box cannot take the focus, so the first try fails and the box is
// focused as soon as the region stops being busy, unless the user has put the
// cursor somewhere else meanwhile. It is the one way to focus on open:
// `autoFocus` is only the HTML attribute under Preact, which the browser
// honours once per page load, so a dialog opened later never got the cursor.
import { useEffect, useRef, type RefObject } from 'react';

/** Focuses `el` now or when its busy region is shown; returns the cancel. */
export function focusWhenShown(el: HTMLElement): () => void {
  el.focus();
  const region = el.closest('[aria-busy="true"]');
  if (document.activeElement === el || !region) return () => {};
  const watch = new MutationObserver(() => {
    if (region.getAttribute('aria-busy') === 'true') return;
    watch.disconnect();
    const now = document.activeElement;
    if (!now || now === document.body) el.focus();
  });
  watch.observe(region, { attributes: true, attributeFilter: ['aria-busy'] });
  return () => watch.disconnect();
}

/**
 * A ref for the element that gets the cursor when it is drawn (or, with
 * `when`, each time `when` turns true), through focusWhenShown.
 */
export function useFocusWhenShown<T extends HTMLElement>(when = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => (when && ref.current ? focusWhenShown(ref.current) : undefined), [when]);
  return ref;
}
