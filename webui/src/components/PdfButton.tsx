// The "PDF" button of a list.
import { useState } from 'react';
import { listReportPath, openPdf } from '../api/reports';
import { MSG } from '../lib/messages';
import { Icon } from './Icon';
import { useToast } from './Toast';

/** Opens the list report of an area (`sucursales`, `clientes`...) in a new tab; `query` narrows it (branch, dates). */
export function PdfButton({ area, query }: { area: string; query?: Record<string, string | number> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
      await openPdf(listReportPath(area) + qs);
      toast.success(MSG.pdfOk);
    } catch {
      toast.error(MSG.pdfError);
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
