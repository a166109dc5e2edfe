import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { PRICE_ALERT, PRICE_ALERT_POLL_MS, PriceAlertBanner } from '../src/components/PriceAlertBanner';
import { PRICE_ALERT_PAGE_SIZE } from '../src/components/PriceAlertModal';
import { ToastProvider } from '../src/components/Toast';
import { userWith } from './fixtures';

const six = (p: number) => ({ precio: p, precio2: p - 1, precio3: 0, precio4: 0, precio5: 0, precio6: 0 });
const detalles = Array.from({ length: 8 }, (_, i) => ({
  producto_id: i + 1,
  codigo: `C-${i + 1}`,
  producto: `Producto ${i + 1}`,
  fecha: `2025-03-14T1${i}:00:00Z`,
  ...six(11 + i),
  anterior: six(10 + i),
}));

let alert = true;
let fetchMock: ReturnType<typeof vi.fn>;
let hidden = false;

const calls = (part: string) => fetchMock.mock.calls.filter((c) => String(c[0]).includes(part));

beforeEach(() => {
  vi.useFakeTimers();
  alert = true;
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const ok = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status });
    if (url.startsWith('/api/productos/verifica-productos-actualizados/')) return ok({ alerta_existe: alert });
    if (url.startsWith('/api/productos/productos-precios-actualizados/')) return ok({ detalles });
    if (url.startsWith('/api/productos/confirmar-alerta/') && init?.method === 'PUT') {
      alert = false;
      return ok({ message: 'Se dejará de mostrar el mensaje.' });
    }
    return ok({ message: 'No encontrado' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (document as any).hidden;
});

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

function mount(role: string, branchId: number | null = 2) {
  return render(
    <ToastProvider>
      <PriceAlertBanner user={userWith(role)} branchId={branchId} />
    </ToastProvider>,
  );
}

describe('price alert banner', () => {
  it('asks at start and every 60 s, and shows the banner with its two buttons', async () => {
    mount('Vendedor');
    await flush();
    expect(calls('/verifica-productos-actualizados/2')).toHaveLength(1);
    expect(screen.getByText('SE MODIFICARON PRECIOS DE VENTA, POR FAVOR REVISE')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'VER PRODUCTOS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DEJAR DE MOSTRAR' })).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_ALERT_POLL_MS - 1000);
    });
    expect(calls('/verifica-productos-actualizados/')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(calls('/verifica-productos-actualizados/')).toHaveLength(2);
  });

  it('shows nothing while the branch has no alert, and appears at the next check', async () => {
    alert = false;
    mount('Administrador');
    await flush();
    expect(screen.queryByText(PRICE_ALERT.text)).toBeNull();
    alert = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_ALERT_POLL_MS);
    });
    expect(screen.getByText(PRICE_ALERT.text)).toBeTruthy();
  });

  it('is never asked for or shown to Inventario', async () => {
    mount('Inventario');
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_ALERT_POLL_MS * 3);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(PRICE_ALERT.text)).toBeNull();
  });

  it('pauses while the tab is hidden and checks at once when it is back', async () => {
    mount('Responsable');
    await flush();
    expect(calls('/verifica-')).toHaveLength(1);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_ALERT_POLL_MS * 5);
    });
    expect(calls('/verifica-')).toHaveLength(1);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(calls('/verifica-')).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_ALERT_POLL_MS);
    });
    expect(calls('/verifica-')).toHaveLength(3);
  });

  it('checks the new branch at once after a branch change', async () => {
    const view = mount('Super', 1);
    await flush();
    view.rerender(
      <ToastProvider>
        <PriceAlertBanner user={userWith('Super')} branchId={3} />
      </ToastProvider>,
    );
    await flush();
    expect(calls('/verifica-productos-actualizados/1')).toHaveLength(1);
    expect(calls('/verifica-productos-actualizados/3')).toHaveLength(1);
  });

  it('lists the changed products 5 per page with the previous and new prices', async () => {
    mount('Vendedor');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'VER PRODUCTOS' }));
    await flush();
    expect(calls('/productos-precios-actualizados/2')).toHaveLength(1);
    expect(screen.getByText('Productos con precios actualizados')).toBeTruthy();
    const rows = () => [...document.querySelectorAll('.price-alert-table tbody tr')];
    expect(rows()).toHaveLength(PRICE_ALERT_PAGE_SIZE);
    expect(rows()[0].textContent).toContain('Producto 1');
    // P1 10,00 → 11,00 and P2 9,00 → 10,00; empty levels are left out.
    expect(rows()[0].querySelectorAll('.price-change')).toHaveLength(2);
    expect(rows()[0].querySelector('.price-change s')?.textContent).toBe('10,00');
    expect(rows()[0].querySelector('.price-change strong')?.textContent).toBe('11,00');
    expect(document.querySelector('.pager-label')?.textContent).toBe('Página 1 de 2');
    fireEvent.click(screen.getByLabelText('Página siguiente'));
    expect(rows()).toHaveLength(3);
    expect(rows()[2].textContent).toContain('Producto 8');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar' })[0]);
    expect(screen.queryByText('Productos con precios actualizados')).toBeNull();
    expect(screen.getByText(PRICE_ALERT.text)).toBeTruthy();
  });

  it('dismisses after ¿Estás seguro?, says so, hides the banner and keeps it hidden', async () => {
    mount('Encargado de Almacen');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'DEJAR DE MOSTRAR' }));
    expect(screen.getByText('¿Estás seguro?')).toBeTruthy();
    // Cancelling leaves everything as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(calls('/confirmar-alerta/')).toHaveLength(0);
    expect(screen.getByText(PRICE_ALERT.text)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'DEJAR DE MOSTRAR' }));
    fireEvent.click(screen.getByRole('button', { name: PRICE_ALERT.confirmLabel }));
    await flush();
    const put = calls('/api/productos/confirmar-alerta/2');
    expect(put).toHaveLength(1);
    expect(put[0][1].method).toBe('PUT');
    expect(screen.getByText('Se dejará de mostrar el mensaje.')).toBeTruthy();
    expect(screen.queryByText(PRICE_ALERT.text)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_ALERT_POLL_MS);
    });
    expect(screen.queryByText(PRICE_ALERT.text)).toBeNull();
  });

  it('keeps the banner and shows the reason when the dismissal fails', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/confirmar-alerta/')) return new Response(JSON.stringify({ message: 'Sin conexión con la base' }), { status: 500 });
      return new Response(JSON.stringify({ alerta_existe: true }), { status: 200 });
    });
    mount('Vendedor');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'DEJAR DE MOSTRAR' }));
    fireEvent.click(screen.getByRole('button', { name: PRICE_ALERT.confirmLabel }));
    await flush();
    expect(screen.getByText('Hubo un error al actualizar: Sin conexión con la base')).toBeTruthy();
    expect(screen.getByText(PRICE_ALERT.text)).toBeTruthy();
  });
});
