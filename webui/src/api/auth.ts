// Sign-in, sign-out and session restore calls.
import { get, post } from './client';
import type { User } from '../lib/session';

/** Answer of POST /api/login. */
export interface LoginAnswer {
  token: string;
  user: User;
}

/** The branch part of GET /api/user. */
export interface UserBranch {
  id: number;
  sucursal: string;
  grupo: number;
  [field: string]: unknown;
}

/** Answer of GET /api/user. */
export interface UserAnswer {
  user: User;
  sucursal: UserBranch;
}

/** Signs in; no token is sent and a refusal is an ordinary error with the server's message. */
export function login(usuario: string, password: string): Promise<LoginAnswer> {
  return post<LoginAnswer>('/api/login', { usuario, password }, { auth: false });
}

/** Ends the token on the server. */
export function logout(): Promise<unknown> {
  return post('/api/logout');
}

/** Restores the session; Super and Administrador get the asked branch when it is active. */
export function fetchUser(sucursalId?: number): Promise<UserAnswer> {
  return get<UserAnswer>('/api/user', { query: { sucursalId } });
}
