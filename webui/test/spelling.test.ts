// The texts users read keep their spelling and agreement: the earlier
// system's evident mistakes, which the spec records, must not come back in any
// screen. API values the spec defines (role names, write-off states) stay as
// they are; the screens show them through roleLabel and estadoBajaLabel.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { estadoBajaLabel } from '../src/api/bajas';
import { countOf } from '../src/lib/format';
import { roleLabel } from '../src/lib/session';

const SRC = resolve(__dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** Mistakes of the earlier system, as they were written. */
const MISTAKES = [
  'REVICE',
  'catalogoa',
  'la catalogo',
  'Catalogo guardada',
  'Catalogo anulada',
  'Registrar Catalogo',
  'GENERAR CATALOGO',
  'Carrito de Catalogos',
  '"CATALOGOS"',
  'VER COTIZACION',
  'Pago guardada',
  'traspaso guardado',
  'Devolucion guardada',
  'Razon Social',
  'Razon social',
  'Nuevo Compra',
  'quedará como',
  'las roles',
  "'Ingreso de Almacen'",
  'k.action.toLowerCase()',
];

describe('spelling of the screens', () => {
  it('has none of the earlier system’s mistakes', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of MISTAKES) if (text.includes(m)) found.push(`${file.slice(SRC.length + 1)}: ${m}`);
    }
    expect(found).toEqual([]);
  });

  it('shows API values with their accents', () => {
    expect(roleLabel('Encargado de Almacen')).toBe('Encargado de Almacén');
    expect(roleLabel('Vendedor')).toBe('Vendedor');
    expect(['En Almacen', 'En Revision', 'Solucionado', 'Sin Solucion'].map(estadoBajaLabel)).toEqual(['En Almacén', 'En Revisión', 'Solucionado', 'Sin Solución']);
  });

  it('makes counts agree with their noun', () => {
    expect(countOf(1, 'unidad', 'unidades')).toBe('1 unidad');
    expect(countOf(4, 'producto', 'productos')).toBe('4 productos');
    expect(countOf(1500, 'unidad', 'unidades')).toBe('1.500 unidades');
  });
});
