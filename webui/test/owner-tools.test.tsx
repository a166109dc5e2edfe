import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { subtotalOf } from '../src/api/mobiliario';
import { formatSize } from '../src/api/respaldos';
import { bitacoraPdfPath } from '../src/api/bitacora';
import { dimensions, estadoBadge } from '../src/pages/mobiliario/MobiliarioPage';
import { MobiliarioFormModal } from '../src/pages/mobiliario/MobiliarioFormModal';
import { BACKUP_MSG, RespaldosCard } from '../src/pages/datos/RespaldosCard';
import { ToastProvider } from '../src/components/Toast';
import { BackupFailureBanner } from '../src/components/BackupFailureBanner';

describe('furniture rules', () => {
  it('shows cantidad × valor as the subtotal, 0 while either is not a number', () => {
    expect(subtotalOf('3', '850.50')).toBe(2551.5);
    expect(subtotalOf('2', '0,1')).toBe(0.2);
    expect(subtotalOf('3', '1.250,50')).toBe(3751.5);
    expect(subtotalOf('', '10')).toBe(0);
    expect(subtotalOf('2', 'abc')).toBe(0);
    expect(subtotalOf('-1', '10')).toBe(0);
  });

  it('writes dimensions and colours states', () => {
    expect(dimensions({ largo: '1.2', alto: '', ancho: '0.4' })).toBe('1.2 × — × 0.4');
    expect(dimensions({ largo: '', alto: '', ancho: '' })).toBe('—');
    expect([estadoBadge('NUEVO'), estadoBadge('USADO'), estadoBadge('MALO')]).toEqual(['badge-success', 'badge-warning', 'badge-danger']);
  });
});

describe('furniture modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the multipart form to the branch and shows field errors', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'x', errors: { mobiliario: ['El campo mobiliario es obligatorio.'] } }), { status: 422 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Mobiliario guardado correctamente.', id: 4 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    render(
      <ToastProvider>
        <MobiliarioFormModal item={null} sucursalId={3} onClose={() => {}} onSaved={onSaved} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo mobiliario es obligatorio.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/Mobiliario/), { target: { value: 'Vitrina' } });
    fireEvent.input(screen.getByLabelText(/Cantidad/), { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText(/Valor unitario/), { target: { value: '1.100,5' } });
    expect(screen.getByTestId('subtotal').textContent).toContain('2.201,00');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/mobiliarios?sucursal_id=3');
    const fd = init.body as FormData;
    expect(fd.get('mobiliario')).toBe('Vitrina');
    expect(fd.get('valor')).toBe('1100.50'); // typed the Bolivian way, sent as the API reads it
    expect(fd.get('estado_mobiliario')).toBe('NUEVO');
    expect(fd.get('imagen1')).toBeNull(); // pictures travel only when chosen (the browser test sends one)
  });
});

describe('backups card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the automatic backups with their size and shows the last failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        new Response(
          JSON.stringify({
            data: [{ nombre: 'respaldo-20250304-020000.db', fecha: '2025-03-04T06:00:00Z', tamano: 1572864 }],
            carpeta: '/media/usb/respaldos',
            error: { fecha: '2025-03-05T06:00:00Z', mensaje: 'no se pudo escribir: disco lleno' },
          }),
          { status: 200 },
        ),
      ),
    );
    render(
      <ToastProvider>
        <RespaldosCard />
      </ToastProvider>,
    );
    expect(await screen.findByText('respaldo-20250304-020000.db')).toBeTruthy();
    expect(screen.getByText('1,5 MB')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(BACKUP_MSG.failed);
    expect(screen.getByRole('alert').textContent).toContain('disco lleno');
    expect(screen.getByText('/media/usb/respaldos')).toBeTruthy();
  });

  it('prints sizes for people', () => {
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(2048)).toBe('2 KB');
  });
});

describe('bitácora', () => {
  it('builds the PDF path of the filter', () => {
    expect(bitacoraPdfPath({ fecha_desde: '2025-03-01', fecha_hasta: '2025-03-04', usuario_id: '', tipo: 'Devolución' })).toBe(
      '/api/bitacora/reporte-pdf?fecha_desde=2025-03-01&fecha_hasta=2025-03-04&tipo=Devoluci%C3%B3n',
    );
  });
});

describe('backup failure banner', () => {
  afterEach(() => vi.unstubAllGlobals());
  const user = (rol: string) => ({ id: 1, usuario: 'u', nombres: 'U', apellidos: 'V', rol: [rol], sucursal_id: 1 }) as any;

  it('shows Super the last failed automatic backup, and asks nothing for other roles', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ data: [], carpeta: '/x', error: { fecha: '2025-03-05T06:00:00Z', mensaje: 'disco lleno' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = render(<BackupFailureBanner user={user('Administrador')} />);
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
    render(<BackupFailureBanner user={user('Super')} />);
    expect((await screen.findByRole('alert')).textContent).toContain('disco lleno');
  });
});
