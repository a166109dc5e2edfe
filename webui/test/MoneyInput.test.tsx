import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { MoneyInput } from '../src/components/MoneyInput';
import { moneyText, parseMoney } from '../src/lib/money';
import { typeKeys } from './typing';

describe('parseMoney', () => {
  it('reads the ways money is typed in Bolivia', () => {
    const cases: [string, number][] = [
      ['10,50', 1050],
      ['10.50', 1050],
      ['1.234,50', 123450],
      ['1234.5', 123450],
      ['1234,5', 123450],
      ['1,234.50', 123450],
      ['1.234', 123400],
      ['1.234.567,89', 123456789],
      ['1,50', 150],
      ['0,05', 5],
      [',5', 50],
      ['10', 1000],
      ['10,', 1000],
      ['1.234.', 123400],
      [' 7 ', 700],
    ];
    for (const [text, cents] of cases) expect(parseMoney(text), text).toEqual({ cents, valid: true });
  });

  it('gives null for a blank box', () => {
    expect(parseMoney('')).toEqual({ cents: null, valid: true });
    expect(parseMoney('   ')).toEqual({ cents: null, valid: true });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '10a', '-5', '1,2,3', '10,555', '1.2.3', '12.34,5', '1.23.456', ',', '.', '1e3', '+4']) {
      expect(parseMoney(text), text).toEqual({ cents: null, valid: false });
    }
  });

  it('writes centavos as es-BO text', () => {
    expect(moneyText(123450)).toBe('1.234,50');
    expect(moneyText(5)).toBe('0,05');
    expect(moneyText(null)).toBe('');
  });
});

// A parent that keeps what the box reports, as every form does.
function Host({ start = null as number | null, onValue = (_: number | null, __: boolean) => {} }) {
  const [v, setV] = useState<number | null>(start);
  return (
    <>
      <MoneyInput label="Monto" value={v} onChange={(c, ok) => (setV(c), onValue(c, ok))} />
      <button onClick={() => setV(99900)}>poner</button>
      <output data-testid="v">{String(v)}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('keeps what is typed while focused and shows es-BO after', () => {
    const got: [number | null, boolean][] = [];
    render(<Host onValue={(c, ok) => got.push([c, ok])} />);
    const box = screen.getByLabelText('Monto') as HTMLInputElement;
    fireEvent.focusIn(box);
    typeKeys(box, '1234,5');
    expect(box.value).toBe('1234,5');
    expect(screen.getByTestId('v').textContent).toBe('123450');
    expect(got.map((g) => g[0])).toEqual([100, 1200, 12300, 123400, 123400, 123450]);
    fireEvent.focusOut(box);
    expect(box.value).toBe('1.234,50');
    fireEvent.focusIn(box);
    expect(box.value).toBe('1.234,50');
  });

  it('shows Valor inválido. for text that is not a number and reports null', () => {
    const got: [number | null, boolean][] = [];
    render(<Host start={500} onValue={(c, ok) => got.push([c, ok])} />);
    const box = screen.getByLabelText('Monto') as HTMLInputElement;
    expect(box.value).toBe('5,00');
    fireEvent.focusIn(box);
    fireEvent.input(box, { target: { value: '5,00x' } });
    expect(screen.getByRole('alert').textContent).toBe('Valor inválido.');
    expect(got.at(-1)).toEqual([null, false]);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.focusOut(box);
    // The wrong text stays so the user sees what to fix.
    expect(box.value).toBe('5,00x');
    fireEvent.focusIn(box);
    fireEvent.input(box, { target: { value: '5,5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(got.at(-1)).toEqual([550, true]);
  });

  it('keeps the same input element while an error comes and goes', () => {
    render(<Host />);
    const box = screen.getByLabelText('Monto');
    fireEvent.input(box, { target: { value: 'x' } });
    expect(screen.getByLabelText('Monto')).toBe(box);
  });

  it('shows a value set from outside, even while focused', () => {
    render(<Host start={100} />);
    const box = screen.getByLabelText('Monto') as HTMLInputElement;
    fireEvent.focusIn(box);
    fireEvent.input(box, { target: { value: '2' } });
    fireEvent.click(screen.getByText('poner'));
    expect(box.value).toBe('999,00');
  });

  it('never rewrites what is typed when the parent keeps its old value', () => {
    render(<MoneyInput label="Fijo" value={100} onChange={() => {}} />);
    const box = screen.getByLabelText('Fijo') as HTMLInputElement;
    fireEvent.focusIn(box);
    fireEvent.input(box, { target: { value: '10,5' } });
    expect(box.value).toBe('10,5');
  });

  it('selects the whole amount when the box is entered, so what is typed replaces it', async () => {
    render(<Host start={42000} />);
    const box = screen.getByLabelText('Monto') as HTMLInputElement;
    box.focus();
    fireEvent.focusIn(box);
    await new Promise((r) => setTimeout(r, 0));
    expect(box.value).toBe('420,00');
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 6]);
  });

  it('shows an error from the parent under the box', () => {
    render(<MoneyInput label="Descuento" value={100} onChange={() => {}} error="El descuento no puede superar el subtotal." />);
    expect(screen.getByRole('alert').textContent).toBe('El descuento no puede superar el subtotal.');
  });
});
