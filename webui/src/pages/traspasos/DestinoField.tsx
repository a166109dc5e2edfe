// The destination branch of Registrar Traspaso and Solicitar Traspaso: a
// select of the branches the page offers, with no branch chosen at first.
import type { FieldErrors } from '../../api/client';
import type { Sucursal } from '../../api/sucursales';
import { Field } from '../../components/Form';

/** The Sucursal destino field; 0 is no branch chosen. */
export function DestinoField({
  branches,
  value,
  onChange,
  errors,
  className,
}: {
  branches: Pick<Sucursal, 'id' | 'sucursal'>[];
  value: number;
  onChange: (id: number) => void;
  errors: FieldErrors;
  className?: string;
}) {
  return (
    <Field label="Sucursal destino" name="sucursal_destino" errors={errors} required className={className}>
      <select id="f-sucursal_destino" className="input" value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        <option value="0">Seleccione la sucursal destino</option>
        {branches.map((b) => (
          <option key={b.id} value={String(b.id)}>
            {b.sucursal}
          </option>
        ))}
      </select>
    </Field>
  );
}
