import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, get } from '../src/api/client';
import { rememberMembers } from '../src/lib/members';
import { MSG } from '../src/lib/messages';

afterEach(() => {
  vi.unstubAllGlobals();
  rememberMembers([]);
});

describe('a server that does not answer', () => {
  it('names the other members of the group when they are known', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(get('/api/user')).rejects.toEqual(new ApiError(0, MSG.networkError));
    rememberMembers(['10.0.0.2:8080', 'norte.local:8080']);
    const err = await get('/api/user').catch((e: ApiError) => e);
    expect(err.status).toBe(0);
    expect(err.message).toBe(
      'Este servidor no responde; use otro miembro del grupo: http://10.0.0.2:8080, http://norte.local:8080',
    );
  });
});
