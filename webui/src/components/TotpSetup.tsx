// The pieces of setting up a second factor, shared by the sign-in (when the
// company requires one) and the user's own Seguridad section: the QR code to
// scan with the authenticator app, and the recovery codes shown once.
import type { Enrolment } from '../api/seguridad';

/** The QR code the server drew, with the secret to type in by hand. */
export function TotpQr({ enrolment }: { enrolment: Enrolment }) {
  const groups = enrolment.secreto.match(/.{1,4}/g) ?? [];
  return (
    <div className="totp-qr">
      <img src={enrolment.qr} alt="Código QR para la aplicación de autenticación" width={200} height={200} />
      <p className="muted">
        Escanee el código con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Aegis…)
        o escriba esta clave:
      </p>
      <code className="totp-secret" data-secreto={enrolment.secreto}>
        {groups.join(' ')}
      </code>
    </div>
  );
}

/** The ten recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="totp-codes">
      <p>
        <strong>Guarde estos códigos de recuperación</strong> en un lugar seguro (impresos o en un gestor de contraseñas).
        Cada uno sirve una sola vez para ingresar si pierde el teléfono. No se volverán a mostrar.
      </p>
      <ol className="totp-code-list">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
