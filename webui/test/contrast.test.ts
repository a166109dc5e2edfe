// The text colours of the stylesheet's variables read at WCAG AA (4.5:1)
// against the backgrounds they are used on, so a retouch of a colour that
// axe-core would only catch on the screens it visits fails here first.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(__dirname, '../src/styles.css'), 'utf8');

/** The value of a colour variable of :root. */
function variable(name: string): string {
  const m = css.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`));
  if (!m) throw new Error(`no --${name} in styles.css`);
  return m[1];
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('colour contrast of the stylesheet', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#0d9488', '#ffffff')).toBeCloseTo(3.74, 2); // the old teal, too light for white text
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it.each([
    ['white on primary buttons and the active menu item', '#ffffff', 'primary'],
    ['white on a hovered primary button', '#ffffff', 'primary-hover'],
    ['muted text on the page background', 'muted', 'bg'],
    ['muted text on a card', 'muted', 'surface'],
    ['muted text on a table header', 'muted', 'surface-alt'],
    ['"sobrante" green on a card', 'success', 'surface'],
    ['"faltante" red on a card', 'danger', 'surface'],
    ['links on a card', 'primary', 'surface'],
  ])('%s reads at 4.5:1 or more', (_what, text, background) => {
    const colour = (v: string) => (v.startsWith('#') ? v : variable(v));
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });
});
