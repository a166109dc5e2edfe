// Title row of a screen with optional actions on the right.
import type { ReactNode } from 'react';
import { BackButton } from './BackButton';
import { Icon } from './Icon';

/** A page title, an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
  );
}

/** A white panel with an optional title. */
export function Card({ title, actions, children, className }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`}>
      {(title || actions) && (
        <div className="card-header">
          {title && <h2 className="card-title">{title}</h2>}
          {actions}
        </div>
      )}
      <div className="card-body">{children}</div>
    </section>
  );
}

/**
 * The actions of a document's page: Imprimir, shown only while onPrint is
 * given (the document has loaded and may be printed), and Volver to `back`
 * (or back in history).
 */
export function PrintBackActions({ onPrint, printing, back }: { onPrint?: () => void; printing?: boolean; back?: string }) {
  return (
    <>
      {onPrint && (
        <button type="button" className="btn btn-light" disabled={printing} onClick={onPrint}>
          <Icon name="printer" /> Imprimir
        </button>
      )}
      <BackButton href={back} />
    </>
  );
}
