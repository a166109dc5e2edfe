// The provisional ticket of a sale made offline: plain text for an 80 mm
// printer, in a <pre> so that it needs no style (the app's policy allows no
// inline style in the tab it opens), saying plainly that it is provisional.
import { formatDateTime, formatMoney } from '../format';
import { provisional } from './outbox';
import type { OutboxEntry } from './store';

const WIDTH = 40;

function row(left: string, right: string): string {
  const room = WIDTH - right.length - 1;
  return (left.length > room ? left.slice(0, room) : left.padEnd(room)) + ' ' + right;
}

/** The ticket's text. */
export function ticketText(e: OutboxEntry, sucursal: string): string {
  const rule = '-'.repeat(WIDTH);
  const lines = [
    'COMPROBANTE PROVISIONAL',
    `Pendiente ${provisional(e)}`,
    'Venta registrada sin conexión: el',
    'número de venta se asigna al enviarla.',
    rule,
    `Sucursal: ${sucursal}`,
    `Fecha: ${formatDateTime(e.fecha)}`,
    `Cliente: ${e.input.razon_social} (${e.input.nit})`,
    `Atendió: ${e.usuario}`,
    rule,
  ];
  for (const l of e.lineas) {
    lines.push(l.producto.slice(0, WIDTH), row(`  ${l.cantidad} x ${formatMoney(l.precio)}`, formatMoney(l.cantidad * l.precio)));
  }
  lines.push(rule);
  if (e.input.descuento) lines.push(row('Descuento', formatMoney(e.input.descuento)));
  lines.push(row('TOTAL', formatMoney(e.input.total)), row('Pago', e.input.metodo_pago));
  if (e.input.paga_con) lines.push(row('Paga con', formatMoney(e.input.paga_con)), row('Cambio', formatMoney(e.input.paga_con - e.input.total)));
  lines.push(rule, 'COMPROBANTE PROVISIONAL');
  return lines.join('\n');
}

/** Writes the ticket into a tab opened in the click, and prints it. */
export function printProvisionalTicket(tab: Window | null, e: OutboxEntry, sucursal: string): void {
  if (!tab || tab.closed) return;
  const doc = tab.document;
  doc.title = `Pendiente ${provisional(e)}`;
  const pre = doc.createElement('pre');
  pre.textContent = ticketText(e, sucursal);
  doc.body.replaceChildren(pre);
  tab.print();
}
