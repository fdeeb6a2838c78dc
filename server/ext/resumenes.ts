import type { Database } from '../db/sqlite-driver';
import type { ResumenClientes, ResumenFinanzas } from '../../src/contract/resumenes';
import { clienteListSchema } from '../../src/contract/cliente';
import { historialPagoListSchema, montoExtraListSchema } from '../../src/contract/finanzas';
import { fromCents } from '../../src/domain/cents';
import type { FinanceTarea } from '../../src/domain/finance-joins';
import { clientPaymentRows, type ClientPaymentRow } from '../../src/domain/client-payments';
import { comparativaRows, type ComparativaClientRow } from '../../src/domain/comparativa';
import {
  moneyByMonth,
  superAdminCardsOf,
  type MonthMoney,
  type SuperAdminCards,
} from '../../src/domain/superadmin-home';
import { listClientes } from '../db/cliente-queries';
import { listMontosExtra } from '../db/monto-extra-queries';
import { listPagos } from '../db/pagos-queries';
import { resumenDocumentos, resumenEstimados, totalChanges } from '../db/resumen-queries';
import {
  adjustmentsByEstimate,
  documentFigures,
  payrollCents,
  withDocumentFigures,
} from './resumen-documentos';

/**
 * Extension `resumenes`: the figures the SuperAdmin Home, 'Pagos de Clientes' and 'Comparativa'
 * compute from the full lists, computed here by the same src/domain functions over the same lists
 * (the small ones read by the contract's schemas from the answers the API sends, the documents as
 * the figures they carry). The cobros enter as per-document sums kept up to date by document
 * (resumen-documentos.ts), so an answer after a write costs what the clients and documents do,
 * not what the history of cobros does. The answer is kept until the next write on the connection,
 * so reading a summary again costs nothing.
 */

function financeLists(db: Database, tareas: FinanceTarea[]) {
  return {
    clientes: clienteListSchema.parse(listClientes(db)).map(({ id, nombre }) => ({ id, nombre })),
    documentos: resumenDocumentos(db),
    estimados: resumenEstimados(db),
    tareas,
    montos: montoExtraListSchema.parse(listMontosExtra(db)),
  };
}

const kept = new WeakMap<Database, { changes: number; answers: Map<string, unknown> }>();

/** The answer for `key` until the connection writes anything. */
function keptAnswer<T>(db: Database, key: string, build: () => T): T {
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

/** 'Pagos de Clientes' and 'Comparativa' rows (the same clients in the same order) as the wire sends them. */
export function clientesWire(
  payments: readonly ClientPaymentRow[],
  comparison: readonly ComparativaClientRow[],
): ResumenClientes {
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
          };
        }),
      };
    }),
  };
}

export function resumenFinanzas(db: Database, anio: number): ResumenFinanzas {
  // Before the kept answer is looked up: bringing these up to date may count as a change.
  const figures = documentFigures(db);
  const tareas = adjustmentsByEstimate(db);
  return keptAnswer(db, `finanzas:${anio}`, () => {
    const lists = financeLists(db, tareas);
    const pagos = historialPagoListSchema.parse(listPagos(db));
    const cards = superAdminCardsOf({ ...lists, cobros: [], users: [] }, clientPaymentRows(lists));
    return finanzasWire(
      { ...cards, totalPagadoCents: payrollCents(figures) },
      moneyByMonth({ ...lists, pagos }, anio),
      anio,
    );
  });
}

export function resumenClientes(db: Database): ResumenClientes {
  const figures = documentFigures(db);
  const tareas = adjustmentsByEstimate(db);
  return keptAnswer(db, 'clientes', () => {
    const lists = financeLists(db, tareas);
    return clientesWire(
      clientPaymentRows(lists),
      withDocumentFigures(comparativaRows({ ...lists, cobros: [] }), figures),
    );
  });
}
