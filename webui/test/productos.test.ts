import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { FLASH_MS, useFlash, withFlash } from '../src/pages/productos/flash';
import { productImages, productoFields } from '../src/api/productos';
import { direction } from '../src/api/kardex';
import { initialProducto } from '../src/pages/productos/ProductoFormPage';
import { visiblePrices } from '../src/pages/productos/ProductoShowPage';

describe('product form', () => {
  it('starts a new product with costo 0, prices 0 and minimo 10', () => {
    const v = initialProducto(null);
    expect([v.costo, v.precio, v.precio2, v.precio3, v.precio4, v.precio5, v.precio6, v.minimo]).toEqual(['0', '0', '0', '0', '0', '0', '0', '10']);
  });

  it('sends images only when chosen and marks removed ones with eliminar_imagenN', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const fields = productoFields({ ...initialProducto(null), codigo: ' A-1 ', producto: 'Clavo', unidad: '2', categoria: '3', precio: '', precio2: '1.234,5', costo: '10,50', imagen2: file, eliminar: ['imagen3'] });
    expect(fields.codigo).toBe('A-1');
    expect(fields.precio).toBe('0.00');
    expect(fields.precio2).toBe('1234.50');
    expect(fields.costo).toBe('10.50');
    expect(fields.imagen).toBeUndefined();
    expect(fields.imagen2).toBe(file);
    expect(fields.eliminar_imagen3).toBe('1');
    expect(fields.eliminar_imagen2).toBeUndefined();
  });

  it('lists up to three existing images in order', () => {
    expect(productImages({ imagen: null, imagen2: '/b', imagen3: '/c' })).toEqual(['/b', '/c']);
  });
});

describe('product detail prices', () => {
  const p = { precio: 10, precio2: 0, precio3: 8.5, precio4: null, precio5: 0, precio6: 0 } as any;
  it('shows the set levels to other roles and all six to Super and Administrador', () => {
    expect(visiblePrices(p, { rol: ['Vendedor'] }).map((x) => x.label)).toEqual(['Precio 1', 'Precio 3']);
    expect(visiblePrices(p, { rol: ['Administrador'] })).toHaveLength(6);
  });
});

describe('kardex direction', () => {
  it('follows the types of the spec and the sign for an adjustment', () => {
    expect(direction({ tipo: 'Compra', cantidad: 5 })).toBe(1);
    expect(direction({ tipo: 'Venta', cantidad: 5 })).toBe(-1);
    expect(direction({ tipo: 'Venta', cantidad: -5 })).toBe(-1);
    expect(direction({ tipo: 'AnulacionVenta', cantidad: 2 })).toBe(1);
    expect(direction({ tipo: 'Ajuste de Inventario', cantidad: -3 })).toBe(-1);
    expect(direction({ tipo: 'Ajuste de Inventario', cantidad: 3 })).toBe(1);
  });
});

describe('success message handed to the product list', () => {
  it('shows the message from the history state and hides it after 4 s, once', async () => {
    vi.useFakeTimers();
    try {
      history.pushState(withFlash('Producto guardado correctamente.').state, '', '/admin/productos');
      const Probe = () => h('p', null, useFlash() ?? 'nada');
      render(h(Probe, null));
      expect(screen.getByText('Producto guardado correctamente.')).toBeTruthy();
      expect(history.state).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(FLASH_MS);
      });
      expect(screen.getByText('nada')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
