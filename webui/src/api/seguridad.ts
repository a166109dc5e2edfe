// Security calls: the sign-in's second factor, enrolment on one's own
// screen, the company rule, and Super's list of open sessions.
import { get, post, put, request } from './client';

/** The secret to enrol, with the QR code the server draws (a PNG data URL). */
export interface Enrolment {
  secreto: string;
  url: string;
  qr: string;
}

/** GET /api/seguridad: the signed-in user's second factor and the company rule. */
export interface SecurityStatus {
  totp_activo: boolean;
  totp_obligatorio: boolean;
  codigos_restantes: number;
  puede_usar_totp: boolean;
}

/** One open session (GET /api/sesiones). */
export interface ActiveSession {
  id: string;
  usuario_id: number;
  usuario: string;
  nombre: string;
  rol: string;
  ip: string;
  desde: string;
  ultimo_uso: string;
  actual: boolean;
}

/** Starts enrolment during a sign-in that the company rule holds up. */
export const loginEnrolment = (tokenTemporal: string) =>
  post<Enrolment>('/api/login/inscripcion', { token_temporal: tokenTemporal }, { auth: false });

export const getSecurity = () => get<SecurityStatus>('/api/seguridad');
export const startTotp = () => post<Enrolment>('/api/seguridad/totp');
export const confirmTotp = (codigo: string) =>
  post<{ message: string; codigos_recuperacion: string[] }>('/api/seguridad/totp/confirmar', { codigo });
export const setTotpRequired = (on: boolean) =>
  put<{ message: string }>('/api/seguridad/totp-obligatorio', { totp_obligatorio: on });

export const listSessions = () => get<{ data: ActiveSession[] }>('/api/sesiones').then((r) => r.data);
export const endSession = (id: string) => request<{ message: string }>('DELETE', `/api/sesiones/${id}`);
