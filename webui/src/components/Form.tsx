// Labelled form fields with their server error underneath.
import type { ReactNode } from 'react';
import type { FieldErrors } from '../api/client';
import { FieldError } from './Feedback';

/** A label, the control and the first error of `name`. */
export function Field({
  label,
  name,
  errors,
  children,
  className,
  required,
}: {
  label: ReactNode;
  name: string;
  errors?: FieldErrors;
  children: ReactNode;
  className?: string;
  required?: boolean;
}) {
  const invalid = !!errors?.[name]?.length;
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={`f-${name}`}>
        {label}
        {required && <span className="required">*</span>}
      </label>
      {children}
      <FieldError errors={errors} name={name} />
    </div>
  );
}

/** A file input that reports the chosen file (or null when cleared). */
export function FileInput({ name, onFile, accept = 'image/*' }: { name: string; onFile: (f: File | null) => void; accept?: string }) {
  return (
    <input
      id={`f-${name}`}
      name={name}
      type="file"
      accept={accept}
      className="input"
      onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
    />
  );
}

/** Messages of a 422 whose fields the form does not show, so none is lost. */
export function OtherErrors({ errors, shown }: { errors: FieldErrors; shown: string[] }) {
  const rest = Object.entries(errors).filter(([k, v]) => !shown.includes(k) && v?.length);
  if (!rest.length) return null;
  return (
    <div className="alert alert-error" role="alert">
      {rest.map(([k, v]) => (
        <div key={k}>{v[0]}</div>
      ))}
    </div>
  );
}

/**
 * The errors of a cart as a whole, under it: the message of the list field
 * itself, and every message the form shows nowhere else (the lines' own
 * messages, `list.N.…`, stand under their lines).
 */
export function CartErrors({ errors, list, shown }: { errors: FieldErrors; list: string; shown: string[] }) {
  return (
    <div className="purchase-errors">
      <FieldError errors={errors} name={list} />
      <OtherErrors errors={errors} shown={[...shown, ...Object.keys(errors).filter((k) => k.startsWith(`${list}.`))]} />
    </div>
  );
}
