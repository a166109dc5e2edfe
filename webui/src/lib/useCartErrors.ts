// The errors of a document form with a cart (purchase, quotation, catálogo,
// transfer): the fields' own, and the lines' by line key, from a 422 whose
// keys name the cart's lines by position (productos.N.field).
import { useState } from 'react';
import type { FieldErrors } from '../api/client';
import { lineErrorsByKey, type CartLine } from './cart';
import { fieldErrorsOf } from './errors';

/** The form's and the lines' errors, cleared before a submit and shown after a refused one. */
export function useCartErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  /** Clears both, as a submit starts. */
  const clearErrors = () => {
    setErrors({});
    setLineErrors({});
  };
  /** Shows a refused save's field messages on the form and under the cart's lines; nothing for any other failure. */
  const showErrors = (e: unknown, cart: CartLine[]) => {
    const errs = fieldErrorsOf(e);
    if (errs) {
      setErrors(errs);
      setLineErrors(lineErrorsByKey(errs, cart));
    }
  };
  return { errors, setErrors, lineErrors, setLineErrors, clearErrors, showErrors };
}
