import type { Database } from './sqlite-driver';
import { normalizeForSearch } from '../../src/domain/collator';
import { randomTools, type Random } from '../../src/domain/seeded-random';
import { ROLES, type Role } from '../../src/domain/roles';
import { sum } from '../../src/domain/numeric';
import { recordKindForTask, type TaskType } from '../../src/domain/task-types';
import { recordUnitsForTask, taskUnits } from '../../src/domain/units';
import { estimateForDocument, type EstimateCents } from '../estimates';
import { insertCobro } from './cobro-row-queries';
import { insertDocumento, type NewDocumento } from './documento-queries';
import { insertMontoExtra } from './monto-extra-queries';
import { statement } from './statement';
import { insertRol } from './usuario-queries';

export { randomTools, type Random };

/**
 * What the two seeds (seed.ts, the demo; seed-large.ts, production size) share: fixed ids, a
 * deterministic generator, and every write, through the same insert functions the routes use.
 * Units come from src/domain, as the API computes them.
 */

/** Role ids are fixed (1 SuperAdmin … 5 user_Supervisado) because the real backend's are. */
export const ROLE_IDS: Readonly<Record<Role, number>> = Object.fromEntries(
  ROLES.map((role, index) => [role, index + 1]),
) as Record<Role, number>;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Running totals of `weights`, for `weighted`. */
export function cumulate(weights: readonly number[]): number[] {
  const totals: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    totals.push(total);
  }
  return totals;
}

/** Plain ASCII for e-mails, usernames and file names. */
export function slug(text: string, separator = '_'): string {
  return normalizeForSearch(text)
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

export function seedRoles(db: Database): void {
  for (const role of ROLES) insertRol(db, { id: ROLE_IDS[role], nombre: role });
}

export type SeedRegistro = { id: number; nombre: string; unidades: number };

export type SeededDocumento = {
  id: number;
  estimadoId: number;
  clienteId: number;
  tipo: 1 | 2;
  bill: boolean;
  notas: boolean;
  registros: SeedRegistro[];
  estimate: EstimateCents;
};

/** A processed spreadsheet: the document, its records and its estimate (backend-notes "Cobro estimado"). */
export function seedDocumento(
  db: Database,
  documento: Pick<
    NewDocumento,
    'clienteId' | 'nombreArchivo' | 'tipo' | 'bill' | 'notas' | 'fechaCreacion'
  > & {
    registros: readonly { nombre: string; unidades: number }[];
  },
): SeededDocumento {
  const unidades = documento.registros.map((registro) => registro.unidades);
  const { documentoId, estimadoId, registroIds } = insertDocumento(db, {
    clienteId: documento.clienteId,
    nombreArchivo: documento.nombreArchivo,
    tipo: documento.tipo,
    bill: documento.bill,
    notas: documento.notas,
    fechaCreacion: documento.fechaCreacion,
    hojaProcesada: 'Hoja1',
    rangoFilas: `2-${documento.registros.length + 1}`,
    nombres: documento.registros.map((registro) => registro.nombre),
    unidades,
  });
  return {
    id: documentoId,
    estimadoId,
    clienteId: documento.clienteId,
    tipo: documento.tipo,
    bill: documento.bill,
    notas: documento.notas,
    registros: documento.registros.map((registro, index) => ({ ...registro, id: registroIds[index] })),
    estimate: estimateForDocument({ bill: documento.bill, notas: documento.notas }, unidades),
  };
}

/** What a client is charged for a document: the estimate's bill, notas and subir-notas amounts. */
export function estimatedCents(documento: SeededDocumento): number {
  const { bill_cents, notas_cents, subir_notas_cents } = documento.estimate;
  return bill_cents + notas_cents + subir_notas_cents;
}

export type SeedCobro = {
  documento: SeededDocumento;
  tipo: TaskType;
  /** The records chosen (tipos 1, 4 and 5); ignored for tipos 2 and 3. */
  chosen: readonly SeedRegistro[];
  usuarioRegistraId: number;
  usuarioSupervisorId: number | null;
  mes: string;
  fecha: Date;
  bonificadoCents: number;
  sancionadoCents: number;
  notaBonificado: string | null;
  notaSancionado: string | null;
  pagado: boolean;
};

/**
 * A cobro with its records, its units by the rule of spec section 9 (as insertar_cobro/ computes
 * them), and for Open and SPR the adjustment the app adds to the document's estimate.
 */
export function seedCobro(db: Database, cobro: SeedCobro): { id: number; unidades: number } {
  const { documento, tipo } = cobro;
  const perRecord = tipo === 1 || tipo === 4 || tipo === 5;
  const chosen = perRecord ? cobro.chosen : [];
  const unidades = taskUnits(tipo, {
    recordCount: documento.registros.length,
    totalUnits: sum(documento.registros.map((registro) => registro.unidades)),
    selectedRecordUnits: chosen.map((registro) => registro.unidades),
  });
  const fecha = cobro.fecha.toISOString();
  const id = insertCobro(db, {
    cliente_id: documento.clienteId,
    documento_id: documento.id,
    usuario_registra_id: cobro.usuarioRegistraId,
    usuario_supervisor_id: cobro.usuarioSupervisorId,
    mes: cobro.mes,
    tipo_tarea: tipo,
    unidades,
    bonificado_cents: cobro.bonificadoCents,
    sancionado_cents: cobro.sancionadoCents,
    nota_bonificado: cobro.notaBonificado,
    nota_sancionado: cobro.notaSancionado,
    pagado: cobro.pagado,
    fecha_creacion: fecha,
    kind: recordKindForTask(tipo),
    lines: chosen.map((registro) => ({
      registro_id: registro.id,
      nombre_completo: registro.nombre,
      unidades: recordUnitsForTask(tipo, registro.unidades),
    })),
  });
  // Open and SPR estimates start at 0; the app adds an adjustment for each such cobro.
  if (tipo === 4 || tipo === 5) seedTarea(db, documento.estimadoId, tipo, unidades, 0, fecha);
  return { id, unidades };
}

/** An adjustment of a document's estimate (a tarea of the comparison screen). */
export function seedTarea(
  db: Database,
  estimadoId: number,
  tarea: TaskType,
  suma: number,
  restar: number,
  fecha: string,
): void {
  statement(
    db,
    'INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, ?, ?, ?, ?)',
  ).run(estimadoId, tarea, suma, restar, fecha);
}

export type SeedPayment = {
  clienteId: number;
  montoCents: number;
  /** When the money came in; the payment's date is its local calendar day. */
  paidAt: Date;
  paymentDate: string;
};

export type SeedFund = { clienteId: number; montoCents: number; descripcion: string; fecha: Date };

/**
 * Client payments as the app registers them: the extra amount (money received), its history row,
 * and fund movements. Both seeds end here, inside their transaction, so a further seed of the
 * finance tables hooks in with one call at the end of this function.
 */
export function seedPayments(
  db: Database,
  payments: readonly SeedPayment[],
  funds: readonly SeedFund[],
): void {
  const insertPago = statement(
    db,
    'INSERT INTO historial_pago (cliente_id, monto_cents, fecha) VALUES (?, ?, ?)',
  );
  for (const payment of payments) {
    insertMontoExtra(db, {
      clienteId: payment.clienteId,
      montoCents: payment.montoCents,
      fechaRegistro: payment.paidAt.toISOString(),
    });
    insertPago.run(payment.clienteId, payment.montoCents, payment.paymentDate);
  }
  const insertFondo = statement(
    db,
    'INSERT INTO historial_fondo (cliente_id, monto_cents, descripcion, fecha) VALUES (?, ?, ?, ?)',
  );
  for (const fund of funds) {
    insertFondo.run(fund.clienteId, fund.montoCents, fund.descripcion, fund.fecha.toISOString());
  }
}
