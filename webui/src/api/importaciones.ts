// Data import and export (docs/api-import.md): simulate a file, start the
// import of the simulated plan, follow its progress, list past imports.
import { get, post, send } from './client';
import { saveAnswer } from './downloads';

export type ImportKind = 'productos' | 'precios' | 'clientes' | 'proveedores';
export type ImportMode = 'ambos' | 'crear' | 'actualizar';
export type Accion = 'crear' | 'actualizar' | 'sin_cambios' | 'rechazar';

export interface Resumen {
  crear: number;
  actualizar: number;
  sin_cambios: number;
  rechazar: number;
}

export interface PlanRow {
  hoja: string;
  fila: number;
  accion: Accion;
  clave: string;
  cambios: { campo: string; antes: string; despues: string }[];
  stock: string[];
  errores: { columna: string; valor: string; mensaje: string }[];
}

export interface ImportRecord {
  id: number;
  tipo: ImportKind;
  archivo: string;
  fecha: string;
  usuario: string;
  formato: string;
  resumen: Resumen;
  mensaje?: string;
}

export interface Plan {
  tipo: ImportKind;
  modo: ImportMode;
  archivo: string;
  formato: string;
  resumen: Resumen;
  filas: PlanRow[];
  se_crearan: { unidades: string[]; categorias: string[] };
  columnas_ignoradas: string[];
  ya_importado?: ImportRecord;
  token: string;
  separador: string;
  codificacion: string;
}

export interface Progress {
  fase: '' | 'leyendo' | 'validando' | 'aplicando' | 'terminado' | 'error';
  archivo: string;
  filas_hechas: number;
  filas_total: number;
  resumen: Resumen;
  segundos_restantes: number | null;
  mensaje?: string;
  importacion?: ImportRecord;
}

/** What the upload form holds. */
export interface Upload {
  tipo: ImportKind;
  modo: ImportMode;
  archivo: File;
  imagenes?: File | null;
  separador?: string;
}

function formOf(u: Upload, extra: Record<string, string> = {}): FormData {
  const f = new FormData();
  f.append('tipo', u.tipo);
  f.append('modo', u.modo);
  if (u.separador) f.append('separador', u.separador);
  f.append('archivo', u.archivo, u.archivo.name);
  if (u.imagenes) f.append('imagenes', u.imagenes, u.imagenes.name);
  for (const [k, v] of Object.entries(extra)) f.append(k, v);
  return f;
}

export const simulateImport = (u: Upload) => post<Plan>('/api/importaciones/simular', formOf(u));
export const startImport = (u: Upload, token: string) => post<{ message: string }>('/api/importaciones', formOf(u, { token }));
export const importProgress = () => get<Progress>('/api/importaciones/progreso');
export const listImports = () => get<{ data: ImportRecord[] }>('/api/importaciones').then((r) => r.data);

/** Downloads the user's file back with a column Errores and the bad cells in red. */
export async function downloadErrors(u: Upload): Promise<void> {
  const res = await send('POST', '/api/importaciones/errores', formOf(u));
  await saveAnswer(res, 'errores.xlsx');
}

/** Downloads an applied import's plan. */
export async function downloadPlan(id: number): Promise<void> {
  const res = await send('GET', `/api/importaciones/${id}/plan`);
  await saveAnswer(res, `importacion-${id}-plan.json`);
}

/** Path of the import workbook template. */
export const PLANTILLA_PATH = '/api/importaciones/plantilla';

/** Path of the export of one kind of data in the import's format; query tipo. */
export const EXPORTAR_PATH = '/api/importaciones/exportar';
