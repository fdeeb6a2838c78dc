/** The API's lists as the audit reads them, and the months of the year. */
export type WireRecord = { unidades: number };
export type WireCobro = {
  id: number;
  cliente: { id?: number; nombre?: string } | null;
  documento: { id: number } | null;
  usuario_registra: { id: number; nombre?: string } | null;
  usuario_supervisor: { id: number; nombre?: string } | null;
  mes: string;
  tipo_tarea: number;
  unidades: number;
  bonificado: number | string | null;
  sancionado: number | string | null;
  contenido?: WireRecord[] | null;
  contenido_open?: WireRecord[] | null;
  contenido_spr?: WireRecord[] | null;
  /** With the `periodos` extension: the worker's rate per unit, in soles. */
  tarifa?: number | string | null;
  anio?: number;
};
export type WireUsuario = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  rol: { nombre: string } | null;
};
export type WireEstimado = {
  id: number;
  documento: { id: number };
  bill: number;
  notas: number;
  subir_notas: number;
  open: number;
  spr: number;
};
export type WireTarea = {
  id: number;
  tipo_tarea?: number | null;
  cobro: { id: number; tarea?: number | null; suma: number; restar: number };
};
export type WireMonto = { id: number; monto: number | string; cliente: number };
export type WireHistorial = { id: number; cliente_id: number; monto: number | string; fecha: string };
export type WireDocumento = {
  id: number;
  nombre_archivo: string;
  fecha_creacion?: string;
  cliente: { id_cliente?: number; id?: number };
};
export type WireCliente = { id: number; nombre: string };

export type Wire = {
  usuarios: WireUsuario[];
  cobros: WireCobro[];
  estimados: WireEstimado[];
  tareas: WireTarea[];
  montos: WireMonto[];
  historial: WireHistorial[];
  documentos: WireDocumento[];
  clientes: WireCliente[];
  /** The extensions `GET ext/capacidades/` lists (none against the real backend). */
  capacidades: string[];
};

export const MESES = [
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
] as const;
