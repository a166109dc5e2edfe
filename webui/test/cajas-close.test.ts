import { describe, expect, it } from 'vitest';
import { closeQuestion } from '../src/pages/cajas/common';
import { draftKey } from '../src/pages/ventas/NuevaVentaPage';

describe('cash box: the question before a close', () => {
  it('names the sobrante, the faltante or no difference, in Bs', () => {
    expect(closeQuestion(80.5)).toBe('¿Cerrar con sobrante de Bs\u00a080,50?');
    expect(closeQuestion(-1234.5)).toBe('¿Cerrar con faltante de Bs\u00a01.234,50?');
    expect(closeQuestion(0.001)).toBe('¿Cerrar la caja sin diferencia?');
  });
});

describe('sale draft', () => {
  it('is kept per user and branch', () => {
    expect(draftKey(4, 2)).toBe('sgc.venta.borrador.4.2');
    expect(draftKey(5, 2)).not.toBe(draftKey(4, 2));
  });
});
