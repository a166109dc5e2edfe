// The "PDF" button of a list or report.
import { useState } from 'react';
import { listReportPath, openPdf, type PdfSource } from '../api/downloads';
import { MSG } from '../lib/messages';
import { Icon } from './Icon';
import { useToast } from './Toast';

/** PdfButton props: an area's list report narrowed by `query`, or any `source`. */
export interface PdfButtonProps {
  area?: string;
  query?: Record<string, string | number>;
  source?: PdfSource;
  report?: boolean;
}

/**
 * Opens a PDF in a new tab: the list report of an area (`sucursales`,
 * `clientes`...), narrowed by `query` (branch, dates), or any `source`. The
 * operations and master-data lists toast "PDF exportado correctamente";
 * `report` screens (transfers, accounts, cash, reports) toast "Archivo PDF
 * exportado correctamente" / "Error al exportar a PDF", as their spec words it.
 */
export function PdfButton({ area, query, source, report = false }: PdfButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
      if (await openPdf(source ?? listReportPath(area ?? '') + qs)) toast.success(report ? MSG.pdfFileOk : MSG.pdfOk);
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
