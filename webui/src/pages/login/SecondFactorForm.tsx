// The sign-in's second step: the authenticator's code (or a recovery code),
// or, when the company requires a second factor the user has not set up,
// enrolling it right there and then seeing the recovery codes once.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { loginSecondFactor, type LoginAnswer, type SecondStep, type SecondStepAnswer } from '../../api/auth';
import { loginEnrolment, type Enrolment } from '../../api/seguridad';
import { RecoveryCodes, TotpQr } from '../../components/TotpSetup';
import { errorMessage } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { IconField, LoginError } from './LoginFields';

/** SecondFactorForm props: the step the password left, and where it ends. */
export interface SecondFactorProps {
  step: SecondStep;
  onDone: (answer: LoginAnswer) => void;
  onCancel: () => void;
}

/** The code form of the sign-in's second step. */
export function SecondFactorForm({ step, onDone, onCancel }: SecondFactorProps) {
  const enrol = step.segundo_factor === 'inscripcion';
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [finished, setFinished] = useState<SecondStepAnswer | null>(null);
  // The box takes the cursor when the step appears and again after a refused
  // code: the password form was there before, so autoFocus (first render only) does not.
  const codeBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!busy) codeBox.current?.focus();
  }, [busy]);

  useEffect(() => {
    if (!enrol) return;
    loginEnrolment(step.token_temporal).then(setEnrolment, (err) => setError(errorMessage(err)));
  }, [enrol, step.token_temporal]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await loginSecondFactor(step.token_temporal, codigo);
      if (answer.codigos_recuperacion?.length) setFinished(answer);
      else onDone(answer);
    } catch (err) {
      setError(errorMessage(err));
      setCodigo('');
    } finally {
      setBusy(false);
    }
  };

  if (finished) {
    return (
      <div className="login-card login-card-wide">
        <h1 className="login-title">Segundo factor activado</h1>
        <RecoveryCodes codes={finished.codigos_recuperacion ?? []} usuario={finished.user.usuario} />
        <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => onDone(finished)}>
          Ya los guardé, continuar
        </button>
      </div>
    );
  }

  return (
    <form className={enrol ? 'login-card login-card-wide' : 'login-card'} onSubmit={submit} noValidate>
      <h1 className="login-title">{enrol ? 'Configure su segundo factor' : 'Verificación en dos pasos'}</h1>
      <p className="login-intro">
        {enrol
          ? 'La empresa exige un segundo factor para su rol. Configúrelo ahora para ingresar.'
          : 'Ingrese el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.'}
      </p>
      {enrol && (enrolment ? <TotpQr enrolment={enrolment} /> : !error && <p className="muted">{MSG.loading}</p>)}
      <IconField id="login-codigo" label="Código de verificación" icon="lock">
        <input
          id="login-codigo"
          name="codigo"
          className="input"
          autoComplete="one-time-code"
          inputMode={enrol ? 'numeric' : 'text'}
          ref={codeBox}
          value={codigo}
          onInput={(e) => setCodigo(e.currentTarget.value)}
        />
      </IconField>
      <LoginError error={error} />
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy || (enrol && !enrolment)}>
        {busy ? MSG.loading : enrol ? 'Activar e ingresar' : 'Verificar'}
      </button>
      <button type="button" className="btn btn-light btn-block" onClick={onCancel} disabled={busy}>
        Volver
      </button>
    </form>
  );
}
