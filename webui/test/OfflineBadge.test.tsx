import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';

// The server is down and nothing waits: only the bar's own words are tested.
vi.mock('../src/lib/offline/useOutbox', () => ({ useOutbox: () => ({ pendientes: [], rechazadas: [], down: true }) }));
vi.mock('../src/lib/offline/sale', () => ({ sendOutbox: async () => null }));
vi.mock('../src/lib/offline/cache', () => ({ probe: () => new Promise(() => {}), refreshCatalog: async () => {}, unreachable: () => true }));

import { NO_SHELL_NOTE, OfflineBadge } from '../src/components/OfflineBadge';

/** HTTPS or localhost gives the page a service worker; plain HTTP on the network does not. */
function servedOver(secure: boolean) {
  vi.stubGlobal('isSecureContext', secure);
  if (secure) Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

describe('OfflineBadge', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('says that a reload needs HTTPS when the page is served without it', () => {
    servedOver(false);
    render(<OfflineBadge userId={1} branchId={1} />);
    expect(screen.getByRole('status').textContent).toContain('Sin conexión: las ventas se guardan en este equipo');
    expect(screen.getByText(NO_SHELL_NOTE)).toBeTruthy();
  });

  it('says nothing of HTTPS where the browser keeps the app', () => {
    servedOver(true);
    render(<OfflineBadge userId={1} branchId={1} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText(NO_SHELL_NOTE)).toBeNull();
  });
});
