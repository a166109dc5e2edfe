import { describe, expect, it } from 'vitest';
import type { CajaAbierta } from '../src/api/devoluciones';
import { boxHolder, defaultBox, OWN_NEW_BOX } from '../src/pages/devoluciones/RefundBox';

const box = (caja_id: number, nombres: string, propia = false): CajaAbierta => ({
  caja_id,
  empleado: { id: caja_id * 10, nombres, apellidos: 'Quispe' },
  fecha_apertura: '2025-03-04T12:00:00Z',
  propia,
});

describe('the box that pays a refund', () => {
  it("defaults to the user's open box, asks when only others are open, and opens the user's own when none is", () => {
    expect(defaultBox([box(3, 'Ana'), box(7, 'María', true)])).toBe(7);
    expect(defaultBox([box(3, 'Ana')])).toBe('');
    expect(defaultBox([])).toBe(OWN_NEW_BOX);
  });

  it('names the holder in the confirmation', () => {
    const open = [box(3, 'Ana'), box(7, 'María', true)];
    expect(boxHolder(open, 3, 'María Quispe')).toBe('la caja de Ana Quispe');
    expect(boxHolder(open, 7, 'María Quispe')).toBe('la caja de María Quispe');
    expect(boxHolder([], OWN_NEW_BOX, 'Juan Choque')).toBe('la caja de Juan Choque (se abrirá al registrar)');
  });
});
