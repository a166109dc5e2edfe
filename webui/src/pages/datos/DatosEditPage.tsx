// Edit of the company data (/admin/edit-datos/:id). The logo is sent as
// `imagen` and only when chosen; after saving, back to /admin/datos in 2 s.
import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { getEmpresaById, updateEmpresa, type Empresa, type EmpresaInput } from '../../api/datos';
import { BackButton } from '../../components/BackButton';
import { LoadError, Loading } from '../../components/Feedback';
import { Field, FileInput, OtherErrors } from '../../components/Form';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf, saveErrorText } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { onlyDigits, useForm } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';

/** Delay before returning to the company page. */
export const RETURN_AFTER_MS = 2000;

type TextKey = Exclude<keyof EmpresaInput, 'imagen'>;
const TEXT_FIELDS: { name: TextKey; label: string; digits?: boolean; type?: 'text' | 'email' | 'date'; wide?: boolean; area?: boolean }[] = [
  { name: 'empresa', label: 'Empresa' },
  { name: 'sigla', label: 'Sigla' },
  { name: 'nit', label: 'NIT', digits: true },
  { name: 'propietario', label: 'Propietario' },
  { name: 'telefono1', label: 'Teléfono 1', digits: true },
  { name: 'telefono2', label: 'Teléfono 2', digits: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'horario', label: 'Horario' },
  { name: 'direccion', label: 'Dirección', wide: true },
  { name: 'actividad', label: 'Actividad', wide: true },
  { name: 'descripcion', label: 'Descripción', wide: true, area: true },
];

/** The company edit page. */
export function DatosEditPage() {
  const { id } = useParams<{ id: string }>();
  const { data, loading, error } = useLoad(() => getEmpresaById(Number(id)), [id]);
  return (
    <>
      <PageHeader title="EDITAR DATOS DE LA EMPRESA" actions={<BackButton href="/admin/datos" />} />
      {loading ? <Loading /> : error || !data ? <LoadError error={error} /> : <EmpresaForm empresa={data} />}
    </>
  );
}

function EmpresaForm({ empresa }: { empresa: Empresa }) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const timer = useRef<number | undefined>(undefined);
  const { id, logo, ...fields } = empresa;
  const f = useForm<EmpresaInput>({ ...fields, imagen: null });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    f.setBusy(true);
    try {
      await updateEmpresa(id, f.values);
      toast.success(MSG.saved);
      timer.current = window.setTimeout(() => navigate('/admin/datos'), RETURN_AFTER_MS);
    } catch (err) {
      const errs = fieldErrorsOf(err);
      // The logo's errors may come under `logo` or `imagen`: both show under the file input.
      if (errs) f.setErrors(errs.logo ? { ...errs, imagen: [...(errs.imagen ?? []), ...errs.logo] } : errs);
      else toast.error(saveErrorText('update', err));
      f.setBusy(false);
    }
  };

  return (
    <Card title="EMPRESA/NEGOCIO">
      <form className="form-grid" onSubmit={submit} noValidate>
        {TEXT_FIELDS.map((d) => (
          <Field key={d.name} label={d.label} name={d.name} errors={f.errors} className={d.wide ? 'span-2' : undefined}>
            {d.area ? (
              <textarea id={`f-${d.name}`} name={d.name} className="input" rows={3} value={f.values[d.name] ?? ''} onInput={(e) => f.set(d.name, e.currentTarget.value)} />
            ) : (
              <input
                id={`f-${d.name}`}
                name={d.name}
                className="input"
                type={(d.type ?? 'text') as 'text'}
                inputMode={d.digits ? ('numeric' as const) : undefined}
                value={f.values[d.name] ?? ''}
                onInput={(e) => f.set(d.name, d.digits ? onlyDigits(e.currentTarget.value) : e.currentTarget.value)}
              />
            )}
          </Field>
        ))}
        <Field label="Logo" name="imagen" errors={f.errors} className="span-2">
          <FileInput name="imagen" onFile={(file) => f.set('imagen', file)} />
          {logo && !f.values.imagen && <img className="form-preview" src={logo} alt="" />}
        </Field>
        <div className="span-2">
          <OtherErrors errors={f.errors} shown={[...TEXT_FIELDS.map((d) => d.name), 'imagen', 'logo']} />
        </div>
        <div className="form-actions span-2">
          <button type="submit" className="btn btn-primary" disabled={f.busy}>
            {f.busy ? MSG.loading : 'Actualizar'}
          </button>
        </div>
      </form>
    </Card>
  );
}
