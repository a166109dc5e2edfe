// BITÁCORA (/admin/bitacora, Super): the tamper-evident log of voids, returns,
// write-offs, price, cash, transfer and user changes and restores, filtered
// by date range, user and kind, with its PDF.
import { useMemo, useState } from 'react';
import { bitacoraPdfPath, listBitacora, type AuditEntry, type AuditFilter } from '../../api/bitacora';
import { openPdf } from '../../api/downloads';
import { listUsuarios } from '../../api/usuarios';
import { DateTimeCell } from '../../components/DateTimeCell';
import { DataTable, type Column } from '../../components/DataTable';
import { DateRange, todayRange } from '../../components/DateRange';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';

/** The audit log screen. */
export function BitacoraPage() {
  const toast = useToast();
  const [range, setRange] = useState(todayRange);
  const [usuario, setUsuario] = useState<number | ''>('');
  const [tipo, setTipo] = useState('');
  const filter: AuditFilter = { fecha_desde: range.desde, fecha_hasta: range.hasta, usuario_id: usuario, tipo };
  const { data, loading, error } = useLoad(() => listBitacora(filter), [range.desde, range.hasta, usuario, tipo]);
  const users = useLoad(listUsuarios);

  const pdf = async () => {
    try {
      await openPdf(bitacoraPdfPath(filter));
      toast.success(MSG.pdfOk);
    } catch {
      toast.error(MSG.pdfError);
    }
  };

  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      { accessorKey: 'id', header: 'N°' },
      {
        accessorKey: 'fecha',
        header: 'Fecha',
        cell: ({ getValue }) => <DateTimeCell value={getValue()} />,
      },
      { accessorKey: 'usuario_nombre', header: 'Usuario' },
      { accessorKey: 'sucursal', header: 'Sucursal', cell: ({ getValue }) => getValue() || <span className="muted">—</span> },
      { accessorKey: 'tipo', header: 'Tipo', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'documento_nombre', header: 'Documento' },
      { accessorKey: 'motivo', header: 'Motivo', cell: ({ getValue }) => getValue() || <span className="muted">—</span> },
      {
        accessorKey: 'monto',
        header: 'Monto',
        meta: { align: 'right' },
        cell: ({ getValue }) => (Number(getValue()) ? <span className="num">{formatMoney(getValue())}</span> : <span className="muted">—</span>),
      },
      { accessorKey: 'detalle', header: 'Detalle' },
    ],
    [],
  );

  return (
    <>
      <PageHeader
        title="BITÁCORA"
        subtitle="Registro encadenado de anulaciones, devoluciones, bajas, ajustes de inventario, cambios de precios, de caja, de usuarios y de permisos, y restauraciones."
        actions={
          <button type="button" className="btn btn-pdf" onClick={pdf}>
            <Icon name="file" /> PDF
          </button>
        }
      />
      <Card className="bitacora">
        <div className="filter-bar">
          <DateRange value={range} onChange={setRange} />
          <label className="filter">
            <span>Usuario</span>
            <select className="input" aria-label="Usuario" value={String(usuario)} onChange={(e) => setUsuario(e.currentTarget.value ? Number(e.currentTarget.value) : '')}>
              <option value="">Todos</option>
              {(users.data ?? []).map((u) => (
                <option key={u.id} value={String(u.id)}>{`${u.nombres} ${u.apellidos}`}</option>
              ))}
            </select>
          </label>
          <label className="filter">
            <span>Tipo</span>
            <select className="input" aria-label="Tipo" value={tipo} onChange={(e) => setTipo(e.currentTarget.value)}>
              <option value="">Todos</option>
              {(data?.tipos ?? []).map((t) => (
                <option key={t} value={t}>{t}</option>
              ))}
            </select>
          </label>
        </div>
        {loading && !data ? <Loading /> : error ? <LoadError /> : <DataTable dense tableId="bitacora" columns={columns} data={data?.data ?? []} />}
      </Card>
    </>
  );
}
