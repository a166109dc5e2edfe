// The outbox of sales made while the server could not be reached: each sale
// keeps the Idempotency-Key it was made with and takes the device's next
// provisional number ("Pendiente D3-0007"), which the provisional ticket
// prints and the server records with the sale.
import type { VentaInput } from '../../api/ventas';
import type { OfflineStore, OutboxEntry, TicketLine } from './store';

const DEVICE = 'dispositivo';

/** "D3-0007": the device and its number, as the ticket prints it. */
export function provisional(e: Pick<OutboxEntry, 'dispositivo' | 'seq'>): string {
  return `${e.dispositivo}-${String(e.seq).padStart(4, '0')}`;
}

/**
 * The device's short name, made once on first use: "D" and three letters or
 * digits, enough to tell a shop's counters apart on a ticket.
 */
export async function deviceName(store: OfflineStore): Promise<string> {
  const known = await store.get<string>(DEVICE);
  if (known) return known;
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  const name = 'D' + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  await store.set(DEVICE, name);
  return name;
}

/** What a sale made offline carries into the outbox. */
export interface QueuedSale {
  input: VentaInput;
  lineas: TicketLine[];
  key: string;
  user: { id: number; usuario: string };
  sucursalId: number;
  cajaId?: number;
  intentadaEnLinea: boolean;
  now?: Date;
}

/** Puts a sale in the outbox with the device's next number. */
export async function queueSale(store: OfflineStore, s: QueuedSale): Promise<OutboxEntry> {
  const [dispositivo, seq] = await Promise.all([deviceName(store), store.nextNumber()]);
  const entry: OutboxEntry = {
    key: s.key,
    seq,
    dispositivo,
    usuarioId: s.user.id,
    usuario: s.user.usuario,
    sucursalId: s.sucursalId,
    ...(s.cajaId ? { cajaId: s.cajaId } : {}),
    fecha: (s.now ?? new Date()).toISOString(),
    input: s.input,
    lineas: s.lineas,
    estado: 'pendiente',
    intentadaEnLinea: s.intentadaEnLinea,
  };
  await store.put(entry);
  return entry;
}

/** The body the outbox sends: the sale with its sin_conexion mark. */
export function offlineBody(e: OutboxEntry): VentaInput & { sin_conexion: object } {
  return {
    ...e.input,
    sin_conexion: { dispositivo: e.dispositivo, numero_provisional: e.seq, fecha: e.fecha, ...(e.cajaId ? { caja_id: e.cajaId } : {}) },
  };
}
