// The counter's NIT check (SIAT): when an invoiced sale's buyer document is
// a NIT, the SIN is asked about it as the field loses focus. The sale button
// never waits for it; a NIT the SIN rejects or could not confirm may still be
// invoiced, with codigo_excepcion 1, when the cashier ticks it.

import type { NitVerificado } from '../../api/facturacion';

/** The answer shown when the call itself failed (the server out of reach). */
export const NIT_UNVERIFIED: NitVerificado = { valido: null, mensaje: 'No se pudo verificar el NIT (sin conexión con el SIN)' };

/** Whether a document type of the SIN's catalogue is the NIT. */
export const isNitDocument = (descripcion: string | undefined) => /^\s*NIT\b/i.test(descripcion ?? '');

/** Whether to ask about a typed NIT: an invoiced sale to a NIT, and a number (0 is "sin NIT"). */
export const shouldCheckNit = (applies: boolean, nit: string) => applies && /^\d+$/.test(nit.trim()) && Number(nit) > 0;

/** The exception is offered when the SIN rejected the NIT or could not be asked. */
export const offersException = (r: NitVerificado | null) => r !== null && r.valido !== true;

/** The sale's codigo_excepcion: 1 only when offered and ticked. */
export const codigoExcepcion = (r: NitVerificado | null, ticked: boolean) => (offersException(r) && ticked ? 1 : undefined);

/** A check's answer, kept with the NIT it was about. */
export interface NitCheckState {
  nit: string;
  result: NitVerificado;
  ticked: boolean;
}

/**
 * The check that applies to the NIT in the field now: an answer about
 * another NIT (the cashier typed again, the next sale began) says nothing.
 */
export const currentCheck = (s: NitCheckState | null, applies: boolean, nit: string) => (applies && s && s.nit === nit.trim() ? s : null);
