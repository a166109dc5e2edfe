// CATALOGOS (/admin/catalogos): the catalogues of the branch (a date range
// for Super and Administrador, today for the rest), the state badge, the
// detail modal, and edit, print and cancel while the state is not 0. A save
// on the form screens arrives here with its success dialog.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { anularCatalogo, catalogoPdfPath, listCatalogos, type Catalogo } from '../../api/catalogos';
import { ApiError } from '../../api/client';
import { openPdf } from '../../api/downloads';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Column } from '../../components/DataTable';
import { branchName, clientColumn, dateTimeColumn, ListCard, RangeBar, useRangeQuery } from '../../components/DateRangeList';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { ActionButton, RowActions } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { useToast, type ToastApi } from '../../components/Toast';
import { formatDate, formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { CatalogoDetalleModal } from './CatalogoDetalle';
import { catalogoActivo, CATALOGO_MSG, EstadoCatalogo, estadoCatalogo, MessageDialog, useHandedDialog } from './common';

/** Opens a catalogue's PDF in a new tab. */
export async function printCatalogo(id: number, toast: ToastApi): Promise<void> {
  try {
    await openPdf(catalogoPdfPath(id));
  } catch {
    toast.error(MSG.pdfError);
  }
}

/** Counts and sums of the listed catalogues. */
export function catalogoTotals(rows: Catalogo[]): { validos: number; total: number; fuera: number } {
  let validos = 0;
  let fuera = 0;
  let cents = 0;
  for (const c of rows) {
    if (Number(c.estado) === 1) {
      validos++;
      cents += Math.round(Number(c.total) * 100);
    } else if (Number(c.estado) === 2) fuera++;
  }
  return { validos, fuera, total: cents / 100 };
}

/** The catalogue list screen. */
export function CatalogosPage() {
  const { session } = useSession();
  const admin = can(session?.user, 'sucursal:todas');
  const toast = useToast();
  const { branchId, range, setRange, filtro } = useRangeQuery(admin);
  const { data, loading, error, reload } = useLoad(() => listCatalogos(filtro), [filtro]);
  const [detail, setDetail] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<Catalogo | null>(null);
  const [handed, closeHanded] = useHandedDialog();

  const rows = data ?? [];
  const sums = catalogoTotals(rows);

  const cancel = async () => {
    if (!cancelling) return;
    try {
      const res = await anularCatalogo(cancelling.id, branchId);
      toast.success(res?.message || CATALOGO_MSG.cancelled);
      await reload();
    } catch (e) {
      toast.error(`${CATALOGO_MSG.cancelError}: ${e instanceof ApiError && e.message ? e.message : CATALOGO_MSG.noMessage}`);
    }
  };

  const columns = useMemo<Column<Catalogo>[]>(
    () => [
      { id: 'nro_catalogo', header: 'N°', accessorFn: (c) => Number(c.nro_catalogo) || c.nro_catalogo, cell: ({ getValue }) => <strong>{getValue()}</strong> },
      dateTimeColumn('fecha', (c) => c.fecha),
      clientColumn(),
      { id: 'total', header: 'Total', meta: { align: 'right' }, accessorFn: (c) => Number(c.total), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'fecha_fin', header: 'Válido hasta', accessorFn: (c) => c.fecha_fin, cell: ({ row }) => formatDate(row.original.fecha_fin) },
      { id: 'usuario', header: 'Usuario', accessorFn: (c) => c.empleado || c.usuario },
      { id: 'estado', header: 'Estado', accessorFn: (c) => estadoCatalogo(c.estado).label, cell: ({ row }) => <EstadoCatalogo estado={row.original.estado} /> },
      {
        id: 'acciones',
        header: 'Acciones',
        enableSorting: false,
        cell: ({ row }) => {
          const c = row.original;
          const activo = catalogoActivo(c.estado);
          return (
            <RowActions>
              <ActionButton icon="eye" title="Ver detalle" variant="info" onClick={() => setDetail(c.id)} />
              {activo && <ActionButton icon="edit" title="Editar catálogo" variant="primary" href={`/admin/editar-catalogo/${c.id}`} />}
              {activo && <ActionButton icon="printer" title="Imprimir catálogo" onClick={() => printCatalogo(c.id, toast)} />}
              {activo && <ActionButton icon="ban" title="Anular catálogo" variant="danger" onClick={() => setCancelling(c)} />}
            </RowActions>
          );
        },
      },
    ],
    [toast],
  );

  return (
    <>
      <PageHeader
        title="CATÁLOGOS"
        subtitle={`Catálogos de la sucursal ${branchName(session)}${admin ? '' : ' del día'}.`}
        actions={
          <Link href="/admin/nuevo-catalogo" className="btn btn-primary">
            <Icon name="plus" /> Nuevo Catálogo
          </Link>
        }
      />
      <RangeBar withDates={admin} range={range} onRange={setRange} todayNote="Catálogos de hoy" />
      <StatCards
        stats={[
          { label: 'Catálogos válidos', value: String(sums.validos), icon: 'list', tone: 'success' },
          { label: 'Total catálogos válidos', value: formatMoney(sums.total), icon: 'wallet', tone: 'primary' },
          { label: 'Fuera de plazo', value: String(sums.fuera), icon: 'alert', tone: 'warning' },
        ]}
      />
      <ListCard tableId="catalogos" columns={columns} rows={rows} waiting={loading && !data} error={error} />
      {detail !== null && <CatalogoDetalleModal id={detail} onClose={() => setDetail(null)} onChanged={reload} onPrint={(id) => printCatalogo(id, toast)} />}
      {cancelling && (
        <ConfirmDialog
          text={`Se anulará el catálogo N° ${cancelling.nro_catalogo} de ${cancelling.razon_social}.`}
          confirmLabel="Sí, anular catálogo"
          onConfirm={cancel}
          onClose={() => setCancelling(null)}
        />
      )}
      {handed && <MessageDialog title={handed.title} text={handed.text} tone="success" onClose={closeHanded} />}
    </>
  );
}
