// Sign-in, sign-out and session restore calls.
import { get, post } from './client';
import type { User } from '../lib/session';

/** Answer of POST /api/login. */
export interface LoginAnswer {
  token: string;
  user: User;
  /** A session opened on a group member without the majority: for reading, on that member only. */
  solo_lectura?: boolean;
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
  solo_lectura?: boolean;
}

/**
 * Answer of POST /api/login when the password was right but the session still
 * needs the second factor: a code ('totp') or enrolling one ('inscripcion').
 */
export interface SecondStep {
  segundo_factor: 'totp' | 'inscripcion';
  token_temporal: string;
}

/** Answer of POST /api/login/segundo-factor; recovery codes after an enrolment. */
export interface SecondStepAnswer extends LoginAnswer {
  codigos_recuperacion?: string[];
}

/** Signs in; no token is sent and a refusal is an ordinary error with the server's message. */
export function login(usuario: string, password: string): Promise<LoginAnswer | SecondStep> {
  return post<LoginAnswer | SecondStep>('/api/login', { usuario, password }, { auth: false });
}

/** Completes a sign-in with the authenticator's code or a recovery code. */
export function loginSecondFactor(tokenTemporal: string, codigo: string): Promise<SecondStepAnswer> {
  return post<SecondStepAnswer>('/api/login/segundo-factor', { token_temporal: tokenTemporal, codigo }, { auth: false });
}

/** Ends the token on the server. */
export function logout(): Promise<unknown> {
  return post('/api/logout');
}

/** Restores the session; Super and Administrador get the asked branch when it is active. */
export function fetchUser(sucursalId?: number): Promise<UserAnswer> {
  return get<UserAnswer>('/api/user', { query: { sucursalId } });
}
