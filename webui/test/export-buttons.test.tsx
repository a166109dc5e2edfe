import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { ExcelButton } from '../src/components/ExcelButton';
import { PdfButton } from '../src/components/PdfButton';
import { ToastProvider } from '../src/components/Toast';
import { saveSession } from '../src/lib/session';
import { userWith } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

/** A server answering every call with status and a small file. */
function serve(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      status === 200
        ? new Response(new Blob(['%PDF-1.4']), { status, headers: { 'Content-Disposition': 'attachment; filename="x.xlsx"' } })
        : new Response(JSON.stringify({ message: 'Error interno del servidor.' }), { status }),
    ),
  );
  vi.stubGlobal('open', vi.fn(() => ({ location: { href: '' }, close: vi.fn() })));
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
}

function mount(button: ReactNode) {
  saveSession({ token: 't', user: userWith('Super'), branch: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
  render(<ToastProvider>{button}</ToastProvider>);
}

describe('shared export buttons', () => {
  it.each([
    [200, 'Archivo Excel exportado correctamente'],
    [500, 'Error al exportar a Excel'],
  ])('Excel answered %i toasts "%s"', async (status, text) => {
    serve(status);
    mount(<ExcelButton path="/api/ventas/excel" fileName="ventas.xlsx" />);
    fireEvent.click(screen.getByRole('button', { name: /Excel/ }));
    await screen.findByText(text);
  });

  it.each([
    [200, 'Archivo PDF exportado correctamente'],
    [500, 'Error al exportar a PDF'],
  ])('a report PDF answered %i toasts "%s"', async (status, text) => {
    serve(status);
    mount(<PdfButton source="/api/reportes/x" report />);
    fireEvent.click(screen.getByRole('button', { name: /PDF/ }));
    await screen.findByText(text);
  });

  it('keeps the operations wording on list PDFs', async () => {
    serve(200);
    mount(<PdfButton area="productos" />);
    fireEvent.click(screen.getByRole('button', { name: /PDF/ }));
    await screen.findByText('PDF exportado correctamente');
  });
});
