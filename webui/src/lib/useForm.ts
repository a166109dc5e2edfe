// Form state for the add/edit screens: values, field errors from a 422 and
// the busy flag that disables the submit button while a request runs.
import { useCallback, useRef, useState } from 'react';
import type { FieldErrors } from '../api/client';
import { fieldErrorsOf } from './errors';

/** Keeps only digits: the numeric inputs (telefono, nit) of the spec. */
export function onlyDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The errors but those of `name`: a field's error goes once the user changes it. */
export function withoutError(errors: FieldErrors, name: string): FieldErrors {
  if (!errors[name]) return errors;
  const { [name]: _gone, ...rest } = errors;
  return rest;
}

/** What useForm returns. */
export interface FormState<T> {
  values: T;
  errors: FieldErrors;
  busy: boolean;
  /** The values differ from the initial ones: the user typed something. */
  dirty: boolean;
  /** Sets one value and clears that field's error. */
  set: <K extends keyof T>(name: K, value: T[K]) => void;
  setValues: (v: T) => void;
  setErrors: (e: FieldErrors) => void;
  setBusy: (b: boolean) => void;
  /** Puts a refused save's (422) messages on the fields; false for any other failure, which the caller reports. */
  showFieldErrors: (err: unknown) => boolean;
  /**
   * Takes the busy flag for one submit; false when a submit already holds it.
   * It reads a ref, not the rendered state, so a second click or Enter that
   * lands before the next render (or while live data re-renders the page) is
   * refused. A successful save keeps it until the screen goes away; a failure
   * gives it back with setBusy(false).
   */
  claim: () => boolean;
}

/** Holds a form's values and errors. */
export function useForm<T extends object>(initial: T | (() => T)): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [start] = useState(() => JSON.stringify(values));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusyState] = useState(false);
  const held = useRef(false);
  const setBusy = useCallback((b: boolean) => {
    held.current = b;
    setBusyState(b);
  }, []);
  const claim = useCallback(() => {
    if (held.current) return false;
    setBusy(true);
    return true;
  }, [setBusy]);
  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => withoutError(e, name as string));
  }, []);
  const showFieldErrors = useCallback((err: unknown) => {
    const errs = fieldErrorsOf(err);
    if (errs) setErrors(errs);
    return !!errs;
  }, []);
  return { values, errors, busy, dirty: JSON.stringify(values) !== start, set, setValues, setErrors, setBusy, showFieldErrors, claim };
}
