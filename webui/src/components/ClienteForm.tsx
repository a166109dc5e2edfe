// The customer form: the add/edit page (/admin/addcliente,
// /admin/editcliente/:id/edit) and the "nuevo cliente" dialog of Registrar
// Venta both use it, so a customer is registered the same way from both.
import type { FormEvent } from 'react';
import { createCliente, updateCliente, type Cliente, type ClienteInput } from '../api/clientes';
import { saveErrorText } from '../lib/errors';
import { MSG } from '../lib/messages';
import { onlyDigits, useForm } from '../lib/useForm';
import { Field, FileInput, OtherErrors } from './Form';
import { useToast } from './Toast';

const SHOWN = ['nombres_apellidos', 'numero_documento', 'complemento', 'telefono', 'email', 'direccion', 'imagen'];

/** ClienteForm props: `onSaved` gets the customer's id; `compact` leaves the image out (dialog). */
export interface ClienteFormProps {
  id: number | null;
  cliente: Cliente | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
  compact?: boolean;
}

/** The fields, the field errors and the save and cancel buttons. */
export function ClienteForm({ id, cliente, onSaved, onCancel, compact }: ClienteFormProps) {
  const toast = useToast();
  const f = useForm<ClienteInput>({
    nombres_apellidos: cliente?.nombres_apellidos ?? '',
    numero_documento: cliente?.numero_documento ?? '',
    complemento: cliente?.complemento ?? '',
    telefono: cliente?.telefono ?? '',
    email: cliente?.email ?? '',
    direccion: cliente?.direccion ?? '',
    imagen: null,
  });
  const v = f.values;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A form inside the sale screen must not submit anything around it.
    e.stopPropagation();
    if (f.busy) return;
    f.setBusy(true);
    try {
      const res = id ? await updateCliente(id, v) : await createCliente(v);
      toast.success(MSG.saved);
      onSaved(id ?? res?.id ?? 0);
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(saveErrorText(id ? 'update' : 'register', err));
      f.setBusy(false);
    }
  };

  const text = (name: Exclude<keyof ClienteInput, 'imagen'>, label: string, opts: { digits?: boolean; type?: 'text' | 'email' | 'date'; required?: boolean; wide?: boolean } = {}) => (
    <Field label={label} name={name} errors={f.errors} required={opts.required} className={opts.wide ? 'span-2' : undefined}>
      <input
        id={`${compact ? 'nc' : 'f'}-${name}`}
        name={name}
        className="input"
        type={(opts.type ?? 'text') as 'text'}
        inputMode={opts.digits ? ('numeric' as const) : undefined}
        value={v[name]}
        onInput={(e) => f.set(name, opts.digits ? onlyDigits(e.currentTarget.value) : e.currentTarget.value)}
      />
    </Field>
  );

  return (
    <form className="form-grid" onSubmit={submit} noValidate>
      {text('nombres_apellidos', 'Nombres y Apellidos / Razón Social', { required: true, wide: true })}
      {text('numero_documento', 'CI/NIT', { required: true })}
      {text('complemento', 'Complemento')}
      {text('telefono', 'Teléfono', { digits: true })}
      {text('email', 'Email', { type: 'email' })}
      {text('direccion', 'Dirección', { wide: true })}
      {!compact && (
        <Field label="Imagen" name="imagen" errors={f.errors} className="span-2">
          <FileInput name="imagen" onFile={(file) => f.set('imagen', file)} />
          {cliente?.imagen && !v.imagen && <img className="form-preview" src={cliente.imagen} alt="" />}
        </Field>
      )}
      <div className="span-2">
        <OtherErrors errors={f.errors} shown={SHOWN} />
      </div>
      <div className="form-actions span-2">
        <button type="button" className="btn btn-light" onClick={onCancel} disabled={f.busy}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary" disabled={f.busy}>
          {f.busy ? MSG.loading : id ? 'Actualizar' : 'Registrar'}
        </button>
      </div>
    </form>
  );
}
