import type { Database } from '../db/sqlite-driver';
import type { ResumenFinanzas } from '../../src/contract/resumenes';
import { agingByClient, type AgingInput } from '../../src/domain/client-aging';
import {
  latestPayments,
  moneyByMonth,
  superAdminCardsOf,
  topDebtors,
} from '../../src/domain/superadmin-home';
import { keptPaymentRows } from './resumen-clientes';
import { adjustmentsByEstimate, documentFigures, payrollCents } from './resumen-documentos';
import {
  HOME_DEBTORS_SHOWN,
  HOME_PAYMENTS_SHOWN,
  financeLists,
  finanzasWire,
  homeListsWire,
  keptAnswer,
  paymentsOf,
} from './resumenes';

/**
 * `ext/resumen_finanzas/`: the SuperAdmin Home's figures. The clients' rows (what each owes or holds)
 * are the ones kept per client for `ext/resumen_clientes/` (resumen-clientes.ts), so a cobro or task
 * written redoes only its client's; the rest are sums over the small lists.
 */

/**
 * Of the lists, what belongs to the clients `ids`: their documents, those documents' estimates and
 * adjustments, their extra amounts. A client's aging reads only its own, so aging these is aging
 * all and keeping theirs, for the few the Home lists.
 */
function ofClients(lists: ReturnType<typeof financeLists>, ids: ReadonlySet<number>): AgingInput {
  const documentos = lists.documentos.filter((documento) => ids.has(documento.cliente.id));
  const documentIds = new Set(documentos.map((documento) => documento.id));
  const estimados = lists.estimados.filter((estimado) => documentIds.has(estimado.documento.id));
  const estimadoIds = new Set(estimados.map((estimado) => estimado.id));
  return {
    documentos,
    estimados,
    tareas: lists.tareas.filter((tarea) => estimadoIds.has(tarea.cobro)),
    montos: lists.montos.filter((monto) => ids.has(monto.cliente)),
  };
}

/** `hoy` ('YYYY-MM-DD', agency time): the day the debtors' debt is aged at. */
export function resumenFinanzas(db: Database, anio: number, hoy: string): ResumenFinanzas {
  // Before the kept answer is looked up: bringing these up to date may count as a change.
  const figures = documentFigures(db);
  const tareas = adjustmentsByEstimate(db);
  return keptAnswer(db, `finanzas:${anio}:${hoy}`, () => {
    const lists = financeLists(db, tareas);
    const pagos = paymentsOf(db);
    const rows = keptPaymentRows(db, hoy);
    const cards = superAdminCardsOf({ ...lists, cobros: [], users: [] }, rows);
    const debtors = topDebtors(rows, HOME_DEBTORS_SHOWN);
    const debtorIds = new Set(debtors.map((debtor) => debtor.id));
    return {
      ...finanzasWire(
        { ...cards, totalPagadoCents: payrollCents(figures) },
        moneyByMonth({ ...lists, pagos }, anio),
        anio,
      ),
      ...homeListsWire(
        debtors,
        agingByClient(ofClients(lists, debtorIds), hoy),
        latestPayments(pagos, lists.clientes, HOME_PAYMENTS_SHOWN),
      ),
    };
  });
}
