// Ventas sin conexión (/admin/ventas-sin-conexion): the sales this device made
// while the server could not be reached — those still to send and those the
// server refused, with its reason, to send again once resolved or to discard —
// and, for Super, Administrador and Responsable, the offline sales the server
// recorded in the branch, with the stock adjustments and prices below the
// floor they brought (docs/offline.md).
import { useState } from 'react';
import { Link } from 'wouter';
import { listVentasSinConexion, type VentaSinConexion } from '../../api/ventasSinConexion';
import { useBranchId } from '../../components/BranchSelect';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { todayRange } from '../../components/DateRange';
import { LoadError } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { offlineStore, unreachable } from '../../lib/offline/cache';
import { outboxChanged } from '../../lib/offline/connection';
import { provisional } from '../../lib/offline/outbox';
import { sendOutbox } from '../../lib/offline/sale';
import { SENT } from '../../lib/offline/sender';
import type { OutboxEntry, SentEntry } from '../../lib/offline/store';
import { useOutbox } from '../../lib/offline/useOutbox';
import { formatDateTime, formatMoney } from '../../lib/format';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';

/** The review screen. */
export function VentasSinConexionPage() {
  const { session } = useSession();
  const reviewer = can(session?.user, 'venta:revisar-sin-conexion');
  const { entries, down } = useOutbox();
  const sent = useLoad(() => offlineStore().get<SentEntry[]>(SENT).then((l) => l ?? []), [entries.length]);
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);

  const retry = async (e: OutboxEntry) => {
    await offlineStore().put({ ...e, estado: 'pendiente', motivo: undefined });
    outboxChanged();
    await sendOutbox(session?.user.id);
  };
  const discard = async (e: OutboxEntry) => {
    await offlineStore().remove(e.key);
    outboxChanged();
    setDiscarding(null);
  };

  return (
    <>
      <PageHeader title="Ventas sin conexión" subtitle={down ? 'Sin conexión con el servidor' : undefined} />
      <Card title="En este equipo">
        {entries.length === 0 ? (
          <p className="muted">No hay ventas por enviar en este equipo.</p>
        ) : (
          <div className="table-wrap">
            <table className="table" id="outbox-table">
              <thead>
                <tr>
                  <th>Provisional</th>
                  <th>Fecha</th>
                  <th>Cajero</th>
                  <th>Cliente</th>
                  <th>Total</th>
                  <th>Estado</th>
                  <th>Motivo</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.key}>
                    <td>{provisional(e)}</td>
                    <td>{formatDateTime(e.fecha)}</td>
                    <td>{e.usuario}</td>
                    <td>{e.input.razon_social}</td>
                    <td>{formatMoney(e.input.total)}</td>
                    <td>
                      {e.estado === 'pendiente' ? (
                        <span className="badge badge-warning">Pendiente</span>
                      ) : (
                        <span className="badge badge-danger">Rechazada</span>
                      )}
                    </td>
                    <td>{e.motivo ?? ''}</td>
                    <td>
                      {e.estado === 'rechazada' && reviewer && (
                        <span className="row-actions">
                          <button type="button" className="btn btn-sm" onClick={() => void retry(e)}>
                            Enviar de nuevo
                          </button>
                          <button type="button" className="btn btn-sm btn-danger" onClick={() => setDiscarding(e)}>
                            Descartar
                          </button>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {(sent.data?.length ?? 0) > 0 && (
        <Card title="Enviadas desde este equipo">
          <ul className="plain-list">
            {sent.data!.map((s) => (
              <li key={s.provisional}>
                {s.provisional} → <Link href={`/admin/show-venta/${s.ventaId}`}>Venta N° {s.numero}</Link> ({formatDateTime(s.enviada)})
              </li>
            ))}
          </ul>
        </Card>
      )}
      {reviewer && <ReceivedSales />}
      {discarding && (
        <ConfirmDialog
          text={`¿Descartar la venta ${provisional(discarding)} de ${formatMoney(discarding.input.total)}? No se registrará en el servidor.`}
          confirmLabel="Sí, descartar"
          onConfirm={() => discard(discarding)}
          onClose={() => setDiscarding(null)}
        />
      )}
    </>
  );
}

function observations(v: VentaSinConexion): string[] {
  return [
    ...v.ajustes.map((a) => `Ajuste de inventario: ${a.producto}, faltaban ${a.faltante} (stock ${a.stock})`),
    ...v.bajo_minimo.map((b) => `Bajo el precio mínimo: ${b.producto} a ${formatMoney(b.precio)} (mínimo ${formatMoney(b.minimo)})`),
    ...(v.caja_cerrada ? [`Cobrado en la caja abierta al recibirla: la caja N° ${v.caja_cerrada}, donde se vendió, ya estaba cerrada`] : []),
  ];
}

/** The offline sales the server recorded in the branch, by the day they were made. */
function ReceivedSales() {
  const branchId = useBranchId();
  const [range] = useState(todayRange);
  const { data, error } = useLoad(
    () => listVentasSinConexion({ sucursal_id: branchId, fecha_desde: range.desde, fecha_hasta: range.hasta }),
    [branchId, range],
  );
  return (
    <Card title="Recibidas en el servidor (hoy)">
      {error ? (
        <LoadError error={error} text={unreachable(error) ? 'Sin conexión con el servidor: las ventas recibidas se muestran cuando vuelva a responder.' : undefined} />
      ) : (data?.length ?? 0) === 0 ? (
        <p className="muted">No se recibieron ventas sin conexión hoy.</p>
      ) : (
        <div className="table-wrap">
          <table className="table" id="received-table">
            <thead>
              <tr>
                <th>Provisional</th>
                <th>Venta</th>
                <th>Hecha</th>
                <th>Recibida</th>
                <th>Cajero</th>
                <th>Total</th>
                <th>Observaciones</th>
              </tr>
            </thead>
            <tbody>
              {data!.map((v) => (
                <tr key={v.id}>
                  <td>{v.provisional}</td>
                  <td>
                    <Link href={`/admin/show-venta/${v.id}`}>N° {v.numero_comprobante}</Link>
                  </td>
                  <td>{formatDateTime(v.fecha_venta)}</td>
                  <td>{formatDateTime(v.recibida)}</td>
                  <td>{v.usuario}</td>
                  <td>{formatMoney(v.total)}</td>
                  <td>
                    {observations(v).map((o) => (
                      <div key={o} className="badge badge-warning">
                        {o}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
