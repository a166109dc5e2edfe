// Puts the cursor in a box when a screen opens, even while the shell still
// holds the page hidden (aria-busy, see app/bannerGate.ts): a hidden box
// cannot take the focus, so the first try fails and the box is focused as soon
// as the region stops being busy, unless the user has put the cursor
// somewhere else meanwhile.

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
