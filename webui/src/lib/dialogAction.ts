// The one action of a small dialog (annul a factura, e-mail it): busy while
// the call runs, closed when it is done, and kept open with the server's
// reason when it is refused, since a 422 explains itself on its one field.
import { useState } from 'react';
import { errorMessage, fieldErrorsOf } from './errors';

/** Runs `call`; on success runs `done` (toast, refresh, close). */
export function useDialogAction(call: () => Promise<unknown>, done: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const act = async () => {
    setBusy(true);
    try {
      await call();
      done();
    } catch (e) {
      setError(Object.values(fieldErrorsOf(e) ?? {}).flat()[0] ?? errorMessage(e));
      setBusy(false);
    }
  };
  return { busy, error, act };
}
