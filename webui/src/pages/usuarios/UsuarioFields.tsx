// The inputs of the user form, split from the page to keep both readable.
import { Field, FileInput, OtherErrors } from '../../components/Form';
import type { UsuarioInput } from '../../api/usuarios';
import type { FormState } from '../../lib/useForm';
import { onlyDigits } from '../../lib/useForm';

/** A select option. */
export interface Option {
  value: string;
  label: string;
}

const GENEROS = ['Masculino', 'Femenino', 'Otro'];
const SHOWN = ['nombres', 'apellidos', 'numero_identificacion', 'genero', 'nacimiento', 'telefono', 'email', 'usuario', 'password', 'password_actual', 'rol', 'sucursal_id', 'is_activa_traspasos', 'imagen'];

/**
 * All fields of a user; `lockAccess` disables role and branch for non-Super
 * users, and `own` (one's own record) asks for the current password.
 */
export function UsuarioFields({
  form: f,
  roles,
  sucursales,
  editing,
  own,
  lockAccess,
  preview,
}: {
  form: FormState<UsuarioInput>;
  roles: Option[];
  sucursales: Option[];
  editing: boolean;
  own: boolean;
  lockAccess: boolean;
  preview: string | null;
}) {
  const v = f.values;
  const text = (name: keyof UsuarioInput, label: string, opts: { type?: 'text' | 'email' | 'date'; digits?: boolean; required?: boolean } = {}) => (
    <Field label={label} name={name} errors={f.errors} required={opts.required}>
      <input
        id={`f-${name}`}
        name={name}
        className="input"
        type={(opts.type ?? 'text') as 'text'}
        inputMode={opts.digits ? ('numeric' as const) : undefined}
        value={v[name] as string}
        onInput={(e) => f.set(name, (opts.digits ? onlyDigits(e.currentTarget.value) : e.currentTarget.value) as never)}
      />
    </Field>
  );
  return (
    <>
      <h3 className="form-section span-all">Datos personales</h3>
      {text('nombres', 'Nombres', { required: true })}
      {text('apellidos', 'Apellidos', { required: true })}
      {text('numero_identificacion', 'Número de Identificación (CI)', { required: true })}
      <Field label="Género" name="genero" errors={f.errors}>
        <select id="f-genero" name="genero" className="input" value={v.genero} onChange={(e) => f.set('genero', e.currentTarget.value)}>
          <option value="">Seleccione...</option>
          {GENEROS.map((g) => (
            <option key={g} value={g}>{g}</option>
          ))}
        </select>
      </Field>
      {text('nacimiento', 'Fecha de Nacimiento', { type: 'date' })}
      {text('telefono', 'Teléfono', { digits: true })}
      {text('email', 'Email', { type: 'email' })}

      <h3 className="form-section span-all">Acceso al sistema</h3>
      {text('usuario', 'Usuario', { required: true })}
      <Field label={editing ? 'Contraseña (dejar vacío para mantenerla)' : 'Contraseña'} name="password" errors={f.errors} required={!editing}>
        <input id="f-password" name="password" className="input" type="password" autoComplete="new-password" value={v.password} onInput={(e) => f.set('password', e.currentTarget.value)} />
      </Field>
      {own && (
        <Field label="Contraseña actual (para cambiarla)" name="password_actual" errors={f.errors} required={!!v.password}>
          <input
            id="f-password_actual"
            name="password_actual"
            className="input"
            type="password"
            autoComplete="current-password"
            value={v.password_actual}
            onInput={(e) => f.set('password_actual', e.currentTarget.value)}
          />
        </Field>
      )}
      <Field label="Rol" name="rol" errors={f.errors} required>
        <select id="f-rol" name="rol" className="input" disabled={lockAccess} value={v.rol[0] ?? ''} onChange={(e) => f.set('rol', e.currentTarget.value ? [e.currentTarget.value] : [])}>
          <option value="">Seleccione...</option>
          {roles.map((r) => (
            <option key={r.value} value={r.value}>{r.label}</option>
          ))}
        </select>
      </Field>
      <Field label="Sucursal" name="sucursal_id" errors={f.errors} required>
        <select id="f-sucursal_id" name="sucursal_id" className="input" disabled={lockAccess} value={v.sucursal_id} onChange={(e) => f.set('sucursal_id', e.currentTarget.value)}>
          <option value="">Seleccione...</option>
          {sucursales.map((s) => (
            <option key={s.value} value={s.value}>{s.label}</option>
          ))}
        </select>
      </Field>
      <Field label="Traspasos" name="is_activa_traspasos" errors={f.errors}>
        <label className="check check-box">
          <input type="checkbox" name="is_activa_traspasos" disabled={lockAccess} checked={v.is_activa_traspasos} onChange={(e) => f.set('is_activa_traspasos', e.currentTarget.checked)} />
          Traspasos entre sucursales habilitados
        </label>
      </Field>
      <Field label="Imagen" name="imagen" errors={f.errors}>
        <FileInput name="imagen" onFile={(file) => f.set('imagen', file)} />
        {preview && !v.imagen && <img className="form-preview" src={preview} alt="" />}
      </Field>
      <div className="span-all">
        <OtherErrors errors={f.errors} shown={SHOWN} />
      </div>
    </>
  );
}
