// Add (/admin/addUsuario) and edit (/admin/editUsuario/:id) of a user, as a
// full page. Role and branch lists come from the server; a user editing their
// own record without access to those lists keeps their current values.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { listSucursalesActivas } from '../../api/sucursales';
import { createUsuario, getUsuario, listRoles, updateUsuario, type UsuarioInput } from '../../api/usuarios';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { BackButton } from '../../components/BackButton';
import { useToast } from '../../components/Toast';
import { saveErrorText } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { primaryRole, roleLabel, type User } from '../../lib/session';
import { useForm } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { UsuarioFields, type Option } from './UsuarioFields';

/** Minimum password length. */
export const MIN_PASSWORD = 8;

function toInput(u: User | null): UsuarioInput {
  return {
    nombres: u?.nombres ?? '',
    apellidos: u?.apellidos ?? '',
    numero_identificacion: u?.numero_identificacion ?? '',
    genero: u?.genero ?? '',
    nacimiento: (u?.nacimiento ?? '').slice(0, 10),
    telefono: u?.telefono ?? '',
    email: u?.email ?? '',
    usuario: u?.usuario ?? '',
    password: '',
    password_actual: '',
    rol: u?.rol?.length ? [u.rol[0]] : [],
    sucursal_id: u?.sucursal_id ? String(u.sucursal_id) : '',
    is_activa_traspasos: u?.is_activa_traspasos ?? false,
    imagen: null,
  };
}

async function loadAll(id: number | null) {
  const [usuario, roles, sucursales] = await Promise.all([
    id ? getUsuario(id) : Promise.resolve(null),
    listRoles().catch(() => null),
    listSucursalesActivas().catch(() => null),
  ]);
  return { usuario, roles, sucursales };
}

/** The user form page. */
export function UsuarioFormPage() {
  const params = useParams<{ id?: string }>();
  const id = params.id ? Number(params.id) : null;
  const { data, loading, error } = useLoad(() => loadAll(id), [id]);
  const title = id ? 'EDITAR USUARIO' : 'REGISTRAR USUARIO';
  return (
    <>
      <PageHeader title={title} actions={<BackButton />} />
      {loading ? (
        <Loading />
      ) : error || !data ? (
        <LoadError />
      ) : (
        <UsuarioForm
          id={id}
          usuario={data.usuario}
          roles={data.roles?.map((r) => ({ value: r.name, label: roleLabel(r.name) })) ?? null}
          sucursales={data.sucursales?.map((s) => ({ value: String(s.id), label: s.sucursal })) ?? null}
        />
      )}
    </>
  );
}

function UsuarioForm({ id, usuario, roles, sucursales }: { id: number | null; usuario: User | null; roles: Option[] | null; sucursales: Option[] | null }) {
  const { session } = useSession();
  const [, navigate] = useLocation();
  const toast = useToast();
  const f = useForm<UsuarioInput>(() => toInput(usuario));
  const [preview] = useState(usuario?.imagen ?? null);
  const isSuper = primaryRole(session?.user) === 'Super';
  // Changing one's own password asks for the current one (Super's own too).
  const own = id !== null && id === session?.user.id;

  // Only Super may read the roles; for Super a missing list is a failure.
  useEffect(() => {
    if (isSuper && roles === null) toast.error(MSG.rolesLoadError);
  }, [isSuper, roles, toast]);

  // Without the lists (no access), offer the record's own values only.
  const roleOptions = roles ?? (usuario?.rol ?? []).map((r) => ({ value: r, label: roleLabel(r) }));
  const branchOptions = sucursales ?? (usuario ? [{ value: String(usuario.sucursal_id), label: usuario.sucursal }] : []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const pw = f.values.password;
    if (!id && !pw) return f.setErrors({ password: ['La contraseña es obligatoria.'] });
    if (pw && pw.length < MIN_PASSWORD) return f.setErrors({ password: [`La contraseña debe tener al menos ${MIN_PASSWORD} caracteres.`] });
    if (own && pw && !f.values.password_actual) return f.setErrors({ password_actual: ['Ingrese su contraseña actual para cambiarla.'] });
    f.setBusy(true);
    try {
      const res = id ? await updateUsuario(id, f.values) : await createUsuario(f.values);
      toast.success(MSG.saved);
      navigate(isSuper ? '/admin/usuarios' : `/admin/show-usuario/${id ?? res.id}`);
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(saveErrorText(id ? 'update' : 'register', err));
      f.setBusy(false);
    }
  };

  return (
    <Card>
      <form className="form-grid form-grid-3" onSubmit={submit} noValidate>
        <UsuarioFields form={f} roles={roleOptions} sucursales={branchOptions} editing={!!id} own={own} lockAccess={!isSuper} preview={preview} />
        <div className="form-actions span-all">
          <button type="button" className="btn btn-light" onClick={() => history.back()} disabled={f.busy}>Cancelar</button>
          <button type="submit" className="btn btn-primary" disabled={f.busy}>
            {f.busy ? MSG.loading : id ? 'Actualizar' : 'Registrar'}
          </button>
        </div>
      </form>
    </Card>
  );
}
