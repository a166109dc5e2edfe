// Add (/admin/addcliente) and edit (/admin/editcliente/:id/edit) of a customer.
import type { FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { createCliente, getCliente, updateCliente, type Cliente, type ClienteInput } from '../../api/clientes';
import { BackButton } from '../../components/BackButton';
import { LoadError, Loading } from '../../components/Feedback';
import { Field, FileInput, OtherErrors } from '../../components/Form';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf, saveErrorText } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { onlyDigits, useForm } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';

const SHOWN = ['nombres_apellidos', 'numero_documento', 'complemento', 'telefono', 'email', 'direccion', 'imagen'];

/** The customer form page. */
export function ClienteFormPage() {
  const params = useParams<{ id?: string }>();
  const id = params.id ? Number(params.id) : null;
  const { data, loading, error } = useLoad(() => (id ? getCliente(id) : Promise.resolve(null)), [id]);
  return (
    <>
      <PageHeader title={id ? 'EDITAR CLIENTE' : 'REGISTRAR CLIENTE'} actions={<BackButton />} />
      {loading ? <Loading /> : error ? <LoadError error={error} /> : <ClienteForm id={id} cliente={data ?? null} />}
    </>
  );
}

function ClienteForm({ id, cliente }: { id: number | null; cliente: Cliente | null }) {
  const [, navigate] = useLocation();
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
    f.setBusy(true);
    try {
      if (id) await updateCliente(id, v);
      else await createCliente(v);
      toast.success(MSG.saved);
      navigate('/admin/clientes');
    } catch (err) {
      const errs = fieldErrorsOf(err);
      if (errs) f.setErrors(errs);
      else toast.error(saveErrorText(id ? 'update' : 'register', err));
      f.setBusy(false);
    }
  };

  const text = (name: Exclude<keyof ClienteInput, 'imagen'>, label: string, opts: { digits?: boolean; type?: 'text' | 'email' | 'date'; required?: boolean; wide?: boolean } = {}) => (
    <Field label={label} name={name} errors={f.errors} required={opts.required} className={opts.wide ? 'span-2' : undefined}>
      <input
        id={`f-${name}`}
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
    <Card>
      <form className="form-grid" onSubmit={submit} noValidate>
        {text('nombres_apellidos', 'Nombres y Apellidos / Razón Social', { required: true, wide: true })}
        {text('numero_documento', 'CI/NIT', { required: true })}
        {text('complemento', 'Complemento')}
        {text('telefono', 'Teléfono', { digits: true })}
        {text('email', 'Email', { type: 'email' })}
        {text('direccion', 'Dirección', { wide: true })}
        <Field label="Imagen" name="imagen" errors={f.errors} className="span-2">
          <FileInput name="imagen" onFile={(file) => f.set('imagen', file)} />
          {cliente?.imagen && !v.imagen && <img className="form-preview" src={cliente.imagen} alt="" />}
        </Field>
        <div className="span-2">
          <OtherErrors errors={f.errors} shown={SHOWN} />
        </div>
        <div className="form-actions span-2">
          <button type="button" className="btn btn-light" onClick={() => history.back()} disabled={f.busy}>Cancelar</button>
          <button type="submit" className="btn btn-primary" disabled={f.busy}>
            {f.busy ? MSG.loading : id ? 'Actualizar' : 'Registrar'}
          </button>
        </div>
      </form>
    </Card>
  );
}
