import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client';
import { serverMessage } from '../src/lib/errors';
import { MSG } from '../src/lib/messages';
import { VENTA_MSG } from '../src/pages/ventas/NuevaVentaPage';

describe('spec texts', () => {
  it('words the messages exactly as the spec does', () => {
    expect(MSG.pricesRequired).toBe('Debes seleccionar al menos un precio.');
    expect(MSG.rolesLoadError).toBe('Error al cargar los roles');
    expect(VENTA_MSG.saveUnknown).toBe('Error desconocido al guardar la venta.');
  });

  it('tells a failure the server explained from an unknown one', () => {
    expect(serverMessage(new ApiError(422, 'El total no coincide.'))).toBe('El total no coincide.');
    expect(serverMessage(new ApiError(0, MSG.networkError))).toBeNull();
    expect(serverMessage(new TypeError('x is undefined'))).toBeNull();
  });
});
