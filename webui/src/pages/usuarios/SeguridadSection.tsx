// The Seguridad section of one's own VER USUARIO screen: the second factor
// of Super and Administrador (enrol with the QR code, see how many recovery
// codes are left) and, for Super, the company rule that makes it mandatory.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { confirmTotp, getSecurity, setTotpRequired, startTotp, type Enrolment } from '../../api/seguridad';
import { Icon } from '../../components/Icon';
import { Card } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { RecoveryCodes, TotpQr } from '../../components/TotpSetup';
import { errorMessage } from '../../lib/errors';
import { primaryRole } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';

/** The second-factor card; nothing for roles that do not use one. */
export function SeguridadSection() {
  const toast = useToast();
  const { session } = useSession();
  const { data, reload } = useLoad(getSecurity);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data?.puede_usar_totp) return null;
  const isSuper = primaryRole(session?.user) === 'Super';

  const start = async () => {
    setBusy(true);
    setError('');
    setCodes(null);
    try {
      setEnrolment(await startTotp());
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const res = await confirmTotp(codigo);
      setCodes(res.codigos_recuperacion);
      setEnrolment(null);
      setCodigo('');
      toast.success(res.message);
      await reload();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const toggleRequired = async (on: boolean) => {
    try {
      toast.success((await setTotpRequired(on)).message);
      await reload();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <Card title="Seguridad" className="security-card">
      <p className="security-state">
        Segundo factor (aplicación de autenticación):{' '}
        {data.totp_activo ? (
          <span className="badge badge-success">Activo</span>
        ) : (
          <span className="badge badge-warning">No configurado</span>
        )}
      </p>
      {data.totp_activo && !codes && (
        <p className="muted">Le quedan {data.codigos_restantes} códigos de recuperación sin usar.</p>
      )}
      {codes && <RecoveryCodes codes={codes} usuario={session?.user.usuario} />}
      {enrolment ? (
        <form className="security-enrol" onSubmit={confirm} noValidate>
          <TotpQr enrolment={enrolment} />
          <div className="field">
            <label htmlFor="totp-codigo">Código que muestra la aplicación</label>
            <input
              id="totp-codigo"
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={codigo}
              onInput={(e) => setCodigo(e.currentTarget.value)}
            />
            {error && <p className="field-error">{error}</p>}
          </div>
          <div className="form-actions">
            <button type="button" className="btn btn-light" onClick={() => setEnrolment(null)} disabled={busy}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              <Icon name="check" /> Activar
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn-primary" onClick={start} disabled={busy}>
          <Icon name="lock" /> {data.totp_activo ? 'Configurar en otro teléfono' : 'Configurar segundo factor'}
        </button>
      )}
      {isSuper && (
        <div className="security-admin">
          <label className="check">
            <input
              type="checkbox"
              checked={data.totp_obligatorio}
              onChange={(e) => void toggleRequired(e.currentTarget.checked)}
            />{' '}
            Exigir segundo factor a Super y Administrador (se pide desde su próximo ingreso)
          </label>
          <Link href="/admin/sesiones" className="btn btn-light">
            <Icon name="users" /> Sesiones activas
          </Link>
        </div>
      )}
    </Card>
  );
}
