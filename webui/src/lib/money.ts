// Reading an amount of money as a person in Bolivia types it. Both decimal
// separators are in daily use ("10,50" on a receipt, "10.50" from a
// calculator) and es-BO writes thousands with a dot ("1.234,50"), so the
// reading is decided by the text's shape, never by the browser's language.

/** The result of reading typed money: centavos, or null when blank; valid is false for text that is not an amount. */
export interface ParsedMoney {
  cents: number | null;
  valid: boolean;
}

const BLANK: ParsedMoney = { cents: null, valid: true };
const INVALID: ParsedMoney = { cents: null, valid: false };

// Digits grouped by three after a leading group of one to three.
const grouped = /^\d{1,3}(\.\d{3})+$/;

/**
 * Reads typed money into centavos. Accepts "10,50", "10.50", "1.234,50",
 * "1,234.50", "1234.5", "1.234" (es-BO thousands) and a trailing separator
 * while typing ("10,"). Refuses a sign, letters, more than two decimals and
 * misplaced thousands dots.
 */
export function parseMoney(text: string): ParsedMoney {
  // A trailing separator is a number still being typed ("10," then "10,5").
  const t = text.replace(/\s/g, '').replace(/[.,]$/, '');
  if (t === '') return text.trim() === '' ? BLANK : INVALID;
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return INVALID;
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  let whole: string;
  let frac: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both present: the later one is the decimal separator.
    const dec = lastComma > lastDot ? ',' : '.';
    const sep = dec === ',' ? '.' : ',';
    const at = t.lastIndexOf(dec);
    whole = t.slice(0, at);
    frac = t.slice(at + 1);
    if (!grouped.test(whole.split(sep).join('.'))) return INVALID;
    whole = whole.split(sep).join('');
  } else if (lastComma >= 0) {
    if (t.indexOf(',') !== lastComma) return INVALID;
    whole = t.slice(0, lastComma);
    frac = t.slice(lastComma + 1);
  } else if (lastDot >= 0) {
    // One dot followed by exactly three digits, or several dots, are es-BO
    // thousands ("1.234"); otherwise the dot is the decimal point ("10.5").
    if (grouped.test(t)) {
      whole = t.split('.').join('');
      frac = '';
    } else {
      if (t.indexOf('.') !== lastDot) return INVALID;
      whole = t.slice(0, lastDot);
      frac = t.slice(lastDot + 1);
    }
  } else {
    whole = t;
    frac = '';
  }
  if (!/^\d*$/.test(whole) || !/^\d{0,2}$/.test(frac) || (whole === '' && frac === '')) return INVALID;
  const cents = Number(whole || '0') * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { cents, valid: true } : INVALID;
}

const amount = new Intl.NumberFormat('es-BO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Centavos as es-BO text without the currency ("1.234,50"); empty for null. */
export function moneyText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : amount.format(cents / 100);
}
