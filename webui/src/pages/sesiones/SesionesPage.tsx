// SESIONES ACTIVAS (/admin/sesiones, Super): who is signed in, from where,
// since when and when last seen, and ending a session (a forgotten shared
// computer, a stolen token). Ending one is recorded in the Bitácora and
// closes that browser's live updates at once.
import { useMemo, useState } from 'react';
import { endSession, listSessions, type ActiveSession } from '../../api/seguridad';
import { DateTimeCell } from '../../components/DateTimeCell';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { Loaded } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { ActionButton, RowActions } from '../../components/RowActions';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { useLoad } from '../../lib/useLoad';

/** The open sessions screen. */
export function SesionesPage() {
  const toast = useToast();
  const { data, loading, error, reload } = useLoad(listSessions);
  const [ending, setEnding] = useState<ActiveSession | null>(null);

  const end = async (s: ActiveSession) => {
    try {
      const res = await endSession(s.id);
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
    await reload();
  };

  const columns = useMemo<Column<ActiveSession>[]>(
    () => [
      {
        accessorKey: 'usuario',
        header: 'Usuario',
        cell: ({ row }) => (
          <span>
            <strong>{row.original.usuario}</strong>
            {row.original.actual && <span className="badge badge-info session-own">Esta sesión</span>}
            <br />
            <small className="muted">{row.original.nombre}</small>
          </span>
        ),
      },
      { accessorKey: 'rol', header: 'Rol' },
      { accessorKey: 'ip', header: 'Dirección' },
      { accessorKey: 'desde', header: 'Desde', cell: ({ getValue }) => <DateTimeCell value={getValue()} /> },
      { accessorKey: 'ultimo_uso', header: 'Último uso', cell: ({ getValue }) => <DateTimeCell value={getValue()} /> },
      {
        id: 'acciones',
        header: 'Acciones',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.actual ? null : (
            <RowActions>
              <ActionButton icon="logout" title="Cerrar sesión" variant="danger" onClick={() => setEnding(row.original)} />
            </RowActions>
          ),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader
        title="SESIONES ACTIVAS"
        subtitle="Usuarios con sesión abierta. Al cerrar una, ese navegador vuelve a la pantalla de ingreso."
      />
      <Card>
        <Loaded waiting={loading && !data} error={error}>
          <DataTable
            tableId="sesiones"
            columns={columns}
            data={data ?? []}
            actions={
              <button type="button" className="btn btn-light" onClick={() => void reload()}>
                <Icon name="refresh" /> Actualizar
              </button>
            }
          />
        </Loaded>
      </Card>
      {ending && (
        <ConfirmDialog
          text={`Se cerrará la sesión de ${ending.usuario} iniciada desde ${ending.ip}.`}
          confirmLabel="Sí, cerrar sesión"
          onConfirm={() => end(ending)}
          onClose={() => setEnding(null)}
        />
      )}
    </>
  );
}
