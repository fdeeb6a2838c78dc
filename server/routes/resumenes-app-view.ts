import { clienteListSchema } from '../../src/contract/cliente';
import { cobroListSchema } from '../../src/contract/cobro';
import { documentoListSchema } from '../../src/contract/documento';
import {
  cobroEstimadoListSchema,
  historialPagoListSchema,
  montoExtraListSchema,
  tareaListSchema,
} from '../../src/contract/finanzas';
import type { ResumenClientes, ResumenFinanzas } from '../../src/contract/resumenes';
import { userListSchema } from '../../src/contract/usuario';
import { clientPaymentRows } from '../../src/domain/client-payments';
import { comparativaRows } from '../../src/domain/comparativa';
import { agingByClient } from '../../src/domain/client-aging';
import {
  latestPayments,
  moneyByMonth,
  superAdminCardsOf,
  topDebtors,
} from '../../src/domain/superadmin-home';
import {
  HOME_DEBTORS_SHOWN,
  HOME_PAYMENTS_SHOWN,
  clientesWire,
  finanzasWire,
  homeListsWire,
} from '../ext/resumenes';

/**
 * What the app computes from the full lists (tests of extension `resumenes`): each list read
 * through the API and its contract schema as the app reads it, then the same domain calls the
 * SuperAdmin Home, 'Pagos de Clientes' and 'Comparativa' make, written in the summaries' shape.
 */

export type GetJson = (url: string) => Promise<unknown>;

export async function appFinanceSources(get: GetJson) {
  const [clientes, documentos, estimados, tareas, montos, cobros, pagos, usuarios] = await Promise.all([
    get('/api/list_client/').then((json) => clienteListSchema.parse(json)),
    get('/api/listar_documentacion/').then((json) => documentoListSchema.parse(json)),
    get('/api/listar_cobros_estimados/').then((json) => cobroEstimadoListSchema.parse(json)),
    get('/api/listar_tarea/').then((json) => tareaListSchema.parse(json)),
    get('/api/listar_monto_extra/').then((json) => montoExtraListSchema.parse(json)),
    get('/api/listar_cobro/').then((json) => cobroListSchema.parse(json)),
    get('/api/listar_historial_pago/').then((json) => historialPagoListSchema.parse(json)),
    get('/api/usuario/').then((json) => userListSchema.parse(json)),
  ]);
  return { clientes, documentos, estimados, tareas, montos, cobros, pagos, usuarios };
}

export type AppFinanceSources = Awaited<ReturnType<typeof appFinanceSources>>;

/**
 * The Home's cards and series, its debtors with their debt by age at `hoy` and its latest
 * payments, as useSuperAdminHome computes them from the lists.
 */
export function appFinanzas(sources: AppFinanceSources, anio: number, hoy: string): ResumenFinanzas {
  const users = sources.usuarios.map((user) => ({
    id: user.id,
    nombre: user.username,
    rol: user.rol?.nombre ?? null,
  }));
  const rows = clientPaymentRows(sources);
  const cards = superAdminCardsOf({ ...sources, users }, rows);
  return {
    ...finanzasWire(cards, moneyByMonth(sources, anio), anio),
    ...homeListsWire(
      topDebtors(rows, HOME_DEBTORS_SHOWN),
      agingByClient(sources, hoy),
      latestPayments(sources.pagos, sources.clientes, HOME_PAYMENTS_SHOWN),
    ),
  };
}

/** The rows of 'Pagos de Clientes' (each debtor's debt by age at `hoy`) and 'Comparativa', as their pages compute them. */
export function appClientes(sources: AppFinanceSources, hoy: string): ResumenClientes {
  return clientesWire(clientPaymentRows(sources), comparativaRows(sources), agingByClient(sources, hoy));
}
