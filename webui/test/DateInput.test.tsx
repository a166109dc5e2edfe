import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { DateInput } from '../src/components/DateInput';
import { changeRange, DateRange, type Range } from '../src/components/DateRange';
import { parseDayFirst } from '../src/lib/dates';
import { typeKeys } from './typing';

describe('parseDayFirst', () => {
  it('reads day first, whatever the separator', () => {
    expect(parseDayFirst('23/11/2026')).toBe('2026-11-23');
    expect(parseDayFirst('2/3/2026')).toBe('2026-03-02');
    expect(parseDayFirst('02-03-2026')).toBe('2026-03-02');
    expect(parseDayFirst('02.03.2026')).toBe('2026-03-02');
    expect(parseDayFirst('23112026')).toBe('2026-11-23');
    expect(parseDayFirst('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses what is not a calendar date', () => {
    for (const t of ['', '11/23/2026', '31/04/2026', '29/02/2026', '00/01/2026', '23/11/26', '2026-11-23', 'ayer', '23/11/20261']) {
      expect(parseDayFirst(t), t).toBeNull();
    }
  });
});

function Host({ start = '', max, onValue = (_: string | null, __: boolean) => {} }: { start?: string; max?: string; onValue?: (i: string | null, v: boolean) => void }) {
  const [v, setV] = useState(start);
  return (
    <>
      <DateInput label="Fecha" value={v} max={max} onChange={(iso, ok) => (setV(iso ?? ''), onValue(iso, ok))} />
      <button onClick={() => setV('2026-01-05')}>poner</button>
      <output data-testid="v">{v}</output>
    </>
  );
}

describe('DateInput', () => {
  it('shows yyyy-MM-dd as dd/MM/yyyy and reports a typed date as yyyy-MM-dd', () => {
    render(<Host start="2026-11-02" />);
    const box = screen.getByLabelText('Fecha') as HTMLInputElement;
    expect(box.value).toBe('02/11/2026');
    fireEvent.focusIn(box);
    fireEvent.input(box, { target: { value: '' } });
    typeKeys(box, '23/11/2026');
    expect(box.value).toBe('23/11/2026');
    expect(screen.getByTestId('v').textContent).toBe('2026-11-23');
    fireEvent.focusOut(box);
    expect(box.value).toBe('23/11/2026');
  });

  it('says nothing while a date is being typed, and Fecha no válida. for a wrong one', () => {
    const got: [string | null, boolean][] = [];
    render(<Host onValue={(i, ok) => got.push([i, ok])} />);
    const box = screen.getByLabelText('Fecha') as HTMLInputElement;
    fireEvent.focusIn(box);
    typeKeys(box, '31/04/202');
    expect(screen.queryByRole('alert')).toBeNull();
    typeKeys(box, '6');
    expect(screen.getByRole('alert').textContent).toBe('Fecha no válida.');
    expect(got.at(-1)).toEqual([null, false]);
    fireEvent.focusOut(box);
    expect(box.value).toBe('31/04/2026');
  });

  it('refuses a date after max', () => {
    const got: [string | null, boolean][] = [];
    render(<Host max="2026-11-23" onValue={(i, ok) => got.push([i, ok])} />);
    const box = screen.getByLabelText('Fecha') as HTMLInputElement;
    fireEvent.focusIn(box);
    typeKeys(box, '24/11/2026');
    expect(screen.getByRole('alert').textContent).toBe('La fecha no puede ser posterior al 23/11/2026.');
    expect(got.at(-1)).toEqual([null, false]);
    fireEvent.input(box, { target: { value: '23/11/2026' } });
    expect(got.at(-1)).toEqual(['2026-11-23', true]);
  });

  it('shows a date set from outside', () => {
    render(<Host start="2026-11-02" />);
    fireEvent.click(screen.getByText('poner'));
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('05/01/2026');
  });
});

describe('DateRange', () => {
  it('uses dd/MM/yyyy boxes and keeps Del before Al', () => {
    let r: Range = { desde: '2026-11-10', hasta: '2026-11-12' };
    const { rerender } = render(<DateRange value={r} onChange={(n) => (r = n)} />);
    const del = screen.getByLabelText('Del') as HTMLInputElement;
    expect(del.value).toBe('10/11/2026');
    expect(del.type).toBe('text');
    fireEvent.focusIn(del);
    fireEvent.input(del, { target: { value: '01/11/2026' } });
    expect(r).toEqual({ desde: '2026-11-01', hasta: '2026-11-12' });
    rerender(<DateRange value={r} onChange={(n) => (r = n)} />);
    expect(changeRange(r, 'desde', '2026-11-20')).toEqual({ desde: '2026-11-20', hasta: '2026-11-20' });
  });
});
