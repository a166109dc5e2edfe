import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import type { PrecioSucursal, Traspaso } from '../src/api/traspasos';
import { interBranchAllowed } from '../src/app/guard';
import { NOTIFICATIONS_POLL_MS, NotificationBanner } from '../src/components/NotificationBanner';
import { TRANSFER_NOTICE_PAGE } from '../src/components/NotificationModals';
import { ToastProvider } from '../src/components/Toast';
import { addTransferProduct, hasInvalidPrice, setDestinoPrice, setTransferQuantity, transferPayload, withDestination } from '../src/pages/traspasos/cart';
import { canAnswer, canRemoveLine, canVoidInterBranch, lineNeedsReason, solicitudText, TRASPASO_MSG } from '../src/pages/traspasos/common';
import { addBulkProduct, bulkPayload, overStock, setShare } from '../src/pages/traspasos/masivo';
import { userWith } from './fixtures';

function product(id: number, stock: number, destino = 100): PrecioSucursal {
  return {
    id, codigo: `P-${id}`, producto: `Producto ${id}`, unidad: 'Unidad', imagen: null, cantidad_disponible_origen: stock,
    precio_origen: 90, precio2_origen: 80, precio3_origen: 0, precio4_origen: 0, precio5_origen: 0, precio6_origen: 0,
    precio_destino: destino, precio2_destino: 85.5, precio3_destino: 0, precio4_destino: 0, precio5_destino: 0, precio6_destino: 0,
  };
}

function transfer(extra: Partial<Traspaso> = {}): Traspaso {
  return {
    id: 4, fecha_solicitud: '2025-03-04T14:00:00Z', fecha_traspaso: null, sucursal_origen_id: 1, sucursal_origen: 'Casa Matriz',
    sucursal_destino_id: 2, sucursal_destino: 'Centro', motivo: 'x', descripcion: '', usuario_id: 1, usuario: 'Admin', empleado: 'Admin',
    respondido_por: '', estado: true, solicitud_estado: 'Pendiente', motivo_anulacion: '', cantidad_productos: 2, total_unidades: 3, ...extra,
  };
}

describe('transfer cart', () => {
  it('adds one unit per click up to the origin stock, with the destination prices', () => {
    let r = addTransferProduct([], product(1, 2));
    expect(r.cart[0].cantidad).toBe(1);
    expect(r.cart[0].destino.slice(0, 2)).toEqual([10000, 8550]);
    r = addTransferProduct(r.cart, product(1, 2));
    expect(r.cart[0].cantidad).toBe(2);
    const refused = addTransferProduct(r.cart, product(1, 2));
    expect(refused.error).toBe(TRASPASO_MSG.stockOrigin);
    expect(refused.cart).toBe(r.cart);
  });

  it('reads quantities as the spec says and refuses more than the origin has', () => {
    const cart = addTransferProduct([], product(1, 5)).cart;
    expect(setTransferQuantity(cart, '1', 'abc').cart[0].cantidad).toBe(0);
    expect(setTransferQuantity(cart, '1', '-3').cart[0].cantidad).toBe(0);
    expect(setTransferQuantity(cart, '1', '4').cart[0].cantidad).toBe(4);
    expect(setTransferQuantity(cart, '1', '6').error).toBe(TRASPASO_MSG.stockOrigin);
  });

  it('sends typed destination prices, leaves out blanks and flags text that is not an amount', () => {
    let cart = addTransferProduct([], product(1, 5)).cart;
    cart = setDestinoPrice(cart, '1', 0, '1.234,50');
    cart = setDestinoPrice(cart, '1', 2, '');
    expect(transferPayload(cart, true)).toEqual([
      { id: 1, cantidad: 1, precio_destino: 1234.5, precio2_destino: 85.5, precio4_destino: 0, precio5_destino: 0, precio6_destino: 0 },
    ]);
    expect(transferPayload(cart, false)).toEqual([{ id: 1, cantidad: 1 }]);
    expect(hasInvalidPrice(cart)).toBe(false);
    expect(hasInvalidPrice(setDestinoPrice(cart, '1', 1, '-5'))).toBe(true);
  });

  it('takes the new destination prices when the destination changes', () => {
    const cart = addTransferProduct([], product(1, 5, 100)).cart;
    expect(withDestination(cart, [product(1, 5, 140)])[0].destino[0]).toBe(14000);
  });
});

describe('bulk distribution', () => {
  it('adds a product once, sums the shares and leaves empty shares out', () => {
    let rows = addBulkProduct([], { id: 3, codigo: 'C', producto: 'P', cantidad_disponible: 10 });
    rows = addBulkProduct(rows, { id: 3, codigo: 'C', producto: 'P', cantidad_disponible: 10 });
    expect(rows).toHaveLength(1);
    rows = setShare(setShare(rows, 3, 2, '6'), 3, 4, 'x');
    expect(overStock(rows)).toBe(false);
    expect(bulkPayload(' Reparto ', rows)).toEqual({ motivo: 'Reparto', productos: [{ producto_id: 3, distribucion: [{ sucursal_id: 2, cantidad: 6 }] }] });
    expect(overStock(setShare(rows, 3, 4, '5'))).toBe(true);
  });
});

describe('transfer rules of the screens', () => {
  it('names the request states as §4 shows them', () => {
    expect(solicitudText('Directo')).toBe('Traspaso Directo');
    expect(solicitudText('')).toBe('Ingreso de Almacén');
    expect(solicitudText('Aceptado')).toBe('Aceptada');
    expect(solicitudText('Rechazado')).toBe('Rechazada');
  });

  it('answers only a pending request, for the receiving branch or Super', () => {
    expect(canAnswer(userWith('Vendedor'), 2, transfer())).toBe(true);
    expect(canAnswer(userWith('Vendedor'), 1, transfer())).toBe(false);
    expect(canAnswer(userWith('Super'), 1, transfer())).toBe(true);
    expect(canAnswer(userWith('Super'), 1, transfer({ solicitud_estado: 'Aceptado' }))).toBe(false);
  });

  it('lets only Super void an Aceptado or Directo transfer between branches', () => {
    expect(canVoidInterBranch(userWith('Super'), transfer({ solicitud_estado: 'Aceptado' }))).toBe(true);
    expect(canVoidInterBranch(userWith('Super'), transfer({ solicitud_estado: 'Pendiente' }))).toBe(false);
    expect(canVoidInterBranch(userWith('Administrador'), transfer({ solicitud_estado: 'Directo' }))).toBe(false);
  });

  it('removes a line only from a valid transfer with several lines, others only while Pendiente', () => {
    const done = transfer({ solicitud_estado: 'Directo' });
    expect(canRemoveLine(userWith('Administrador'), done, 2, true)).toBe(true);
    expect(canRemoveLine(userWith('Responsable'), done, 2, true)).toBe(false);
    expect(canRemoveLine(userWith('Responsable'), transfer(), 2, true)).toBe(true);
    expect(canRemoveLine(userWith('Super'), done, 1, true)).toBe(false);
    expect(canRemoveLine(userWith('Super'), done, 2, false)).toBe(false);
    expect(canRemoveLine(userWith('Super'), transfer({ estado: false }), 2, true)).toBe(false);
    expect(lineNeedsReason(done)).toBe(true);
    expect(lineNeedsReason(transfer())).toBe(false);
  });

  it('opens TRASPASOS ENTRE SUCURSALES to Super, Administrador and users whose own transfer flag is set', () => {
    expect(interBranchAllowed(userWith('Administrador'))).toBe(true);
    expect(interBranchAllowed(userWith('Vendedor'))).toBe(false);
    expect(interBranchAllowed(userWith('Inventario'))).toBe(false);
    expect(interBranchAllowed(userWith('Vendedor', { is_activa_traspasos: true }))).toBe(true);
    expect(interBranchAllowed(userWith('Inventario', { is_activa_traspasos: true }))).toBe(true);
  });
});

describe('notification banner', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let unread: { traspaso: unknown; anulacion: unknown };
  const calls = (part: string) => fetchMock.mock.calls.filter((c) => String(c[0]).includes(part));
  const notice = (i: number) => ({
    traspaso_id: 1, fecha_traspaso: '2025-03-04T14:00:00Z', usuario: 'Admin', sucursal_origen: 'Casa Matriz', sucursal_destino: 'Centro',
    solicitud_estado: '', producto_id: i, producto: `Producto ${i}`, cantidad: 2, precio1: 12.5, precio2: 0, precio3: 0, precio4: 0, precio5: 0, precio6: 0,
    notificacion_id: 9,
  });

  beforeEach(() => {
    vi.useFakeTimers();
    unread = { traspaso: null, anulacion: null };
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const ok = (b: unknown) => new Response(JSON.stringify(b), { status: 200 });
      if (url === '/api/notificaciones') return ok(unread);
      if (url === '/api/traspasos-show-traspaso') return ok({ detalles: Array.from({ length: 12 }, (_, i) => notice(i + 1)) });
      if (url === '/api/notificaciones/traspasos/leido' && init?.method === 'POST') {
        unread = { ...unread, traspaso: null };
        return ok({ message: 'El traspaso ha sido marcado como leído' });
      }
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

  it('never asks for Inventario', async () => {
    render(
      <ToastProvider>
        <NotificationBanner user={userWith('Inventario')} />
      </ToastProvider>,
    );
    await flush();
    expect(calls('/api/notificaciones')).toHaveLength(0);
  });

  it('shows a transfer when the next check finds it, pages its modal by 10 and marks it read', async () => {
    render(
      <ToastProvider>
        <NotificationBanner user={userWith('Vendedor')} />
      </ToastProvider>,
    );
    await flush();
    expect(screen.queryByText('VER DETALLE')).toBeNull();
    unread = { traspaso: { titulo: 'Nuevo traspaso recibido', mensaje: 'Traspaso N° 1', event_type: 'traspaso', notificacion_id: 9, total: 2 }, anulacion: null };
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS)));
    expect(screen.getByText('Nuevo traspaso recibido')).toBeTruthy();
    expect(screen.getByText('Traspaso N° 1 (2 sin leer)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /VER DETALLE/ }));
    await flush();
    expect(screen.getAllByText(/^Producto \d+$/)).toHaveLength(TRANSFER_NOTICE_PAGE);

    fireEvent.click(screen.getByRole('button', { name: /MARCAR COMO LEÍDO/ }));
    await flush();
    expect(screen.getByText('El traspaso ha sido marcado como leído')).toBeTruthy();
    expect(screen.queryByText('Nuevo traspaso recibido')).toBeNull();
  });
});
