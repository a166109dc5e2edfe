import { describe, expect, it } from 'vitest';
import type { Factura } from '../src/api/facturacion';
import { correoText } from '../src/pages/facturas/CorreoDialog';

const base = { id: 1, numero_factura: 7, estado: 'VALIDADA' } as Factura;

describe('the Correo column of Facturas', () => {
  it('says where and when the invoice went, in La Paz time', () => {
    // 02:00 UTC on the 5th is still the 4th in La Paz.
    expect(correoText({ ...base, correo_para: 'juan@example.com', correo_enviado: '2026-03-05T02:00:00Z' })).toBe(
      'Correo enviado a juan@example.com el 04/03/2026',
    );
  });

  it('shows a queued e-mail, then the last error over an older send', () => {
    expect(correoText({ ...base, correo_pendiente: true, correo_error: 'x' })).toBe('En cola de envío');
    expect(correoText({ ...base, correo_para: 'a@b.bo', correo_enviado: '2026-03-05T12:00:00Z', correo_error: 'No se pudo enviar el correo a c@d.bo' })).toBe(
      'No se pudo enviar el correo a c@d.bo',
    );
    expect(correoText(base)).toBe('');
  });
});
