// The client chooser of the quotation and catalogue forms: a select of the
// active clients whose choice fills CI/NIT, razón social, complemento,
// teléfono and dirección, and whose empty option clears them
// (operations.md §4). The list is loaded by the page, which reports a
// failure with 'Error al cargar los clientes'.
import type { Cliente } from '../api/clientes';
import { MSG } from '../lib/messages';

/** The client block of a quotation or catalogue form. */
export interface ClienteFields {
  cliente: string;
  razon_social: string;
  nit: string;
  complemento: string;
  telefono: string;
  direccion: string;
}

/** The block a choice gives: the client's data, or blanks when none is chosen. */
export function clienteFields(c: Cliente | null | undefined): ClienteFields {
  if (!c) return { cliente: '', razon_social: '', nit: '', complemento: '', telefono: '', direccion: '' };
  return {
    cliente: String(c.id),
    razon_social: c.nombres_apellidos ?? '',
    nit: c.numero_documento ?? '',
    complemento: c.complemento ?? '',
    telefono: c.telefono ?? '',
    direccion: c.direccion ?? '',
  };
}

/** The default block of a new form: client 1 (SN) with NIT 0. */
export const DEFAULT_CLIENTE: ClienteFields = { cliente: '1', razon_social: 'SN', nit: '0', complemento: '', telefono: '', direccion: '' };

/** The label of a client in the list: name and document. */
export function clienteLabel(c: Pick<Cliente, 'nombres_apellidos' | 'numero_documento' | 'complemento'>): string {
  const doc = c.numero_documento && c.numero_documento !== '0' ? ` — ${c.numero_documento}${c.complemento ? `-${c.complemento}` : ''}` : '';
  return `${c.nombres_apellidos}${doc}`;
}

/** ClienteSelect props. */
export interface ClienteSelectProps {
  id?: string;
  clientes: Cliente[] | undefined;
  value: string;
  onChange: (fields: ClienteFields) => void;
  disabled?: boolean;
}

/** The select; a value not (yet) in the list stays shown. */
export function ClienteSelect({ id = 'f-cliente', clientes, value, onChange, disabled }: ClienteSelectProps) {
  const list = clientes ?? [];
  const known = value === '' || list.some((c) => String(c.id) === value);
  return (
    <select
      id={id}
      className="input"
      value={value}
      disabled={disabled}
      onChange={(e) => {
        const v = e.currentTarget.value;
        onChange(clienteFields(list.find((c) => String(c.id) === v)));
      }}
    >
      <option value="">— Seleccione un cliente —</option>
      {!known && <option value={value}>{value === '1' ? 'SN' : clientes ? `Cliente ${value}` : MSG.loading}</option>}
      {list.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {clienteLabel(c)}
        </option>
      ))}
    </select>
  );
}
