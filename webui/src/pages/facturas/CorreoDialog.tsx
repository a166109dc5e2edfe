// "Enviar por correo" of FACTURAS: the buyer's address, prefilled from the
// sale's customer, to which the server e-mails the invoice's PDF and XML in
// the background; the list then shows whether it went.
import { useState } from 'react';
import { enviarFacturaCorreo, type Factura } from '../../api/facturacion';
import { Modal } from '../../components/Modal';
import { useToast } from '../../components/Toast';
import { useDialogAction } from '../../lib/dialogAction';
import { formatDate } from '../../lib/format';

/** What the Correo column says of an invoice's e-mail. */
export function correoText(f: Factura): string {
  if (f.correo_pendiente) return 'En cola de envío';
  if (f.correo_error) return f.correo_error;
  if (f.correo_enviado && f.correo_para) return `Correo enviado a ${f.correo_para} el ${formatDate(f.correo_enviado)}`;
  return '';
}

/** The dialog that queues the e-mail of `factura`. */
export function CorreoDialog({ factura, onClose, onDone }: { factura: Factura; onClose: () => void; onDone: () => void }) {
  const toast = useToast();
  const [email, setEmail] = useState(factura.cliente_email || factura.correo_para || '');
  const { busy, error, act: send } = useDialogAction(
    () => enviarFacturaCorreo(factura.id, email.trim()),
    () => {
      toast.success('La factura se enviará por correo en unos segundos');
      onDone();
      onClose();
    },
  );
  return (
    <Modal
      title={`Enviar la factura N° ${factura.numero_factura} por correo`}
      size="sm"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>Cancelar</button>
          <button type="button" className="btn btn-primary" onClick={send} disabled={busy || !email.trim()}>Enviar</button>
        </>
      }
    >
      <label className="field">
        <span>Correo electrónico del comprador</span>
        <input className="input" type="email" aria-label="Correo electrónico del comprador" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
      </label>
      <p className="muted">Se adjuntan la factura en PDF y su archivo XML.</p>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
    </Modal>
  );
}
