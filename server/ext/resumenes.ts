import type { Database } from '../db/sqlite-driver';
import type { ResumenClientes, ResumenFinanzas } from '../../src/contract/resumenes';
import { clienteListSchema } from '../../src/contract/cliente';
import { historialPagoListSchema, montoExtraListSchema } from '../../src/contract/finanzas';
import { fromCents } from '../../src/domain/cents';
import type { FinanceTarea } from '../../src/domain/finance-joins';
import type { ClientPaymentRow } from '../../src/domain/client-payments';
import type { ComparativaClientRow } from '../../src/domain/comparativa';
import type { AgingBucket } from '../../src/domain/client-account';
import type { Debtor, RecentPayment, MonthMoney, SuperAdminCards } from '../../src/domain/superadmin-home';
import { writeVersions, type TrackedTable } from '../db/answer-writes';
import { listClientes } from '../db/cliente-queries';
import { listMontosExtra } from '../db/monto-extra-queries';
import { listPagos } from '../db/pagos-queries';
import { resumenDocumentos, resumenEstimados, totalChanges } from '../db/resumen-queries';

/**
 * Extension `resumenes`: the figures the SuperAdmin Home, 'Pagos de Clientes' and 'Comparativa'
 * compute from the full lists, computed here by the same src/domain functions over the same lists
 * (the small ones read by the contract's schemas from the answers the API sends, the documents as
 * the figures they carry). The cobros enter as per-document sums kept up to date by document
 * (resumen-documentos.ts), so an answer after a write costs what the clients and documents do,
 * not what the history of cobros does. The answer is kept until the next write on the connection,
 * so reading a summary again costs nothing.
 */

/**
 * The small lists a summary joins, each kept until a write to the tables it reads (answer-writes.ts),
 * so a cobro or a task written (the writes of a working day) rebuilds none of them: only the
 * figures kept per document and per estimate, and the joins over them.
 */
const inputs = new WeakMap<
  Database,
  {
    versionOf: (tables: readonly TrackedTable[]) => string;
    lists: Map<string, { version: string; value: unknown }>;
  }
>();

function keptInput<T>(db: Database, key: string, tables: readonly TrackedTable[], build: () => T): T {
  let entry = inputs.get(db);
  if (!entry) {
    entry = { versionOf: writeVersions(db), lists: new Map() };
    inputs.set(db, entry);
  }
  const version = entry.versionOf(tables);
  const held = entry.lists.get(key);
  if (held && held.version === version) return held.value as T;
  const value = build();
  entry.lists.set(key, { version, value });
  return value;
}

/** The lists a summary joins but the adjustments; each the same object until a write to its tables. */
export function clientLists(db: Database) {
  return {
    clientes: keptInput(db, 'clientes', ['clientes', 'cliente_agencias', 'agencias'], () =>
      clienteListSchema.parse(listClientes(db)).map(({ id, nombre }) => ({ id, nombre })),
    ),
    documentos: keptInput(db, 'documentos', ['documentos'], () => resumenDocumentos(db)),
    estimados: keptInput(db, 'estimados', ['cobros_estimados', 'documentos'], () => resumenEstimados(db)),
    montos: keptInput(db, 'montos', ['montos_extra'], () => montoExtraListSchema.parse(listMontosExtra(db))),
  };
}

export function financeLists(db: Database, tareas: FinanceTarea[]) {
  return { ...clientLists(db), tareas };
}

export const paymentsOf = (db: Database) =>
  keptInput(db, 'pagos', ['historial_pago'], () => historialPagoListSchema.parse(listPagos(db)));

const kept = new WeakMap<Database, { changes: number; answers: Map<string, unknown> }>();

/** The answer for `key` until the connection writes anything. */
export function keptAnswer<T>(db: Database, key: string, build: () => T): T {
  const changes = totalChanges(db);
  let entry = kept.get(db);
  if (!entry || entry.changes !== changes) {
    entry = { changes, answers: new Map() };
    kept.set(db, entry);
  }
  if (!entry.answers.has(key)) entry.answers.set(key, build());
  return entry.answers.get(key) as T;
}

/** The Home's figures as the wire sends them, from what the domain computed. */
export function finanzasWire(
  cards: SuperAdminCards,
  series: readonly MonthMoney[],
  anio: number,
): ResumenFinanzas {
  return {
    total_cobrar: fromCents(cards.totalCobrarCents),
    total_cobrado: fromCents(cards.totalCobradoCents),
    total_pagado: fromCents(cards.totalPagadoCents),
    pendiente: fromCents(cards.pendienteCents),
    deuda: fromCents(cards.deudaClientesCents),
    fondo: fromCents(cards.fondosClientesCents),
    anio,
    serie: series.map((month) => ({
      mes: month.month,
      cobrado: fromCents(month.collectedCents),
      estimado: fromCents(month.estimatedCents),
    })),
  };
}

/**
 * 'Pagos de Clientes' and 'Comparativa' rows (the same clients in the same order) as the wire sends
 * them. `adjustmentLines` (per estimate) counts the lines where the rows' tasks are sums per estimate.
 */
export function clientesWire(
  payments: readonly ClientPaymentRow[],
  comparison: readonly ComparativaClientRow[],
  aging: ReadonlyMap<number, readonly AgingBucket[]>,
  adjustmentLines?: ReadonlyMap<number, number>,
): ResumenClientes {
  const linesOf = (document: ClientPaymentRow['documents'][number]) =>
    adjustmentLines
      ? document.estimadoId === null
        ? 0
        : (adjustmentLines.get(document.estimadoId) ?? 0)
      : document.adjustments.length;
  return {
    clientes: payments.map((row, index) => {
      const compared = comparison[index];
      return {
        id: row.id,
        nombre: row.nombre,
        estimado: fromCents(row.estimatedCents),
        ajustes: fromCents(compared.adjustmentsCents),
        pagado: fromCents(row.paidCents),
        saldo: fromCents(row.balance.kind === 'Fondo' ? -row.balance.cents : row.balance.cents),
        saldo_tipo: row.balance.kind,
        estado: row.status,
        fondo: fromCents(row.fundCents),
        real_unidades: compared.actualUnits,
        real: fromCents(compared.actualCents),
        discrepancias: compared.discrepancies,
        antiguedad: agingWire(aging.get(row.id)),
        documentos: row.documents.map((document, position) => {
          const real = compared.documents[position];
          return {
            id: document.id,
            nombre: document.nombre,
            estimado_id: document.estimadoId,
            estimado: fromCents(document.estimatedCents),
            ajustes: fromCents(document.adjustmentsCents),
            pagado: fromCents(document.paidCents),
            estado: document.status,
            real_unidades: real.actualUnits,
            real: fromCents(real.actualCents),
            diferencia: fromCents(real.differenceCents),
            discrepancia: real.discrepancy,
            cobros: real.cobroCount,
            ajustes_lineas: linesOf(document),
          };
        }),
      };
    }),
  };
}

/** A client's debt by age as the wire sends it: null when its aging finds no debt. */
function agingWire(buckets: readonly AgingBucket[] | undefined): Record<AgingBucket['key'], number> | null {
  if (!buckets) return null;
  const bucket = (key: AgingBucket['key']) => fromCents(buckets.find((item) => item.key === key)?.cents ?? 0);
  return {
    d0_30: bucket('d0_30'),
    d31_60: bucket('d31_60'),
    d61_90: bucket('d61_90'),
    d90_mas: bucket('d90_mas'),
  };
}

/** How many debtors and payments the Home lists (src/features/home: DEBTORS_SHOWN, PAYMENTS_SHOWN). */
export const HOME_DEBTORS_SHOWN = 5;
export const HOME_PAYMENTS_SHOWN = 6;

/** The Home's debtors with their debt by age, and its latest payments, as the wire sends them. */
export function homeListsWire(
  debtors: readonly Debtor[],
  aging: ReadonlyMap<number, readonly AgingBucket[]>,
  payments: readonly RecentPayment[],
): Pick<ResumenFinanzas, 'deudores' | 'pagos_recientes'> {
  return {
    deudores: debtors.map((debtor) => ({
      id: debtor.id,
      nombre: debtor.nombre,
      deuda: fromCents(debtor.debtCents),
      antiguedad: agingWire(aging.get(debtor.id)),
    })),
    pagos_recientes: payments.map((payment) => ({
      id: payment.id,
      fecha: payment.fecha,
      cliente_id: payment.clienteId,
      cliente: payment.cliente,
      monto: fromCents(payment.cents),
    })),
  };
}
