// The pieces of setting up a second factor, shared by the sign-in (when the
// company requires one) and the user's own Seguridad section: the QR code to
// scan with the authenticator app, and the recovery codes shown once, with
// ways to keep them (copy, print, a .txt file) since they are not shown again.
import { useState } from 'react';
import type { Enrolment } from '../api/seguridad';
import { formatDate } from '../lib/format';
import { Icon } from './Icon';

/** The QR code the server drew, with the secret to type in by hand. */
export function TotpQr({ enrolment }: { enrolment: Enrolment }) {
  const groups = enrolment.secreto.match(/.{1,4}/g) ?? [];
  return (
    <div className="totp-qr">
      <img src={enrolment.qr} alt="Código QR para la aplicación de autenticación" width={200} height={200} />
      <p className="muted">
        Escanee el código con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Aegis…)
        o escriba esta clave:
      </p>
      <code className="totp-secret" data-secreto={enrolment.secreto}>
        {groups.join(' ')}
      </code>
    </div>
  );
}

/** The codes as the copy, the print and the file hold them. */
export function recoveryText(codes: string[], usuario: string | undefined, today: Date = new Date()): string {
  const head = ['Códigos de recuperación del segundo factor', usuario ? `Usuario: ${usuario}` : '', `Generados el ${formatDate(today)}`];
  const lines = codes.map((c, i) => `${String(i + 1).padStart(2, ' ')}. ${c}`);
  return [...head.filter(Boolean), 'Cada código sirve una sola vez.', '', ...lines, ''].join('\n');
}

/** Copies text; without the clipboard API (plain http on the network) through a hidden selection. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

/** Prints the text alone, in a window of its own (the current page prints itself when pop-ups are blocked). */
function printText(title: string, text: string) {
  const w = window.open('', '_blank');
  if (!w) {
    window.print();
    return;
  }
  w.document.title = title;
  const pre = w.document.createElement('pre');
  pre.textContent = text;
  w.document.body.appendChild(pre);
  w.focus();
  w.print();
}

/** Saves the text as a .txt file. */
function saveText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The ten recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, usuario }: { codes: string[]; usuario?: string }) {
  const [said, setSaid] = useState('');
  const text = recoveryText(codes, usuario);
  const title = 'Códigos de recuperación';
  return (
    <div className="totp-codes">
      <p>
        <strong>Guarde estos códigos de recuperación</strong> en un lugar seguro (impresos o en un gestor de contraseñas).
        Cada uno sirve una sola vez para ingresar si pierde el teléfono. No se volverán a mostrar.
      </p>
      <ol className="totp-code-list">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="totp-code-actions">
        <button
          type="button"
          className="btn btn-light"
          onClick={async () => setSaid((await copyText(text)) ? 'Códigos copiados.' : 'No se pudo copiar; use Descargar o Imprimir.')}
        >
          <Icon name="copy" /> Copiar
        </button>
        <button type="button" className="btn btn-light" onClick={() => printText(title, text)}>
          <Icon name="printer" /> Imprimir
        </button>
        <button
          type="button"
          className="btn btn-light"
          onClick={() => {
            saveText(`codigos-recuperacion${usuario ? `-${usuario}` : ''}.txt`, text);
            setSaid('Archivo descargado.');
          }}
        >
          <Icon name="download" /> Descargar (.txt)
        </button>
        <span className="muted" role="status">
          {said}
        </span>
      </div>
    </div>
  );
}
