// Invoicing (SIAT) calls: the configuration (Super), the SIN's state and
// catalogues, the invoices (Facturas) with their annulment and retry, and the
// Libro de Ventas. The token delegado and the mail server's password are
// sent, never read back.
import { get, newIdempotencyKey, post, put } from './client';

/** A branch's place in the SIN. */
export interface SiatSucursal {
  sucursal_id: number;
  codigo_sucursal: number;
  punto_venta: number;
  factura_por_defecto: boolean;
  /** The printout e-mailed to the branch's buyers. */
  papel?: 'carta' | 'rollo';
}

/** The optional mail server the buyers' invoices go through (no password). */
export interface SiatCorreo {
  servidor: string;
  puerto: number;
  usuario: string;
  remitente: string;
  enviar_al_validar: boolean;
  clave_guardada: boolean;
}

/** The invoicing configuration as the server answers it (no token). */
export interface SiatConfig {
  activo: boolean;
  nit: number;
  razon_social: string;
  municipio: string;
  telefono: string;
  codigo_sistema: string;
  ambiente: number;
  modalidad: number;
  actividad_economica: string;
  dia_limite_anulacion: number;
  motivo_evento: number;
  motivo_anulacion_venta: number;
  sucursales: SiatSucursal[];
  correo: SiatCorreo;
  token_guardado: boolean;
}

/** Whether the SIN answers and what waits to be sent. */
export interface SiatEstado {
  activo: boolean;
  contingencia: boolean;
  desde?: string;
  causa?: string;
  pendientes: number;
  fuera_de_linea: number;
  mas_antigua?: string;
  horas_restantes: number;
  alerta?: string;
  /** The branch asked for invoices, and Factura starts ticked there. */
  factura: boolean;
  factura_por_defecto: boolean;
  /** The motivo the void of an invoiced sale proposes for its factura. */
  motivo_anulacion_venta?: number;
}

/** One entry of a paramétrica of the SIN. */
export interface Parametrica {
  codigo: number;
  descripcion: string;
}

/** The synced catalogues. */
export interface SiatCatalogos {
  fecha: string;
  parametricas: Record<string, Parametrica[] | undefined> | null;
  productos: { codigoActividad: string; codigoProducto: number; descripcionProducto: string }[] | null;
  actividades: { codigoCaeb: string; descripcion: string }[] | null;
}

/** The SIN's operation names of the paramétricas the screens read. */
export const CAT = {
  documentos: 'sincronizarParametricaTipoDocumentoIdentidad',
  motivos: 'sincronizarParametricaMotivoAnulacion',
  unidades: 'sincronizarParametricaUnidadMedida',
} as const;

/** A factura in the list. */
export interface Factura {
  id: number;
  venta_id: number;
  sucursal_id: number;
  numero_factura: number;
  cuf: string;
  tipo_emision: number;
  fecha_emision: string;
  razon_social: string;
  numero_documento: string;
  complemento: string;
  total: number;
  estado: 'PENDIENTE' | 'VALIDADA' | 'OBSERVADA' | 'RECHAZADA' | 'ANULADA';
  mensajes: { codigo: number; descripcion: string; advertencia: boolean }[] | null;
  error: string;
  codigo_motivo?: number;
  /** Its annulment was reverted once: it cannot be annulled again. */
  revertida?: boolean;
  pendiente?: boolean;
  /** The last e-mail to the buyer: to whom and when, or why it failed. */
  correo_para?: string;
  correo_enviado?: string;
  correo_error?: string;
  correo_pendiente?: boolean;
  /** The sale's customer's address, offered by "Enviar por correo". */
  cliente_email?: string;
}

/** The filters of GET /api/facturas. */
export interface FacturaFilter {
  fecha_desde: string;
  fecha_hasta: string;
  estado: string;
  tipo_emision: string;
}

export const getSiatConfig = () => get<SiatConfig>('/api/siat/configuracion');
export const saveSiatConfig = (
  c: Omit<SiatConfig, 'token_guardado' | 'correo'> & { token: string; correo: Omit<SiatCorreo, 'clave_guardada'>; correo_clave: string },
) => put('/api/siat/configuracion', c);
export const getSiatEstado = () => get<SiatEstado>('/api/siat/estado');
export const getSiatCatalogos = () => get<SiatCatalogos>('/api/siat/catalogos');
/** The SIN's verdict on a buyer's NIT; valido null when it could not be asked. */
export interface NitVerificado {
  valido: boolean | null;
  mensaje: string;
}
export const verificarNit = (nit: string) => get<NitVerificado>('/api/siat/nit', { query: { nit } });
export const getFactura = (id: number) => get<Factura>(`/api/facturas/${id}`);
export const listFacturas = (f: FacturaFilter) => get<{ data: Factura[] }>('/api/facturas', { query: { ...f } });
export const anularFactura = (id: number, codigo_motivo: number) => post(`/api/facturas/${id}/anular`, { codigo_motivo }, { idempotencyKey: newIdempotencyKey() });
export const reintentarFactura = (id: number) => post(`/api/facturas/${id}/reintentar`);
/** Queues the invoice's e-mail (PDF and XML) to email; the server sends it in the background. */
export const enviarFacturaCorreo = (id: number, email: string) => post(`/api/facturas/${id}/correo`, { email });
export const revertirAnulacion = (id: number) => post(`/api/facturas/${id}/revertir`, undefined, { idempotencyKey: newIdempotencyKey() });
export const facturaPdfPath = (id: number, papel: 'rollo' | 'carta' | 'oficio') => `/api/facturas/${id}/pdf?papel=${papel}`;
export const facturaXmlPath = (id: number) => `/api/facturas/${id}/xml`;
export const libroVentasPath = (mes: string) => `/api/facturas/libro-ventas?mes=${mes}`;
