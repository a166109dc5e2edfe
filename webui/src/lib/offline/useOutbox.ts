// The outbox as a screen sees it: its entries and whether the server
// answers, re-read on every change in any tab of the browser.
import { useEffect, useState } from 'react';
import { offlineStore } from './cache';
import { isDown, subscribe } from './connection';
import { provisional } from './outbox';
import type { OutboxEntry } from './store';

export interface OutboxState {
  entries: OutboxEntry[];
  pendientes: OutboxEntry[];
  rechazadas: OutboxEntry[];
  down: boolean;
}

/** The device's outbox and connection state, kept current. */
export function useOutbox(): OutboxState {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [down, setDown] = useState(isDown);
  useEffect(() => {
    let live = true;
    const read = () => {
      setDown(isDown());
      offlineStore()
        .list()
        .then((l) => live && setEntries(l))
        .catch(() => {});
    };
    read();
    const off = subscribe(read);
    return () => {
      live = false;
      off();
    };
  }, []);
  return {
    entries,
    pendientes: entries.filter((e) => e.estado === 'pendiente'),
    rechazadas: entries.filter((e) => e.estado === 'rechazada'),
    down,
  };
}

/** The pending sales of the device, named for a warning ("D3-0007, D3-0008"). */
export async function pendingSales(): Promise<OutboxEntry[]> {
  const all = await offlineStore().list();
  return all.filter((e) => e.estado === 'pendiente');
}

/** Names the pending sales for a warning, or null when there are none. */
export function pendingWarning(pendientes: OutboxEntry[]): string | null {
  if (pendientes.length === 0) return null;
  const names = pendientes.map(provisional).join(', ');
  return pendientes.length === 1
    ? `Hay 1 venta sin conexión por enviar (${names}): aún no está registrada en el servidor.`
    : `Hay ${pendientes.length} ventas sin conexión por enviar (${names}): aún no están registradas en el servidor.`;
}

/**
 * Asks before signing out while sales wait in the outbox: they stay on the
 * device and are sent after the next sign-in of their cashier.
 */
export async function confirmSignOut(): Promise<boolean> {
  const warning = pendingWarning(await pendingSales().catch(() => []));
  return !warning || window.confirm(`${warning} Se enviarán cuando su cajero vuelva a iniciar sesión en este equipo. ¿Cerrar sesión?`);
}
