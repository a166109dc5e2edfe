import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { BAJA_MSG, checkBaja, emptyBaja, overStockMessage, quantityProblem } from '../src/pages/inventario/bajaRules';
import { BajaModal } from '../src/pages/inventario/BajaModal';
import { ToastProvider } from '../src/components/Toast';

const draft = (over: Partial<ReturnType<typeof emptyBaja>> = {}) => ({ ...emptyBaja(), cantidad: '2', motivo: 'Dañado', ...over });

describe('baja rules', () => {
  it('starts with En Almacen and an empty quantity', () => {
    expect(emptyBaja()).toEqual({ cantidad: '', motivo: '', descripcion: '', estado_producto: 'En Almacen' });
  });

  it('requires quantity, reason and product state, not the description', () => {
    expect(checkBaja(draft({ cantidad: '' }), 10)).toEqual({ ok: false, message: BAJA_MSG.required });
    expect(checkBaja(draft({ motivo: '   ' }), 10)).toEqual({ ok: false, message: BAJA_MSG.required });
    expect(checkBaja(draft({ estado_producto: '' }), 10)).toEqual({ ok: false, message: BAJA_MSG.required });
    expect(checkBaja(draft({ descripcion: '' }), 10)).toEqual({ ok: true, cantidad: 2 });
    expect(BAJA_MSG.required).toBe('La cantidad, motivo y estado del producto son campos obligatorios.');
  });

  it('wants a whole quantity above 0', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '2e1']) {
      expect(checkBaja(draft({ cantidad: bad }), 10)).toEqual({ ok: false, message: 'La cantidad debe ser un número válido mayor a 0.', field: 'cantidad' });
    }
  });

  it('refuses a quantity above stock, saying by how much, and keeps it', () => {
    expect(checkBaja(draft({ cantidad: '11' }), 10)).toEqual({
      ok: false,
      message: 'El nuevo stock no puede ser negativo. La cantidad (11) supera el stock actual (10).',
      field: 'cantidad',
    });
    expect(checkBaja(draft({ cantidad: '10' }), 10)).toEqual({ ok: true, cantidad: 10 });
  });

  it('judges the whole quantity, never a part of it', () => {
    expect(quantityProblem('7', 5)).toBe(overStockMessage(7, 5));
    expect(quantityProblem('5', 5)).toBeNull();
    expect(quantityProblem('', 5)).toBeNull();
    expect(quantityProblem('1,5', 5)).toBe(BAJA_MSG.invalidQuantity);
  });
});

describe('Nueva Baja modal', () => {
  afterEach(() => vi.unstubAllGlobals());
  const row = { id: 42, codigo: 'TAL-001', producto: 'Taladro percutor', imagen: null, cantidad: 3 };

  function open() {
    const onSaved = vi.fn();
    render(
      <ToastProvider>
        <BajaModal row={row} branchId={2} onClose={() => {}} onSaved={onSaved} />
      </ToastProvider>,
    );
    return onSaved;
  }

  it('shows the required text and sends nothing when fields are missing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    open();
    expect((screen.getByLabelText(/Estado del producto/) as HTMLSelectElement).value).toBe('En Almacen');
    fireEvent.click(screen.getByRole('button', { name: /Dar de Baja/ }));
    expect(await screen.findByText(BAJA_MSG.required)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never rewrites a quantity being typed; says on leaving the box what is wrong, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    open();
    const qty = screen.getByLabelText(/Cantidad/) as HTMLInputElement;
    for (const t of ['9', '99', '999']) {
      fireEvent.input(qty, { target: { value: t } });
      expect(qty.value).toBe(t);
      expect(screen.queryByText(overStockMessage(Number(t), 3))).toBeNull();
    }
    fireEvent.focusOut(qty);
    expect(await screen.findByText(overStockMessage(999, 3))).toBeTruthy();
    expect(qty.value).toBe('999');
    fireEvent.input(screen.getByLabelText(/Motivo/), { target: { value: 'Roto' } });
    fireEvent.click(screen.getByRole('button', { name: /Dar de Baja/ }));
    expect(await screen.findByText(overStockMessage(999, 3))).toBeTruthy();
    expect(qty.value).toBe('999');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the write-off to the branch and reports success', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'Baja registrada', id: 9 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = open();
    fireEvent.input(screen.getByLabelText(/Cantidad/), { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText(/Motivo/), { target: { value: 'Producto dañado' } });
    fireEvent.click(screen.getByRole('button', { name: /Dar de Baja/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bajas?sucursal_id=2');
    expect(JSON.parse(init.body as string)).toEqual({ producto_id: 42, cantidad: 2, motivo: 'Producto dañado', descripcion: '', estado_producto: 'En Almacen' });
  });

  it('shows server field errors under the fields and other failures with the spec prefix', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Datos inválidos', errors: { motivo: ['El motivo es demasiado corto.'] } }), { status: 422 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Stock insuficiente' }), { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    open();
    fireEvent.input(screen.getByLabelText(/Cantidad/), { target: { value: '1' } });
    fireEvent.input(screen.getByLabelText(/Motivo/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /Dar de Baja/ }));
    expect(await screen.findByText('El motivo es demasiado corto.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Dar de Baja/ }));
    expect(await screen.findByText('Hubo un error al guardar baja: Stock insuficiente')).toBeTruthy();
  });
});
