// Sign-in at `/`. No client-side validation (foundation.md §5): whatever the
// server answers is shown in red under the form. Super and Administrador with
// a second factor then give its code (SecondFactorForm).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { SecondStep } from '../../api/auth';
import { Icon } from '../../components/Icon';
import { errorMessage } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { useSession } from '../../lib/useSession';
import { IconField, LoginError } from './LoginFields';
import { SecondFactorForm } from './SecondFactorForm';

/** The sign-in screen. */
export function LoginPage() {
  const { session, restoring, signIn, finishSignIn } = useSession();
  const [, navigate] = useLocation();
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<SecondStep | null>(null);

  if (session && !restoring && !busy) return <Redirect to="/admin" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const next = await signIn(usuario, password);
      if (next) {
        setStep(next);
        setPassword('');
        setBusy(false);
        return;
      }
      navigate('/admin', { replace: true });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-art" aria-hidden="true">
        <div className="login-art-inner">
          <img src="/favicon.svg" alt="" className="login-art-logo" />
          <h2>Gestión comercial para todas tus sucursales</h2>
          <ul>
            <li><Icon name="cart" /> Ventas, cotizaciones y catálogos</li>
            <li><Icon name="layers" /> Inventario y traspasos entre sucursales</li>
            <li><Icon name="cash" /> Cajas, cuentas y reportes</li>
          </ul>
        </div>
      </div>
      <main className="login-panel">
        {step ? (
          <SecondFactorForm
            step={step}
            onCancel={() => setStep(null)}
            onDone={(answer) => {
              finishSignIn(answer);
              navigate('/admin', { replace: true });
            }}
          />
        ) : (
          <form className="login-card" onSubmit={submit} noValidate>
            <img src="/favicon.svg" alt="" className="login-logo" />
            <h1 className="login-title">{MSG.appTitle}</h1>
            <p className="login-intro">{MSG.loginIntro}</p>
            <IconField id="login-usuario" label="Usuario" icon="user">
              <input
                id="login-usuario"
                name="usuario"
                className="input"
                autoComplete="username"
                autoFocus
                value={usuario}
                onInput={(e) => setUsuario(e.currentTarget.value)}
              />
            </IconField>
            <IconField id="login-password" label="Contraseña" icon="lock">
              <input
                id="login-password"
                name="password"
                type="password"
                className="input"
                autoComplete="current-password"
                value={password}
                onInput={(e) => setPassword(e.currentTarget.value)}
              />
            </IconField>
            <LoginError error={error} />
            <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
              {busy ? MSG.loading : 'Ingresar'}
            </button>
          </form>
        )}
        <p className="login-footer">{MSG.version}</p>
      </main>
    </div>
  );
}
