import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '../src/components/Toast';
import { saveSession } from '../src/lib/session';
import { SessionProvider } from '../src/lib/useSession';
import { UsuarioFormPage } from '../src/pages/usuarios/UsuarioFormPage';
import { userWith } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

/** A fake server for the user form; records the forms the page posts. */
function fakeServer(role: string) {
  const posted: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const ok = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status });
      if (url.startsWith('/api/user')) return ok({ user: userWith(role), sucursal: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
      if (/^\/api\/usuarios\/\d+$/.test(url) && (init.method ?? 'GET') === 'GET') return ok({ data: userWith('Vendedor', { id: Number(url.split('/').pop()) }) });
      if (/^\/api\/usuarios\/\d+$/.test(url)) {
        posted.push(init.body as FormData);
        return ok({ message: 'Usuario guardado correctamente.', id: 7 }, 201);
      }
      return ok({ message: 'Acceso denegado' }, 403);
    }),
  );
  return posted;
}

function mount(role: string, id: number) {
  saveSession({ token: 't', user: userWith(role), branch: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
  const { hook } = memoryLocation({ path: `/admin/editUsuario/${id}` });
  render(
    <Router hook={hook}>
      <SessionProvider>
        <ToastProvider>
          <Route path="/admin/editUsuario/:id">
            <UsuarioFormPage />
          </Route>
        </ToastProvider>
      </SessionProvider>
    </Router>,
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('own password change', () => {
  it('asks for the current password and sends it with the new one', async () => {
    const posted = fakeServer('Vendedor');
    mount('Vendedor', 7);
    await screen.findByText('Contraseña actual (para cambiarla)');
    fireEvent.input(input('f-password'), { target: { value: 'nueva-clave-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await screen.findByText('Ingrese su contraseña actual para cambiarla.');
    expect(posted).toHaveLength(0);

    fireEvent.input(input('f-password_actual'), { target: { value: 'clave-vieja-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get('password')).toBe('nueva-clave-1');
    expect(posted[0].get('password_actual')).toBe('clave-vieja-1');
  });

  it('does not ask Super resetting another user', async () => {
    const posted = fakeServer('Super');
    mount('Super', 8);
    await screen.findByDisplayValue('u7');
    expect(screen.queryByText('Contraseña actual (para cambiarla)')).toBeNull();
    fireEvent.input(input('f-password'), { target: { value: 'reinicio-clave-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get('password_actual')).toBeNull();
  });
});

describe('user form lists', () => {
  it('says "Error al cargar los roles" when Super cannot load them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const ok = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status });
        if (url.startsWith('/api/user')) return ok({ user: userWith('Super'), sucursal: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
        if (url.startsWith('/api/usuarios/8')) return ok({ data: userWith('Vendedor', { id: 8 }) });
        if (url.startsWith('/api/roles')) return ok({ message: 'Error interno del servidor. Intente nuevamente.' }, 500);
        return ok({ data: [] });
      }),
    );
    mount('Super', 8);
    await screen.findByText('Error al cargar los roles');
  });
});
