// The "Excel" button of a list: downloads the server's spreadsheet export, with
// the spec's toasts ("Archivo Excel exportado correctamente" / "Error al
// exportar a Excel").
import { useState } from 'react';
import type { RequestOptions } from '../api/client';
import { downloadFile } from '../api/downloads';
import { MSG } from '../lib/messages';
import { Icon } from './Icon';
import { useToast } from './Toast';

/** Downloads `path` (with `query`) as a spreadsheet; `fileName` is used when the server names none. */
export function ExcelButton({ path, query, fileName }: { path: string; query?: RequestOptions['query']; fileName: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName, { query });
      toast.success(MSG.excelFileOk);
    } catch {
      toast.error(MSG.excelFileError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-excel" onClick={click} disabled={busy}>
      <Icon name="sheet" />
      Excel
    </button>
  );
}
