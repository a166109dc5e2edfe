// A button for one of the inventory PDF reports of a branch (INVENTARIO and
// CONTEO DE INVENTARIO). The PDF opens in a new tab; when the server has
// nothing to print (the kardex comparison without differences answers 203)
// its message is shown instead.
import { useState } from 'react';
import { inventoryReport, type InventoryReport } from '../api/inventario';
import { openPdf } from '../api/downloads';
import { errorMessage } from '../lib/errors';
import { MSG } from '../lib/messages';
import { Icon, type IconName } from './Icon';
import { useToast } from './Toast';

/** Text shown when the kardex comparison finds no differences and the server gave none. */
export const NO_DIFFERENCES = 'No se encontraron productos con diferencias entre inventario y kardex';

/** Opens `report` for `branch`. */
export function InventoryReportButton({ report, branch, label, icon = 'file' }: { report: InventoryReport; branch: number; label: string; icon?: IconName }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    let empty = '';
    try {
      const opened = await openPdf(async () => {
        const r = await inventoryReport(report, branch);
        empty = r.empty || NO_DIFFERENCES;
        return r.pdf;
      });
      if (opened) toast.success(MSG.pdfOk);
      else toast.info(empty);
    } catch (e) {
      toast.error(`${MSG.pdfError}: ${errorMessage(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`btn ${icon === 'file' ? 'btn-pdf' : 'btn-light'}`} onClick={click} disabled={busy}>
      <Icon name={busy ? 'refresh' : icon} className={busy ? 'spin' : undefined} />
      {label}
    </button>
  );
}
