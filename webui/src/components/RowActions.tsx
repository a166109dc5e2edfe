// The small icon buttons of a list row.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Column } from './DataTable';
import type { IconName } from './Icon';
import { Icon } from './Icon';

/** One row action button with a tooltip. */
export function ActionButton({
  icon,
  title,
  onClick,
  variant = 'default',
  href,
}: {
  icon: IconName;
  title: string;
  onClick?: () => void;
  variant?: 'default' | 'primary' | 'success' | 'danger' | 'info';
  href?: string;
}) {
  const cls = `action-btn action-${variant}`;
  if (href) {
    return (
      <Link className={cls} href={href} title={title} aria-label={title}>
        <Icon name={icon} />
      </Link>
    );
  }
  return (
    <button type="button" className={cls} title={title} aria-label={title} onClick={onClick}>
      <Icon name={icon} />
    </button>
  );
}

/** The activate/deactivate button, coloured by the action it performs. */
export function ToggleButton({ active, onClick }: { active: boolean; onClick: () => void }) {
  return <ActionButton icon="power" title={active ? 'Desactivar' : 'Activar'} variant={active ? 'danger' : 'success'} onClick={onClick} />;
}

/** A flex container for row actions. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>;
}

/** The Acciones column of a list: not sorted, the row's buttons in a RowActions. */
export function actionsColumn<T extends object>(actions: (row: T) => ReactNode): Column<T> {
  return { id: 'acciones', header: 'Acciones', enableSorting: false, cell: ({ row }) => <RowActions>{actions(row.original)}</RowActions> };
}
