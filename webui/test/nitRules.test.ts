import { describe, expect, it } from 'vitest';
import { codigoExcepcion, currentCheck, isNitDocument, NIT_UNVERIFIED, offersException, shouldCheckNit } from '../src/pages/ventas/nitRules';

describe('NIT check at the counter', () => {
  it('asks only for an invoiced sale to a NIT with a number', () => {
    expect(isNitDocument('NIT - NÚMERO DE IDENTIFICACIÓN TRIBUTARIA')).toBe(true);
    expect(isNitDocument('CI - CEDULA DE IDENTIDAD')).toBe(false);
    expect(isNitDocument(undefined)).toBe(false);
    expect(shouldCheckNit(true, ' 1020703023 ')).toBe(true);
    expect(shouldCheckNit(false, '1020703023')).toBe(false);
    expect(shouldCheckNit(true, '0')).toBe(false);
    expect(shouldCheckNit(true, '12a')).toBe(false);
  });

  it('offers codigo_excepcion 1 when the NIT is invalid or unverified, and sends it only when ticked', () => {
    const ok = { valido: true, mensaje: 'NIT ACTIVO' };
    const bad = { valido: false, mensaje: 'NIT INACTIVO' };
    expect(offersException(null)).toBe(false);
    expect(offersException(ok)).toBe(false);
    expect(offersException(bad)).toBe(true);
    expect(offersException(NIT_UNVERIFIED)).toBe(true);
    expect(codigoExcepcion(ok, true)).toBeUndefined();
    expect(codigoExcepcion(bad, false)).toBeUndefined();
    expect(codigoExcepcion(bad, true)).toBe(1);
    expect(codigoExcepcion(NIT_UNVERIFIED, true)).toBe(1);
  });

  it('keeps an answer only for the NIT it was about', () => {
    const s = { nit: '3333333', result: { valido: false, mensaje: 'NIT INACTIVO' }, ticked: true };
    expect(currentCheck(s, true, ' 3333333')).toBe(s);
    expect(currentCheck(s, true, '33333334')).toBeNull();
    expect(currentCheck(s, false, '3333333')).toBeNull();
  });
});
