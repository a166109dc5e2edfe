// The client block of Registrar Proforma and of the catalogue form: Cliente,
// CI/NIT, Razón Social, Teléfono, Dirección and Descripción. Editing a
// catalogue locks it: the client may not change (operations.md §4).
import type { FieldErrors } from '../api/client';
import type { Cliente } from '../api/clientes';
import { ClienteSelect, type ClienteFields } from './ClienteSelect';
import { Field } from './Form';

/** The form fields the block edits. */
export interface ClienteBlockFields extends ClienteFields {
  descripcion: string;
}

/**
 * The block as a new document sends it: trimmed, client 1 when none is
 * chosen, SN and NIT 0 when left blank.
 */
export function clienteInput(form: ClienteBlockFields) {
  return {
    cliente: Number(form.cliente) || 1,
    razon_social: form.razon_social.trim() || 'SN',
    nit: form.nit.trim() || '0',
    direccion: form.direccion.trim(),
    telefono: form.telefono.trim(),
    descripcion: form.descripcion.trim(),
  };
}

/**
 * The block's fields. `set` changes one text field (the page clears its
 * error), `onCliente` takes a choice of the select; `locked` shows them all
 * read-only, the client by name.
 */
export function ClienteBlock({
  form,
  errors,
  clientes,
  set,
  onCliente,
  locked,
}: {
  form: ClienteBlockFields;
  errors: FieldErrors;
  clientes: Cliente[] | undefined;
  set: (name: keyof ClienteBlockFields, value: string) => void;
  onCliente: (c: ClienteFields) => void;
  locked?: boolean;
}) {
  const text = (name: keyof ClienteBlockFields, label: string, opts: { numeric?: boolean; placeholder?: string } = {}) => (
    <Field label={label} name={name} errors={errors}>
      <input
        id={`f-${name}`}
        className="input"
        type={(opts.numeric ? 'tel' : 'text') as 'text'}
        inputMode={opts.numeric ? 'numeric' : undefined}
        placeholder={opts.placeholder}
        readOnly={locked}
        value={form[name]}
        onInput={(e) => {
          // Teléfono keeps digits only, as it is typed.
          const v = opts.numeric ? e.currentTarget.value.replace(/\D+/g, '') : e.currentTarget.value;
          if (v !== e.currentTarget.value) e.currentTarget.value = v;
          set(name, v);
        }}
      />
    </Field>
  );
  return (
    <div className="form-grid form-grid-compact">
      <Field label="Cliente" name="cliente" errors={errors} className="span-2">
        {locked ? (
          <input id="f-cliente" className="input" readOnly value={form.razon_social} />
        ) : (
          <ClienteSelect clientes={clientes} value={form.cliente} onChange={onCliente} />
        )}
      </Field>
      {text('nit', 'CI/NIT')}
      {text('razon_social', 'Razón Social')}
      {text('telefono', 'Teléfono', { numeric: true, placeholder: 'Solo números' })}
      {text('direccion', 'Dirección')}
      <Field label="Descripción (opcional)" name="descripcion" errors={errors} className="span-2">
        <textarea
          id="f-descripcion"
          className="input"
          rows={2}
          readOnly={locked}
          value={form.descripcion}
          onInput={(e) => set('descripcion', e.currentTarget.value)}
        />
      </Field>
    </div>
  );
}
