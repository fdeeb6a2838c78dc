import type { Database } from './sqlite-driver';
import { fromCents } from '../../src/domain/cents';
import type { AccountInput } from '../../src/domain/client-account';
import { wireDate } from '../dates';
import { DOLLARS_PER_UNIT } from '../estimates';
import { statement } from './statement';

/**
 * The reads of extension `estado_cuenta`: a client's documents, estimates, adjustments and
 * payments in the shapes the domain's account functions take (amounts as the lists answer them,
 * days as the wire writes them), and the pairing of payments with their extra amounts that
 * `verificar_saldos` checks.
 */

export type ClienteRef = { id: number; nombre: string };

type DocumentoRow = { id: number; nombre_archivo: string; cliente_id: number; fecha_creacion: string };
type EstimadoRow = {
  id: number;
  documento_id: number;
  bill_cents: number;
  notas_cents: number;
  subir_notas_cents: number;
  open_cents: number;
  spr_cents: number;
};
type TareaRow = {
  id: number;
  cobro_estimado_id: number;
  tarea: number;
  suma: number;
  restar: number;
  fecha: string;
};
type PagoRow = { id: number; cliente_id: number; monto_cents: number; fecha: string };

export function findClienteRef(db: Database, id: number): ClienteRef | undefined {
  return statement(db, 'SELECT id, nombre FROM clientes WHERE id = ?').get(id) as ClienteRef | undefined;
}

export function listClienteRefs(db: Database): ClienteRef[] {
  return statement(db, 'SELECT id, nombre FROM clientes ORDER BY id').all() as ClienteRef[];
}

/** The names of a client's agencies, by name. */
export function clienteAgencias(db: Database, clienteId: number): string[] {
  return statement(
    db,
    `SELECT a.nombre FROM cliente_agencias ca JOIN agencias a ON a.id = ca.agencia_id
     WHERE ca.cliente_id = ? ORDER BY a.nombre, a.id`,
  )
    .pluck()
    .all(clienteId) as string[];
}

/** One client's rows (or every client's, without an id), ready for `movementsByClient`. */
export function accountInputOf(db: Database, clienteId?: number): AccountInput {
  const one = clienteId !== undefined;
  const byClient = one ? 'WHERE d.cliente_id = ?' : '';
  const params = one ? [clienteId] : [];
  const documentos = statement(
    db,
    `SELECT d.id, d.nombre_archivo, d.cliente_id, d.fecha_creacion FROM documentos d ${byClient} ORDER BY d.id`,
  ).all(...params) as DocumentoRow[];
  const estimados = statement(
    db,
    `SELECT e.id, e.documento_id, e.bill_cents, e.notas_cents, e.subir_notas_cents, e.open_cents, e.spr_cents
     FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id ${byClient} ORDER BY e.id`,
  ).all(...params) as EstimadoRow[];
  const tareas = statement(
    db,
    `SELECT t.id, t.cobro_estimado_id, t.tarea, t.suma, t.restar, t.fecha
     FROM tareas t JOIN cobros_estimados e ON e.id = t.cobro_estimado_id JOIN documentos d ON d.id = e.documento_id
     ${byClient} ORDER BY t.id`,
  ).all(...params) as TareaRow[];
  const pagos = statement(
    db,
    `SELECT id, cliente_id, monto_cents, fecha FROM historial_pago ${one ? 'WHERE cliente_id = ?' : ''} ORDER BY id`,
  ).all(...params) as PagoRow[];
  return {
    documentos: documentos.map((row) => ({
      id: row.id,
      nombre_archivo: row.nombre_archivo,
      cliente: { id: row.cliente_id },
      fecha_creacion: wireDate(row.fecha_creacion),
    })),
    estimados: estimados.map((row) => ({
      id: row.id,
      documento: { id: row.documento_id },
      bill: fromCents(row.bill_cents),
      notas: fromCents(row.notas_cents),
      subir_notas: fromCents(row.subir_notas_cents),
      open: fromCents(row.open_cents),
      spr: fromCents(row.spr_cents),
    })),
    // Units at 1 dollar a unit, as listar_tarea/ answers them and the screens count them.
    tareas: tareas.map((row) => ({
      id: row.id,
      cobro: row.cobro_estimado_id,
      tarea: row.tarea,
      suma: row.suma * DOLLARS_PER_UNIT,
      restar: row.restar * DOLLARS_PER_UNIT,
      fecha: wireDate(row.fecha),
    })),
    pagos: pagos.map((row) => ({
      id: row.id,
      cliente_id: row.cliente_id,
      monto: fromCents(row.monto_cents),
      fecha: wireDate(row.fecha),
    })),
  };
}

/** A payment of the history with the extra amount it holds (all null when it holds none). */
export type PagoLink = {
  id: number;
  cliente_id: number;
  monto_cents: number;
  monto_id: number | null;
  monto_cliente_id: number | null;
  monto_monto_cents: number | null;
};

export function listPagoLinks(db: Database): PagoLink[] {
  return statement(
    db,
    `SELECT p.id, p.cliente_id, p.monto_cents, m.id AS monto_id, m.cliente_id AS monto_cliente_id,
       m.monto_cents AS monto_monto_cents
     FROM historial_pago p LEFT JOIN montos_extra m ON m.id = p.monto_extra_id ORDER BY p.id`,
  ).all() as PagoLink[];
}

/** The extra amounts no payment of the history holds. */
export function listMontosSinPago(db: Database): { id: number; cliente_id: number; monto_cents: number }[] {
  return statement(
    db,
    `SELECT m.id, m.cliente_id, m.monto_cents FROM montos_extra m
     WHERE NOT EXISTS (SELECT 1 FROM historial_pago p WHERE p.monto_extra_id = m.id) ORDER BY m.id`,
  ).all() as { id: number; cliente_id: number; monto_cents: number }[];
}
