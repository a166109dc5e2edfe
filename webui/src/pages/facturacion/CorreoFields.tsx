// The optional mail server of FACTURACIÓN: where the buyers' invoices (PDF
// and XML) are e-mailed from. The password, like the token, is sent and never
// shown again; an empty field keeps the one saved.
import type { FieldErrors } from '../../api/client';
import type { SiatCorreo } from '../../api/facturacion';
import { Field } from '../../components/Form';
import { onlyDigits } from '../../lib/useForm';

/** The mail section as the form edits it: the saved-password flag stays with the server. */
export type CorreoForm = Omit<SiatCorreo, 'clave_guardada'>;

/** The fields of the section, which OtherErrors need not repeat. */
export const CORREO_FIELDS = ['correo.servidor', 'correo.puerto', 'correo.usuario', 'correo.remitente', 'correo_clave'];

/** The section's fields; `onChange` receives a change of the mail server, `onClave` the new password. */
export function CorreoFields({
  value,
  clave,
  claveGuardada,
  errors,
  onChange,
  onClave,
}: {
  value: CorreoForm;
  clave: string;
  claveGuardada: boolean;
  errors: FieldErrors;
  onChange: (c: Partial<CorreoForm>) => void;
  onClave: (c: string) => void;
}) {
  return (
    <>
      <h3 className="span-2">Envío de facturas por correo (opcional)</h3>
      <p className="muted span-2">
        Con un servidor de correo, el comprador puede recibir su factura en PDF y XML. Deje el servidor vacío para no enviar correos.
      </p>
      <Field label="Servidor de correo (SMTP)" name="correo.servidor" errors={errors}>
        <input id="f-correo.servidor" className="input" placeholder="smtp.ejemplo.com" value={value.servidor}
          onInput={(e) => onChange({ servidor: e.currentTarget.value })} />
      </Field>
      <Field label="Puerto" name="correo.puerto" errors={errors}>
        <input id="f-correo.puerto" className="input" inputMode="numeric" placeholder="587" value={value.puerto ? String(value.puerto) : ''}
          onInput={(e) => onChange({ puerto: Number(onlyDigits(e.currentTarget.value)) })} />
      </Field>
      <Field label="Usuario" name="correo.usuario" errors={errors}>
        <input id="f-correo.usuario" className="input" autoComplete="off" value={value.usuario}
          onInput={(e) => onChange({ usuario: e.currentTarget.value })} />
      </Field>
      <Field label="Contraseña" name="correo_clave" errors={errors}>
        <input id="f-correo_clave" className="input" type="password" autoComplete="new-password"
          placeholder={claveGuardada ? 'Guardada: deje vacío para conservarla' : ''} value={clave}
          onInput={(e) => onClave(e.currentTarget.value)} />
      </Field>
      <Field label="Remitente" name="correo.remitente" errors={errors}>
        <input id="f-correo.remitente" className="input" type="email" placeholder="facturas@su-negocio.com" value={value.remitente}
          onInput={(e) => onChange({ remitente: e.currentTarget.value })} />
      </Field>
      <label className="check">
        <input type="checkbox" checked={value.enviar_al_validar} onChange={(e) => onChange({ enviar_al_validar: e.currentTarget.checked })} />{' '}
        Enviar automáticamente al validar (si el cliente tiene correo)
      </label>
    </>
  );
}
