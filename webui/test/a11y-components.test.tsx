// Shared pieces as a screen reader meets them: the customer search is a
// combobox whose matches are options it points at, the phone's sign-out
// button keeps a name when its label is hidden, an empty thumbnail is an
// image with a name, and a column of buttons has a named header.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { CartTable } from '../src/components/CartTable';
import { CLIENTE_DEBOUNCE_MS, ClientePicker } from '../src/components/ClientePicker';
import { Thumb } from '../src/components/ImageGallery';
import { ToastProvider } from '../src/components/Toast';

const cliente = (id: number, nombre: string) => ({ id, nombres_apellidos: nombre, numero_documento: `${id}00`, complemento: '', telefono: '', direccion: '', email: '' });

describe('ClientePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: [cliente(7, 'Constructora Andina'), cliente(9, 'Constructora Illimani')] }), { status: 200 })));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a combobox that opens a listbox and points at the active option', async () => {
    render(
      <ToastProvider>
        <ClientePicker label="SN" onChoose={() => {}} />
      </ToastProvider>,
    );
    const box = screen.getByRole('combobox');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-controls')).toBe(false);
    await act(async () => {
      fireEvent.click(box);
    });
    await act(async () => {
      fireEvent.input(box, { target: { value: 'cons' } });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CLIENTE_DEBOUNCE_MS + 10);
    });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Constructora Andina — 700', 'Constructora Illimani — 900']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
  });
});

describe('names of icon-only things', () => {
  it('gives an empty thumbnail the image role and a name', () => {
    render(<Thumb src={null} alt="Martillo" />);
    expect(screen.getByRole('img', { name: 'Sin imagen' })).toBeTruthy();
  });

  it('names the header of a column of buttons', () => {
    render(
      <CartTable
        columns={[
          { header: 'Producto', cell: (r: { p: string }) => r.p },
          { header: '', cell: () => <button type="button">Quitar</button> },
        ]}
        rows={[{ p: 'Martillo' }]}
        rowKey={(r) => r.p}
        empty="Sin líneas"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Producto', 'Acciones']);
  });
});
