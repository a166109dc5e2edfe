// What Registrar Venta says after a sale, over the empty screen of the next
// one: its number, its factura's number and CUF, the change to give, and the
// papers again (a jammed printer, a customer who wants the other paper)
// without a trip to VENTAS.
import { Link } from 'wouter';
import { openPdf } from '../../api/downloads';
import { notaPath, ticketPath, type PaperType } from '../../api/ventas';
import { Icon } from '../../components/Icon';
import type { ToastApi } from '../../components/Toast';
import { formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';

/** The sale just registered. */
export interface SavedSale {
  id: number;
  numero: number;
  /** Change in centavos (0 when Paga con was not told). */
  cambio: number;
  /** Its factura, when invoiced. */
  factura?: { numero: number; cuf: string };
}

/** "Venta N° 12 guardada". */
export function savedText(numero: number): string {
  return `Venta N° ${numero} guardada`;
}

/** The notice with the reprint links. */
export function SaleSaved({ sale, paper, toast, onClose }: { sale: SavedSale; paper: PaperType; toast: ToastApi; onClose: () => void }) {
  const print = (path: string) => openPdf(path).catch(() => toast.error(MSG.pdfError));
  return (
    <div className="sale-saved" role="status">
      <Icon name="check" />
      <strong>{savedText(sale.numero)}</strong>
      {sale.factura && (
        <span className="sale-saved-factura">
          Factura N° <b>{sale.factura.numero}</b> · CUF <code>{sale.factura.cuf}</code>
        </span>
      )}
      {sale.cambio > 0 && (
        <span className="sale-saved-change">
          Cambio: <b>{formatMoney(sale.cambio / 100)}</b>
        </span>
      )}
      <span className="sale-saved-links">
        Reimprimir:
        <button type="button" className="btn-link" onClick={() => print(notaPath(sale.id, paper === 'Oficio' ? 'Oficio' : 'Carta'))}>
          <Icon name="file" /> Nota
        </button>
        <button type="button" className="btn-link" onClick={() => print(ticketPath(sale.id))}>
          <Icon name="receipt" /> Ticket
        </button>
        <Link href={`/admin/show-venta/${sale.id}`}>Ver venta</Link>
      </span>
      <button type="button" className="toast-close" aria-label="Cerrar aviso" onClick={onClose}>
        <Icon name="x" size={14} />
      </button>
    </div>
  );
}
