import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { ApiError } from '../src/api/client';
import { ListScreen } from '../src/components/ListScreen';
import { ToastProvider } from '../src/components/Toast';

const props = { title: 'SUCURSALES', area: 'sucursales', columns: [{ accessorKey: 'sucursal', header: 'Sucursal' }] as any, loading: false };

describe('ListScreen', () => {
  it('shows "Acceso denegado: " and the error text when the list is refused', () => {
    render(<ListScreen {...props} data={undefined} error={new ApiError(403, 'Acceso denegado: Su rol no tiene permiso para esta acción.')} />);
    expect(screen.getByText('Acceso denegado: Su rol no tiene permiso para esta acción.')).toBeTruthy();
  });

  it('shows the generic load failure text otherwise', () => {
    render(<ListScreen {...props} data={undefined} error={new ApiError(500, 'boom')} />);
    expect(screen.getByText('Error al cargar los datos. Por favor, inténtalo de nuevo más tarde.')).toBeTruthy();
  });

  it('shows "Cargando..." before the first answer and the table after it', () => {
    const { rerender } = render(<ListScreen {...props} loading data={undefined} error={null} />);
    expect(screen.getByText('Cargando...')).toBeTruthy();
    rerender(
      <ToastProvider>
        <ListScreen {...props} data={[{ sucursal: 'Casa Matriz' }]} error={null} addLabel="Nueva Sucursal" onAdd={() => {}} />
      </ToastProvider>,
    );
    expect(screen.getByText('Casa Matriz')).toBeTruthy();
    expect(screen.getByText('PDF')).toBeTruthy();
    expect(screen.getByText('Nueva Sucursal')).toBeTruthy();
  });
});
