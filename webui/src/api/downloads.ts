// Downloads of PDF reports and spreadsheet exports, fetched with the bearer
// token (a plain link could not send it): PDFs shown in a new tab,
// spreadsheets saved. (The Reportes screen's own calls are in reportes.ts.)
import { getBlob, send, type RequestOptions } from './client';

/**
 * Where a PDF comes from: a GET path, or any call answering a blob (a POST
 * report) or null when the server had nothing to print.
 */
export type PdfSource = string | (() => Promise<Blob | null>);

/**
 * Downloads a PDF and opens it in a new tab. The tab is opened before the
 * request, while the click still counts as a user gesture, so pop-up
 * blockers let it through. Resolves false, closing the tab, when there was
 * nothing to print.
 */
export async function openPdf(source: PdfSource): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const blob = typeof source === 'string' ? await getBlob(source) : await source();
    if (!blob) {
      tab?.close();
      return false;
    }
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab keeps its own copy once loaded; free ours later.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** A POST report: JSON body in, PDF blob out. */
export function postBlob(path: string, body: unknown, opts?: RequestOptions): () => Promise<Blob> {
  return async () => (await send('POST', path, body, opts)).blob();
}

/** The file name of a Content-Disposition header, if it names one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** Downloads a file (an Excel export) under the server's file name, or `fallback`. */
export async function downloadFile(path: string, fallback: string, opts?: RequestOptions): Promise<void> {
  await saveAnswer(await send('GET', path, undefined, opts), fallback);
}

/** Saves the file a call answered under the server's file name, or `fallback`. */
export async function saveAnswer(res: Response, fallback: string): Promise<void> {
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('Content-Disposition')) ?? fallback;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The list report path of an area, e.g. `/api/sucursales/reporte-pdf`. */
export function listReportPath(area: string): string {
  return `/api/${area}/reporte-pdf`;
}
