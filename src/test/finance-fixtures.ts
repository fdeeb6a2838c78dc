import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ClienteWire } from '../contract/cliente';
import type { CobroWire } from '../contract/cobro';
import type { DocumentoWire } from '../contract/documento';
import type { UserWire } from '../contract/usuario';
import type { CobroEstimadoWire, HistorialPagoWire, MontoExtraWire, TareaWire } from '../contract/finanzas';
import { makeCliente, makeUsuario } from './factories';
import { api, server } from './msw-server';

/** Dates fall in the current year, which the Home chart shows. */
export const YEAR = new Date().getFullYear();

/** One small world for the finance screens' tests: a debtor, a client with a fund, one with nothing. */
export const CLIENTES: ClienteWire[] = [
  makeCliente(1, 'Clínica Norte'),
  makeCliente(2, 'Centro Sur', { categoria: 2 }),
  makeCliente(3, 'Terapias Este'),
];

export const DOCUMENTOS: DocumentoWire[] = [
  {
    id: 10,
    nombre_archivo: 'norte_enero.xlsx',
    fecha_creacion: `${YEAR}-01-05`,
    cliente: { id_cliente: 1, nombre_cliente: 'Clínica Norte' },
    contenido_registros: [
      { id: 1, nombre_completo: 'Ana Torres', unidades: 70 },
      { id: 2, nombre_completo: 'Luis Ramos', unidades: '50.00' },
    ],
  },
  {
    id: 11,
    nombre_archivo: 'norte_bill.xlsx',
    fecha_creacion: `${YEAR}-02-05`,
    cliente: { id: 1, nombre: 'Clínica Norte' },
  },
  {
    id: 20,
    nombre_archivo: 'sur_marzo.xlsx',
    fecha_creacion: `${YEAR}-03-01`,
    cliente: { id: 2, nombre: 'Centro Sur' },
  },
];

const zero = { bill: 0, notas: 0, subir_notas: 0, open: 0, spr: 0 };
export const ESTIMADOS: CobroEstimadoWire[] = [
  { id: 100, documento: { id: 10, nombre: 'norte_enero.xlsx' }, ...zero, notas: '120.00', subir_notas: 20 },
  { id: 110, documento: { id: 11, nombre: 'norte_bill.xlsx' }, ...zero, bill: 40 },
  { id: 200, documento: { id: 20, nombre: 'sur_marzo.xlsx' }, ...zero, notas: 30 },
];

export const TAREAS: TareaWire[] = [
  { id: 1, cobro: { id: 110, tarea: 3, suma: 0, restar: 15 } },
  { id: 2, cobro: { id: 100, tarea: 1, suma: 10, restar: 0 } },
];

/** Norte paid 50 of 175 (debt 125); Sur paid 45 of 30 (fund 15). */
export const MONTOS: MontoExtraWire[] = [
  { id: 1, monto: '50.00', cliente: 1 },
  { id: 2, monto: 45, cliente: 2 },
];

export const HISTORIAL: HistorialPagoWire[] = [
  { id: 7, cliente_id: 1, monto: 20, fecha: `${YEAR}-01-10` },
  { id: 8, cliente_id: 1, monto: '30.00', fecha: `${YEAR}-02-20` },
  { id: 9, cliente_id: 2, monto: 45, fecha: `${YEAR}-03-15` },
];

export const COBROS: CobroWire[] = [
  {
    id: 501,
    cliente: { id: 1, nombre: 'Clínica Norte', agencias: [] },
    documento: { id: 10, nombre_documento: 'norte_enero.xlsx' },
    usuario_registra: { id: 4, nombre: 'mgomez' },
    mes: 'enero',
    tipo_tarea: 1,
    unidades: 999,
    contenido: [
      { id: 1, nombre_completo: 'Ana Torres', unidades: 70 },
      { id: 2, nombre_completo: 'Luis Ramos', unidades: 50 },
    ],
  },
  {
    id: 502,
    cliente: { id: 1, nombre: 'Clínica Norte', agencias: [] },
    documento: { id: 10, nombre_documento: 'norte_enero.xlsx' },
    usuario_registra: { id: 4, nombre: 'mgomez' },
    mes: 'enero',
    tipo_tarea: 2,
    unidades: 30,
  },
  {
    id: 503,
    cliente: { id: 1, nombre: 'Clínica Norte', agencias: [] },
    documento: { id: 11, nombre_documento: 'norte_bill.xlsx' },
    usuario_registra: { id: 5, nombre: 'emendoza' },
    mes: 'febrero',
    tipo_tarea: 3,
    unidades: 25,
  },
];

/** The cobros' workers with their roles, which the payroll prices them by (SuperAdmin 'Total Pagado'). */
export const USUARIOS: UserWire[] = [
  makeUsuario({
    id: 4,
    username: 'mgomez',
    first_name: 'María',
    last_name: 'Gómez',
    rol: { id: 4, nombre: 'user_User' },
  }),
  makeUsuario({
    id: 5,
    username: 'emendoza',
    first_name: 'Elena',
    last_name: 'Mendoza',
    rol: { id: 3, nombre: 'user_Supervisor' },
  }),
  makeUsuario({
    id: 6,
    username: 'supervisado',
    first_name: 'Saúl',
    last_name: 'Vega',
    rol: { id: 5, nombre: 'user_Supervisado' },
  }),
];

export type FinanceAnswers = Partial<
  Record<
    'clientes' | 'documentos' | 'estimados' | 'tareas' | 'montos' | 'historial' | 'cobros' | 'usuarios',
    () => Response | Promise<Response>
  >
>;

const json = (value: JsonBodyType) => () => HttpResponse.json(value);

/** Answers every finance list; a test overrides one to make it fail or change. */
export function serveFinance(answers: FinanceAnswers = {}) {
  const calls = { montos: 0, historial: 0, tareas: 0 };
  const pick = (name: keyof FinanceAnswers, fallback: JsonBodyType) => answers[name] ?? json(fallback);
  server.use(
    http.get(api('list_client/'), pick('clientes', CLIENTES)),
    http.get(api('listar_documentacion/'), pick('documentos', DOCUMENTOS)),
    http.get(api('listar_cobros_estimados/'), pick('estimados', ESTIMADOS)),
    http.get(api('listar_tarea/'), () => {
      calls.tareas += 1;
      return pick('tareas', TAREAS)();
    }),
    http.get(api('listar_monto_extra/'), () => {
      calls.montos += 1;
      return pick('montos', MONTOS)();
    }),
    http.get(api('listar_historial_pago/'), () => {
      calls.historial += 1;
      return pick('historial', HISTORIAL)();
    }),
    http.get(api('listar_cobro/'), pick('cobros', COBROS)),
    http.get(api('usuario/'), pick('usuarios', USUARIOS)),
  );
  return calls;
}
