// Typing into an input as a person does: one key at a time, each key an
// input event with the text so far, so that a component's per-key handling
// (masks, partial amounts and dates) runs as in the browser.
import { fireEvent } from '@testing-library/preact';

/** Types `text` after what `input` holds, one key at a time. */
export function typeKeys(input: HTMLInputElement, text: string) {
  let acc = input.value;
  for (const ch of text) {
    acc += ch;
    fireEvent.input(input, { target: { value: acc } });
  }
}
