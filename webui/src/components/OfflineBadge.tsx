// The counter's offline state under the top bar, and the work behind it:
// while someone is signed in it keeps the branch's catalogue on the device
// and sends the outbox whenever the server answers (docs/offline.md).
import { useEffect } from 'react';
import { Link } from 'wouter';
import { probe, refreshCatalog, unreachable } from '../lib/offline/cache';
import { markDown, markUp } from '../lib/offline/connection';
import { sendOutbox } from '../lib/offline/sale';
import { useOutbox } from '../lib/offline/useOutbox';

/** How often the server is asked whether it answers, and the outbox tried. */
const TICK_MS = 10_000;
/** How often the kept catalogue is refreshed while online. */
const CATALOG_MS = 5 * 60_000;

/**
 * Said while the server is down on a page the browser does not keep:
 * service workers run on HTTPS and localhost only, so over plain HTTP on the
 * network a reload finds no app until the server answers.
 */
export const NO_SHELL_NOTE = 'Sin HTTPS este equipo no guarda la aplicación: no recargue ni cierre esta pestaña hasta que vuelva la conexión.';

function countLabel(n: number): string {
  return n === 1 ? '1 venta por enviar' : `${n} ventas por enviar`;
}

/** The badge and the outbox's sender, for the signed-in user in a branch. */
export function OfflineBadge({ userId, branchId }: { userId: number; branchId: number | null }) {
  const { pendientes, rechazadas, down } = useOutbox();
  const waiting = pendientes.length > 0;
  const keepsShell = window.isSecureContext && 'serviceWorker' in navigator;

  // After sign-in the app shell is kept for a reload without the server
  // (service workers run on HTTPS and localhost only).
  useEffect(() => {
    if (import.meta.env.PROD && 'serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => {});
  }, []);

  useEffect(() => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        try {
          await probe();
          if (branchId) await refreshCatalog(branchId, CATALOG_MS);
          markUp();
        } catch (e) {
          if (unreachable(e)) markDown();
        }
        await sendOutbox(userId);
      } finally {
        running = false;
      }
    };
    void tick();
    const t = window.setInterval(() => void tick(), TICK_MS);
    const online = () => void tick();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(t);
      window.removeEventListener('online', online);
    };
  }, [userId, branchId]);

  if (!down && !waiting && rechazadas.length === 0) return null;
  return (
    <div className={`offline-bar${down ? ' offline-bar-down' : ''}`} role="status">
      <span className="offline-bar-text">
        {down
          ? waiting
            ? `Sin conexión — ${countLabel(pendientes.length)}`
            : 'Sin conexión: las ventas se guardan en este equipo'
          : `Enviando al servidor — ${countLabel(pendientes.length)}`}
      </span>
      {down && !keepsShell && <span className="offline-bar-note">{NO_SHELL_NOTE}</span>}
      {rechazadas.length > 0 && (
        <Link href="/admin/ventas-sin-conexion" className="badge badge-danger">
          {rechazadas.length === 1 ? '1 venta rechazada' : `${rechazadas.length} ventas rechazadas`}
        </Link>
      )}
      {(waiting || down) && (
        <Link href="/admin/ventas-sin-conexion" className="offline-bar-link">
          Ver ventas sin conexión
        </Link>
      )}
    </div>
  );
}
