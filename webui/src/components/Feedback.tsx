// Small status pieces shared by every screen: loading text, load failure,
// estado badge, the first error message of a form field and the row of an
// empty table.
import { MSG } from '../lib/messages';
import { loadErrorText } from '../lib/useLoad';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../api/client';
import { Icon } from './Icon';

/** The "Cargando..." indicator. */
export function Loading({ text = MSG.loading }: { text?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

/**
 * The list/page load-failure box. Given the load's `error` it says what
 * loadErrorText says (a 403 is "Acceso denegado: " and the server's message,
 * not an outage); `text` overrides both.
 */
export function LoadError({ text, error }: { text?: string; error?: unknown }) {
  text = text ?? (error === undefined ? MSG.loadError : loadErrorText(error));
  return (
    <div className="alert alert-error" role="alert">
      <Icon name="alert" />
      <span>{text}</span>
    </div>
  );
}

/** Activo (green) or Inactivo (grey-red) badge for an estado value. */
export function StatusBadge({ active }: { active: boolean | number | null | undefined }) {
  const on = active === true || active === 1;
  return <span className={`badge ${on ? 'badge-success' : 'badge-muted'}`}>{on ? MSG.active : MSG.inactive}</span>;
}

/** The first server message for a field, shown under its input. */
export function FieldError({ errors, name }: { errors: FieldErrors | undefined; name: string }) {
  const msg = errors?.[name]?.[0];
  return msg ? <div className="field-error">{msg}</div> : null;
}

/** The one row of a table with no rows: `text` across all `span` columns. */
export function EmptyRow({ span, text = MSG.emptyTable }: { span: number; text?: ReactNode }) {
  return (
    <tr>
      <td className="empty" colSpan={span}>
        {text}
      </td>
    </tr>
  );
}

/**
 * The loaded part of a screen: Cargando... until the first answer, then the
 * failure (a refused call says why, "Acceso denegado: ..."; any other gets
 * the generic text), else children. A reload keeps the children on screen.
 */
export function Loaded({ waiting, error, children }: { waiting: boolean; error: unknown; children: ReactNode }) {
  if (waiting) return <Loading />;
  if (error) return <LoadError error={error} />;
  return <>{children}</>;
}
