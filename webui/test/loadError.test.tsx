import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { ApiError } from '../src/api/client';
import { LoadError } from '../src/components/Feedback';
import { loadErrorText } from '../src/lib/useLoad';
import { MSG } from '../src/lib/messages';

describe('load errors', () => {
  it('tells a refusal from an outage', () => {
    expect(loadErrorText(new ApiError(403, 'Acceso denegado: La venta es de otra sucursal.'))).toBe('Acceso denegado: La venta es de otra sucursal.');
    expect(loadErrorText(new ApiError(404, 'Venta no encontrada.'))).toBe('Venta no encontrada.');
    expect(loadErrorText(new ApiError(500, 'boom'))).toBe(MSG.loadError);
    expect(loadErrorText(new ApiError(0, ''))).toBe(MSG.loadError);
    expect(loadErrorText(new Error('x'))).toBe(MSG.loadError);
  });

  it('shows the server message of a 403 in the shared box', () => {
    render(<LoadError error={new ApiError(403, 'Acceso denegado: No autorizado')} />);
    expect(screen.getByRole('alert').textContent).toBe('Acceso denegado: No autorizado');
  });

  it('shows the generic text when nothing better is known', () => {
    render(<LoadError error={null} />);
    expect(screen.getByRole('alert').textContent).toBe(MSG.loadError);
  });
});
