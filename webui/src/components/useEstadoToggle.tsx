// The activate/deactivate flow shared by every list: ask "¿Estás seguro?",
// call the estado endpoint, toast the outcome and reload the list; and the
// Estado column that shows what the toggle changes.
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Toggled } from '../api/client';
import { saveErrorText } from '../lib/errors';
import { ConfirmDialog } from './ConfirmDialog';
import type { Column } from './DataTable';
import { StatusBadge } from './Feedback';
import { useToast } from './Toast';

/** What useEstadoToggle returns: a function to start it and the dialog to render. */
export interface EstadoToggle<T> {
  ask: (row: T) => void;
  dialog: ReactNode;
}

/** Confirms and toggles the estado of a row. */
export function useEstadoToggle<T extends { id: number; estado: boolean | number }>(
  toggle: (id: number) => Promise<Toggled>,
  after: () => void,
): EstadoToggle<T> {
  const toast = useToast();
  const [row, setRow] = useState<T | null>(null);
  const run = async () => {
    if (!row) return;
    try {
      const res = await toggle(row.id);
      toast.success(res?.message || 'Estado actualizado');
      after();
    } catch (e) {
      toast.error(saveErrorText('toggle', e));
    }
  };
  const active = row ? row.estado === true || row.estado === 1 : false;
  const dialog = row ? (
    <ConfirmDialog
      text={active ? 'El registro quedará Inactivo.' : 'El registro quedará Activo.'}
      confirmLabel={active ? 'Sí, desactivar' : 'Sí, activar'}
      onConfirm={run}
      onClose={() => setRow(null)}
    />
  ) : null;
  return { ask: setRow, dialog };
}

/** The Estado column of a list with the toggle: the badge, sorted and searched as Activo or Inactivo. */
export function estadoColumn<T extends { estado: boolean | number }>(): Column<T> {
  return { id: 'estado', header: 'Estado', accessorFn: (r) => (r.estado ? 'Activo' : 'Inactivo'), cell: ({ row }) => <StatusBadge active={row.original.estado} /> };
}
