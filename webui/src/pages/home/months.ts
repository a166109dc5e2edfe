// Month names in Spanish for the dashboard's charts.

/** Short month names, January first. */
export const MONTHS_SHORT = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];

/** Full month names, January first. */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "noviembre de 2026" for a yyyy-MM month. */
export function monthTitle(yyyymm: string): string {
  const [y, m] = yyyymm.split('-').map(Number);
  return m >= 1 && m <= 12 ? `${MONTHS[m - 1]} de ${y}` : yyyymm;
}
