// The success message a product form hands to the list it returns to. It
// travels in the history entry's state, so a reload of the list does not
// show it again once read.
import { useEffect, useState } from 'react';

/** How long the list shows the message. */
export const FLASH_MS = 4000;

/** The navigation options that carry `message` to the next screen. */
export function withFlash(message: string): { state: { flash: string } } {
  return { state: { flash: message } };
}

/** Reads the message passed to this screen and hides it after FLASH_MS. */
export function useFlash(): string | null {
  const [message, setMessage] = useState<string | null>(() => {
    const s = history.state as { flash?: unknown } | null;
    return typeof s?.flash === 'string' ? s.flash : null;
  });
  useEffect(() => {
    if (!message) return;
    // Forget it in the history entry: back/forward or reload must not repeat it.
    history.replaceState(null, '');
    const timer = window.setTimeout(() => setMessage(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return message;
}
