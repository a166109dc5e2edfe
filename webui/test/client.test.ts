import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, get, post, setUnauthorizedHandler, toFormData } from '../src/api/client';
import { saveErrorText } from '../src/lib/errors';
import { getToken, saveSession } from '../src/lib/session';
import { userWith } from './fixtures';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the bearer token and reads JSON', async () => {
    saveSession({ token: 'tok-1', user: userWith('Super'), branch: null });
    const fetchMock = answer(200, { data: [1, 2] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(get('/api/sucursales', { query: { sucursalId: 3, vacio: '' } })).resolves.toEqual({ data: [1, 2] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sucursales?sucursalId=3');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('sends JSON bodies with a content type and FormData without one', async () => {
    const fetchMock = answer(201, { message: 'ok', id: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await post('/api/categorias', { categoria: 'A' });
    await post('/api/sucursales', toFormData({ grupo: 1, activo: true, rol: ['Super', 'Vendedor'], nada: null }));
    const [, jsonInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((jsonInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(jsonInit.body).toBe('{"categoria":"A"}');
    const [, formInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    const fd = formInit.body as FormData;
    expect((formInit.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(fd.get('grupo')).toBe('1');
    expect(fd.get('activo')).toBe('1');
    expect(fd.getAll('rol')).toEqual(['Super', 'Vendedor']);
    expect(fd.has('nada')).toBe(false);
  });

  it('maps 422 to an ApiError with field errors', async () => {
    vi.stubGlobal('fetch', answer(422, { message: 'Datos inválidos', errors: { sucursal: ['El campo sucursal es obligatorio.'] } }));
    const err = await post('/api/sucursales', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(422);
    expect(err.errors.sucursal[0]).toBe('El campo sucursal es obligatorio.');
  });

  it('maps 403 to "Acceso denegado: " plus the error text', async () => {
    vi.stubGlobal('fetch', answer(403, { message: 'Acceso denegado', error: 'Solo Super' }));
    const err = await get('/api/sucursales').catch((e) => e);
    expect(err.message).toBe('Acceso denegado: Solo Super');
    expect(saveErrorText('register', err)).toBe('Acceso denegado: Solo Super');
  });

  it('uses the server message for other failures', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'No encontrado' }));
    const err = await get('/api/clientes/9').catch((e) => e);
    expect(err.message).toBe('No encontrado');
    expect(saveErrorText('update', err)).toBe('Hubo un error al actualizar: No encontrado');
  });

  it('on 401 clears the session and hands over to the handler', async () => {
    saveSession({ token: 'dead', user: userWith('Super'), branch: { id: 2, sucursal: 'Norte', grupo: 1 } });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', answer(401, { message: 'No autenticado' }));
    await expect(get('/api/usuarios')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('sgc.sucursal')).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('does not treat a refused sign-in as an expired session', async () => {
    saveSession({ token: 'keep', user: userWith('Super'), branch: null });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', answer(401, { message: 'Usuario o contraseña incorrectos' }));
    const err = await post('/api/login', {}, { auth: false }).catch((e) => e);
    expect(err.message).toBe('Usuario o contraseña incorrectos');
    expect(handler).not.toHaveBeenCalled();
  });
});
