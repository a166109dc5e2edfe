// Turning a failed call into the toast text the spec asks for.
import { ApiError } from '../api/client';
import { MSG } from './messages';

/** The three save situations with their own prefixes. */
export type SaveAction = 'register' | 'update' | 'toggle';

const PREFIX: Record<SaveAction, string> = {
  register: MSG.registerError,
  update: MSG.updateError,
  toggle: MSG.toggleError,
};

/** The message of any thrown value. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  return MSG.unknownError;
}

/**
 * The message of a failure the server explained, or null when the call failed
 * without one (no connection, an unexpected error): the spec then asks for
 * its "Error desconocido al guardar ..." text.
 */
export function serverMessage(e: unknown): string | null {
  return e instanceof ApiError && e.status > 0 && e.message ? e.message : null;
}

/**
 * "Hubo un error al registrar: <message>" and its siblings; a 403 is shown as
 * the client made it ("Acceso denegado: <error>"), without a prefix.
 */
export function saveErrorText(action: SaveAction, e: unknown): string {
  if (e instanceof ApiError && e.status === 403) return e.message;
  return PREFIX[action] + errorMessage(e);
}

/** Field errors of a 422, or null for any other failure. */
export function fieldErrorsOf(e: unknown): Record<string, string[]> | null {
  return e instanceof ApiError && e.status === 422 ? e.errors : null;
}
