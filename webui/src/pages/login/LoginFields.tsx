// The pieces of the sign-in card that the password step and the second
// factor share: a field with its icon, and the failure line.
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/Icon';

/** A field of the sign-in card: its label, and the input (children) after an icon. */
export function IconField({ id, label, icon, children }: { id: string; label: string; icon: IconName; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-icon">
        <Icon name={icon} />
        {children}
      </div>
    </div>
  );
}

/** Why the last attempt failed, read out as it appears; nothing before one. */
export function LoginError({ error }: { error: string }) {
  return error ? (
    <p className="login-error" role="alert">
      {error}
    </p>
  ) : null;
}
