// What the counter keeps on the device to sell through an outage
// (docs/offline.md): the outbox of sales made while the server could not be
// reached, and small named values (the device's name and counter, the
// branch's catalogue, the customers used recently, the cash box). The
// storage sits behind OfflineStore so the outbox logic is tested with a fake;
// the browser's is IndexedDB (indexedDb.ts), which outlives the tab, a
// restart and the session.
import type { VentaInput } from '../../api/ventas';

/** A sale made offline, waiting in the outbox or refused by the server. */
export interface OutboxEntry {
  /** Its Idempotency-Key, also its key in the outbox. */
  key: string;
  /** Its number on this device, in the order sales were made: "D3-0007" is 7. */
  seq: number;
  dispositivo: string;
  usuarioId: number;
  usuario: string;
  sucursalId: number;
  /** The cashier's box the device knew open when it was made, if any: its cash goes there while it stays open. */
  cajaId?: number;
  /** When it was made (ISO instant). */
  fecha: string;
  /** The sale as the form made it, without the sin_conexion mark. */
  input: VentaInput;
  /** Its lines by name, for the provisional ticket and the review screen. */
  lineas: TicketLine[];
  estado: 'pendiente' | 'rechazada';
  /** The server's reason for a refused sale. */
  motivo?: string;
  /**
   * The plain sale was sent with this key before the outage was noticed: the
   * server may have recorded it, and then knows the key with that body.
   */
  intentadaEnLinea: boolean;
}

/** A line as the provisional ticket prints it (precio in bolivianos). */
export interface TicketLine {
  producto: string;
  cantidad: number;
  precio: number;
}

/** A sale of the outbox that landed, as the review screen recalls it. */
export interface SentEntry {
  provisional: string;
  ventaId: number;
  numero: number;
  enviada: string;
}

/** The device's storage of the outbox and of the named values. */
export interface OfflineStore {
  /** Every entry, in the order the sales were made. */
  list(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
  /** The device's next provisional number, taken atomically across tabs. */
  nextNumber(): Promise<number>;
  get<T>(name: string): Promise<T | undefined>;
  set(name: string, value: unknown): Promise<void>;
}
