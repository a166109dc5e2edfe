// Registrar Venta's NIT check beside the buyer's document (see nitRules.ts).

import { useEffect, useRef, useState } from 'preact/hooks';
import { verificarNit } from '../../api/facturacion';
import { codigoExcepcion, currentCheck, NIT_UNVERIFIED, offersException, shouldCheckNit, type NitCheckState } from './nitRules';

/** The check of the NIT field: check() on blur, its answer and the sale's codigo_excepcion. */
export function useNitCheck(applies: boolean, nit: string) {
  const [state, setState] = useState<NitCheckState | null>(null);
  // The NIT last asked about: a slower answer about an earlier one is dropped.
  const asked = useRef('');
  const current = currentCheck(state, applies, nit);
  const check = () => {
    const n = nit.trim();
    // An answer stands for its NIT, except "could not ask", which the next blur asks again.
    if (!shouldCheckNit(applies, n) || (current && current.result.valido !== null) || asked.current === n) return;
    asked.current = n;
    const settle = (result: typeof NIT_UNVERIFIED) => {
      if (asked.current !== n) return;
      asked.current = '';
      setState((s) => ({ nit: n, result, ticked: s?.nit === n && s.ticked }));
    };
    verificarNit(n).then(settle, () => settle(NIT_UNVERIFIED));
  };
  // A NIT typed before its document type was chosen is asked about once it is a NIT.
  useEffect(() => {
    if (applies) check();
  }, [applies]);
  const tick = (ticked: boolean) => setState((s) => s && { ...s, ticked });
  return { check, current, tick, codigoExcepcion: codigoExcepcion(current?.result ?? null, !!current?.ticked) };
}

/** The SIN's answer beside the field and, when it is not a yes, the exception's checkbox. */
export function NitCheckNote({ check }: { check: ReturnType<typeof useNitCheck> }) {
  const c = check.current;
  if (!c) return null;
  return (
    <div className="span-2" role="status">
      <p className={`alert ${c.result.valido ? 'alert-success' : 'alert-warning'}`}>{c.result.mensaje}</p>
      {offersException(c.result) && (
        <label className="check">
          <input type="checkbox" checked={c.ticked} onChange={(e) => check.tick(e.currentTarget.checked)} /> Emitir con NIT no verificado (código de excepción 1)
        </label>
      )}
    </div>
  );
}
