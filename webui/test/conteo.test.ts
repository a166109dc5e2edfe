import { describe, expect, it } from 'vitest';
import { afterRegister, cantidadContada, COMPLETO, diferenciaConteo, estadoConteo, parseExistente, SIN_REVISAR, type ConteoRow } from '../src/api/conteo';

const row = (cantidad_existente: number | null, cantidad = 10): ConteoRow => ({ id: 1, producto: 'Cemento IP-30', cantidad, sucursal: 'Casa Matriz', cantidad_existente });

describe('count row state', () => {
  it('is SIN REVISAR only at -1 and REVISADO otherwise', () => {
    expect(estadoConteo(row(SIN_REVISAR))).toBe('SIN REVISAR');
    expect(estadoConteo(row(null))).toBe('REVISADO');
    expect(estadoConteo(row(0))).toBe('REVISADO');
    expect(estadoConteo(row(7))).toBe('REVISADO');
  });

  it('is SIN CONTEO, with nothing counted, before the branch count is started', () => {
    const idle = { ...row(null), en_conteo: false };
    expect(estadoConteo(idle)).toBe('SIN CONTEO');
    expect(cantidadContada(idle)).toBeNull();
    expect(diferenciaConteo(idle)).toBeNull();
    expect(estadoConteo({ ...row(null), en_conteo: true })).toBe('REVISADO');
  });

  it('reads null as "matches stock" and a number as the quantity found', () => {
    expect(cantidadContada(row(null, 10))).toBe(10);
    expect(cantidadContada(row(SIN_REVISAR, 10))).toBeNull();
    expect(cantidadContada(row(7, 10))).toBe(7);
    expect(cantidadContada(row(0, 10))).toBe(0);
    expect(diferenciaConteo(row(7, 10))).toBe(-3);
    expect(diferenciaConteo(row(12, 10))).toBe(2);
    expect(diferenciaConteo(row(null, 10))).toBe(0);
    expect(diferenciaConteo(row(SIN_REVISAR, 10))).toBeNull();
  });

  it('sends -2 for Completo, which the row then shows as matching stock', () => {
    expect(COMPLETO).toBe(-2);
    const done = afterRegister(row(SIN_REVISAR, 10), COMPLETO);
    expect(done.cantidad_existente).toBeNull();
    expect(estadoConteo(done)).toBe('REVISADO');
    expect(cantidadContada(done)).toBe(10);
    const counted = afterRegister(row(SIN_REVISAR, 10), 4);
    expect(counted.cantidad_existente).toBe(4);
    expect(diferenciaConteo(counted)).toBe(-6);
  });

  it('accepts only whole quantities of 0 or more in the Incompleto modal', () => {
    expect(parseExistente('0')).toBe(0);
    expect(parseExistente(' 15 ')).toBe(15);
    for (const bad of ['', '-1', '2.5', 'diez', '1e2']) expect(parseExistente(bad)).toBeNull();
  });
});
