// PDF reports of the lists: fetched with the bearer token (a plain link
// could not send it) and shown in a new tab.
import { getBlob } from './client';

/**
 * Downloads the PDF at `path` and opens it in a new tab. The tab is opened
 * before the request, while the click still counts as a user gesture, so
 * pop-up blockers let it through.
 */
export async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await getBlob(path);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab keeps its own copy once loaded; free ours later.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** The list report path of an area, e.g. `/api/sucursales/reporte-pdf`. */
export function listReportPath(area: string): string {
  return `/api/${area}/reporte-pdf`;
}
