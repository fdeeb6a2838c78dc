import type { Database } from '../db/sqlite-driver';
import type { ResumenFinanzas } from '../../src/contract/resumenes';
import {
  latestPayments,
  moneyByMonth,
  superAdminCardsOf,
  topDebtors,
} from '../../src/domain/superadmin-home';
import { keptClientRows } from './resumen-clientes';
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
 * `ext/resumen_finanzas/`: the SuperAdmin Home's figures. The clients' rows (what each owes or holds,
 * and the debtors' debt by age) are the ones kept per client for `ext/resumen_clientes/`
 * (resumen-clientes.ts), so a cobro or task written redoes only its client's; the rest are sums
 * over the small lists.
 */

/** `hoy` ('YYYY-MM-DD', agency time): the day the debtors' debt is aged at. */
export function resumenFinanzas(db: Database, anio: number, hoy: string): ResumenFinanzas {
  // Before the kept answer is looked up: bringing these up to date may count as a change.
  const figures = documentFigures(db);
  const tareas = adjustmentsByEstimate(db);
  return keptAnswer(db, `finanzas:${anio}:${hoy}`, () => {
    const lists = financeLists(db, tareas);
    const pagos = paymentsOf(db);
    const { payments: rows, aging } = keptClientRows(db, hoy);
    const cards = superAdminCardsOf({ ...lists, cobros: [], users: [] }, rows);
    const debtors = topDebtors(rows, HOME_DEBTORS_SHOWN);
    return {
      ...finanzasWire(
        { ...cards, totalPagadoCents: payrollCents(figures) },
        moneyByMonth({ ...lists, pagos }, anio),
        anio,
      ),
      ...homeListsWire(debtors, aging, latestPayments(pagos, lists.clientes, HOME_PAYMENTS_SHOWN)),
    };
  });
}
