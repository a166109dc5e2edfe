import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';

const answers: Record<string, { valido: boolean | null; mensaje: string }> = {
  '1020703023': { valido: true, mensaje: 'NIT ACTIVO' },
  '3333333': { valido: false, mensaje: 'NIT INACTIVO' },
};
const asked: string[] = [];
vi.mock('../src/api/facturacion', () => ({
  verificarNit: async (nit: string) => {
    asked.push(nit);
    if (!answers[nit]) throw new Error('sin conexión');
    return answers[nit];
  },
}));

import { NitCheckNote, useNitCheck } from '../src/pages/ventas/NitCheck';

/** The NIT field of Registrar Venta with the check beside it and what the sale would send. */
function Counter({ applies }: { applies: boolean }) {
  const [nit, setNit] = useState('');
  const check = useNitCheck(applies, nit);
  return (
    <div>
      <input aria-label="NIT / CI" value={nit} onInput={(e) => setNit(e.currentTarget.value)} onBlur={check.check} />
      <NitCheckNote check={check} />
      <output data-testid="excepcion">{String(check.codigoExcepcion ?? '')}</output>
    </div>
  );
}

const type = (nit: string) => {
  const field = screen.getByLabelText('NIT / CI');
  fireEvent.input(field, { target: { value: nit } });
  fireEvent.blur(field);
};
const exception = () => screen.getByTestId('excepcion').textContent;

describe('Registrar Venta: the NIT check', () => {
  afterEach(() => {
    cleanup();
    asked.length = 0;
  });

  it('shows the SIN answer on blur and offers the exception only for a NIT it does not confirm', async () => {
    render(<Counter applies />);
    type('1020703023');
    await screen.findByText('NIT ACTIVO');
    expect(screen.queryByLabelText(/código de excepción 1/)).toBeNull();
    expect(exception()).toBe('');

    type('3333333');
    await screen.findByText('NIT INACTIVO');
    expect(exception()).toBe('');
    fireEvent.click(screen.getByLabelText('Emitir con NIT no verificado (código de excepción 1)'));
    expect(exception()).toBe('1');

    // Typing another NIT drops the answer and the tick.
    fireEvent.input(screen.getByLabelText('NIT / CI'), { target: { value: '33333334' } });
    expect(screen.queryByText('NIT INACTIVO')).toBeNull();
    expect(exception()).toBe('');
  });

  it('offers the exception when the NIT cannot be verified, and asks again on the next blur', async () => {
    render(<Counter applies />);
    type('555');
    await screen.findByText('No se pudo verificar el NIT (sin conexión con el SIN)');
    fireEvent.click(screen.getByLabelText('Emitir con NIT no verificado (código de excepción 1)'));
    expect(exception()).toBe('1');
    fireEvent.blur(screen.getByLabelText('NIT / CI'));
    await vi.waitFor(() => expect(asked).toEqual(['555', '555']));
  });

  it('does not ask without a factura to a NIT', () => {
    render(<Counter applies={false} />);
    type('1020703023');
    expect(asked).toEqual([]);
  });
});
