// The banner that tells Super and Administrador, on every screen, that the
// SIN does not answer (invoices go out fuera de línea) and, as the SIN's 48
// hours to send them near, how many hours are left. It asks every minute.
// It does not hold the page back like the other banners: it only appears
// during an outage.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { getSiatEstado } from '../api/facturacion';
import { formatDateTime } from '../lib/format';
import type { User } from '../lib/session';
import { useLoad } from '../lib/useLoad';
import { Icon } from './Icon';

const EVERY_MS = 60 * 1000;

/** The banner, for Super and Administrador. */
export function SiatBanner({ user, branchId }: { user: User; branchId: number | null }) {
  const asks = user.rol[0] === 'Super' || user.rol[0] === 'Administrador';
  return asks ? <OutageBanner branchId={branchId} /> : null;
}

function OutageBanner({ branchId }: { branchId: number | null }) {
  const { data, reload } = useLoad(getSiatEstado, [branchId]);
  useEffect(() => {
    const t = window.setInterval(() => void reload(), EVERY_MS);
    return () => window.clearInterval(t);
  }, [reload]);
  if (!data?.activo || (!data.contingencia && !data.alerta)) return null;
  return (
    <div className={`alert ${data.alerta ? 'alert-error' : 'alert-warning'} banner`} role={data.alerta ? 'alert' : 'status'}>
      <Icon name="alert" />
      <span>
        {data.alerta ??
          `Sin conexión con el SIN desde ${formatDateTime(data.desde)}: las ventas se facturan fuera de línea (${data.fuera_de_linea} por enviar).`}{' '}
        <Link href="/admin/facturas">Ver facturas</Link>
      </span>
    </div>
  );
}
