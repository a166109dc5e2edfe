// The "PDF" button of a list or report.
import { useState } from 'react';
import { listReportPath, openPdf, type PdfSource } from '../api/reports';
import { MSG } from '../lib/messages';
import { Icon } from './Icon';
import { useToast } from './Toast';

/**
 * Opens a PDF in a new tab: the list report of an area (`sucursales`,
 * `clientes`...) or any `source`. The operations and master-data lists toast
 * "PDF exportado correctamente"; `report` screens (transfers, accounts, cash,
 * reports) toast "Archivo PDF exportado correctamente" / "Error al exportar a
 * PDF", as their spec words it.
 */
export function PdfButton({ area, source, report = false }: { area?: string; source?: PdfSource; report?: boolean }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      if (await openPdf(source ?? listReportPath(area ?? ''))) toast.success(report ? MSG.pdfFileOk : MSG.pdfOk);
    } catch {
      toast.error(report ? MSG.pdfFileError : MSG.pdfError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-pdf" onClick={click} disabled={busy}>
      <Icon name="file" />
      PDF
    </button>
  );
}
