// The head of a document's view (VER COMPRA, VER COTIZACIÓN, the catalogue
// detail): its fields in a grid, the description across the grid, and the
// amounts box beside it with the Total last. One component, so that every
// document reads the same way.
import type { ReactNode } from 'react';
import { formatMoney } from '../lib/format';

/** A label and its value in a document's head. */
export type DocField = [string, ReactNode];

/** A document's fields in a grid; `children` follow them (the wide fields). */
export function DocFields({ fields, children }: { fields: DocField[]; children?: ReactNode }) {
  return (
    <dl className="doc-fields">
      {fields.map(([k, v]) => (
        <div key={k} className="doc-field">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

/** A field across the whole grid of fields (Descripción, Motivo). */
export function DocWideField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="doc-field doc-field-wide">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The fields, then the description when one is given (screens that always
 * show the row pass their own placeholder), and the amounts: `amounts` above
 * the Total.
 */
export function DocHead({ fields, descripcion, amounts = [], total }: { fields: DocField[]; descripcion?: ReactNode; amounts?: DocField[]; total: unknown }) {
  return (
    <div className="doc-head">
      <DocFields fields={fields}>{descripcion && <DocWideField label="Descripción">{descripcion}</DocWideField>}</DocFields>
      <dl className="doc-amounts">
        {amounts.map(([k, v]) => [<dt key={`${k}-label`}>{k}</dt>, <dd key={`${k}-value`}>{v}</dd>])}
        <dt className="grand">Total</dt>
        <dd className="grand">{formatMoney(total)}</dd>
      </dl>
    </div>
  );
}
