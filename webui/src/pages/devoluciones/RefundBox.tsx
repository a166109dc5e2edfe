// Whose box pays a refund. The money of a return leaves the drawer at the
// counter, which is often a cashier's and not the box of whoever registers
// the return: the screen asks for it among the boxes open today in the
// sale's branch, the user's own first (and chosen by default).
import { useEffect } from 'react';
import type { FieldErrors } from '../../api/client';
import type { CajaAbierta } from '../../api/devoluciones';
import { Field } from '../../components/Form';
import { formatTime } from '../../lib/format';

/** The user's own box when none is open: the refund opens it (value 0). */
export const OWN_NEW_BOX = 0;

/** The default choice: the user's open box; a new own box when no box is open; else none (ask). */
export function defaultBox(cajas: CajaAbierta[]): number | '' {
  const own = cajas.find((c) => c.propia);
  if (own) return own.caja_id;
  return cajas.length ? '' : OWN_NEW_BOX;
}

/** "la caja de Ana Quispe", as the confirmation says it. */
export function boxHolder(cajas: CajaAbierta[], id: number | '', me: string): string {
  const c = cajas.find((x) => x.caja_id === id);
  if (c) return `la caja de ${c.empleado.nombres} ${c.empleado.apellidos}`.trim();
  return `la caja de ${me} (se abrirá al registrar)`;
}

/** The box chooser; it picks the default once the boxes are known. */
export function RefundBoxField({
  cajas,
  value,
  onChange,
  errors,
}: {
  cajas: CajaAbierta[];
  value: number | '' | null;
  onChange: (v: number | '') => void;
  errors: FieldErrors;
}) {
  useEffect(() => {
    if (value === null) onChange(defaultBox(cajas));
  }, [cajas, value]); // eslint-disable-line react-hooks/exhaustive-deps
  const hasOwn = cajas.some((c) => c.propia);
  return (
    <Field label="Caja que paga el reembolso" name="caja_id" errors={errors} required className="span-2">
      <select
        id="f-caja_id"
        className="input"
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.currentTarget.value === '' ? '' : Number(e.currentTarget.value))}
      >
        {!hasOwn && cajas.length > 0 && <option value="">Elija la caja de la que sale el dinero</option>}
        {cajas.map((c) => (
          <option key={c.caja_id} value={String(c.caja_id)}>
            {c.propia ? 'Mi caja' : `Caja de ${c.empleado.nombres} ${c.empleado.apellidos}`} (abierta a las {formatTime(c.fecha_apertura)})
          </option>
        ))}
        {!hasOwn && <option value={String(OWN_NEW_BOX)}>Mi caja (se abrirá al registrar)</option>}
      </select>
    </Field>
  );
}
