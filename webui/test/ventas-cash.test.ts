import { describe, expect, it } from 'vitest';
import { typedAmount } from '../src/lib/cart';
import { cashChange, pagaConShortMessage, saleTotals, type SaleLine } from '../src/pages/ventas/cart';

const line = (precio: string, cantidad: number): SaleLine => ({
  key: `l-${precio}`,
  id: 1,
  producto: 'Martillo',
  codigo: 'HER-003',
  unidad: 'Pieza',
  imagen: null,
  stock: 50,
  niveles: [],
  precio: typedAmount(precio),
  cantidad,
  serie: 'N/A',
});

describe('Paga con → Cambio', () => {
  const contado = saleTotals([line('55,00', 2), line('4,50', 1)], '', 'Contado', ''); // Bs 114,50

  it('gives the change of the cash over the total, in centavos', () => {
    expect(cashChange(contado, 'Contado', '200')).toEqual({ received: 11450, pagaCon: 20000, cambio: 8550, error: null });
    expect(cashChange(contado, 'Contado', '114,50').cambio).toBe(0);
  });

  it('asks nothing when left blank, and refuses short or unreadable cash', () => {
    expect(cashChange(contado, 'Contado', ' ')).toEqual({ received: 11450, pagaCon: null, cambio: null, error: null });
    expect(cashChange(contado, 'Contado', '100').error).toBe('Paga con debe ser mayor o igual al monto recibido (Bs\u00a0114,50).');
    expect(cashChange(contado, 'Contado', '1,2,3').error).toBe('Valor inválido.');
  });

  it('counts a Cuotas sale on what is received now, a_cuenta', () => {
    const cuotas = saleTotals([line('55,00', 2)], '', 'Cuotas', '30');
    expect(cashChange(cuotas, 'Cuotas', '50')).toMatchObject({ received: 3000, cambio: 2000, error: null });
    expect(cashChange(cuotas, 'Cuotas', '20').error).toBe(pagaConShortMessage(3000));
  });
});
