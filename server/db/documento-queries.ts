import type { Database } from './sqlite-driver';
import type { DocumentoWire } from '../../src/contract/documento';
import { byNombreThenId } from '../../src/domain/collator';
import { wireDate } from '../dates';
import { estimateForDocument } from '../estimates';
import { statement } from './statement';

/** SQL of the document endpoints; every write is one transaction. */

type DocumentoRow = {
  id: number;
  cliente_id: number;
  nombre_archivo: string;
  tipo: number;
  bill: 0 | 1;
  notas: 0 | 1;
  fecha_creacion: string;
  hoja_procesada: string | null;
  rango_filas: string | null;
  cliente_nombre: string;
  total_registros: number;
};

/** What the cobro rules need of a document. */
export type DocumentoRefRow = { id: number; cliente_id: number; tipo: number };
export type DocumentoRegistroRow = { id: number; nombre_completo: string; unidades: number };
type AgenciaRow = { cliente_id: number; id: number; nombre: string };
type RegistroRow = { id: number; documento_id: number; nombre_completo: string; unidades: number };

export type RegistroWire = { id: number; nombre_completo: string; unidades: number };

/** The contract's document, with what this server always sends. */
export type DocumentoListItemWire = DocumentoWire & {
  id: number;
  nombre_archivo: string;
  fecha_creacion: string;
  cliente: { id_cliente: number; nombre_cliente: string; agencias: { id: number; nombre: string }[] };
  tipo: number;
  bill: boolean;
  notas: boolean;
  hoja_procesada: string | null;
  rango_filas: string | null;
  total_registros: number;
};

export type DocumentoDetailWire = DocumentoListItemWire & { contenido_registros: RegistroWire[] };

const SELECT_DOCUMENTOS = `
  SELECT d.id, d.cliente_id, d.nombre_archivo, d.tipo, d.bill, d.notas, d.fecha_creacion,
         d.hoja_procesada, d.rango_filas, c.nombre AS cliente_nombre,
         (SELECT COUNT(*) FROM documento_registros r WHERE r.documento_id = d.id) AS total_registros
  FROM documentos d JOIN clientes c ON c.id = d.cliente_id`;

/** Newest first; the id breaks ties between files of one upload, which share a timestamp. */
const NEWEST_FIRST = 'ORDER BY d.fecha_creacion DESC, d.id DESC';

function agenciasByCliente(db: Database, clienteIds: readonly number[]): Map<number, AgenciaRow[]> {
  const byCliente = new Map<number, AgenciaRow[]>();
  if (clienteIds.length === 0) return byCliente;
  const unique = [...new Set(clienteIds)];
  const rows = db
    .prepare(
      `SELECT ca.cliente_id, a.id, a.nombre FROM cliente_agencias ca JOIN agencias a ON a.id = ca.agencia_id
       WHERE ca.cliente_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(unique)) as AgenciaRow[];
  for (const row of rows) {
    const list = byCliente.get(row.cliente_id) ?? [];
    list.push(row);
    byCliente.set(row.cliente_id, list);
  }
  for (const list of byCliente.values()) list.sort(byNombreThenId);
  return byCliente;
}

function toListItem(row: DocumentoRow, agencias: Map<number, AgenciaRow[]>): DocumentoListItemWire {
  return {
    id: row.id,
    nombre_archivo: row.nombre_archivo,
    fecha_creacion: wireDate(row.fecha_creacion),
    cliente: {
      id_cliente: row.cliente_id,
      nombre_cliente: row.cliente_nombre,
      agencias: (agencias.get(row.cliente_id) ?? []).map(({ id, nombre }) => ({ id, nombre })),
    },
    tipo: row.tipo,
    bill: row.bill === 1,
    notas: row.notas === 1,
    hoja_procesada: row.hoja_procesada,
    rango_filas: row.rango_filas,
    total_registros: row.total_registros,
  };
}

function withRecords(db: Database, items: DocumentoListItemWire[]): DocumentoDetailWire[] {
  if (items.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT id, documento_id, nombre_completo, unidades FROM documento_registros
       WHERE documento_id IN (SELECT value FROM json_each(?)) ORDER BY documento_id, id`,
    )
    .all(JSON.stringify(items.map((item) => item.id))) as RegistroRow[];
  const byDocumento = new Map<number, RegistroWire[]>();
  for (const { documento_id, id, nombre_completo, unidades } of rows) {
    const list = byDocumento.get(documento_id) ?? [];
    list.push({ id, nombre_completo, unidades });
    byDocumento.set(documento_id, list);
  }
  return items.map((item) => ({ ...item, contenido_registros: byDocumento.get(item.id) ?? [] }));
}

function selectDocumentos(db: Database, where: string, params: readonly unknown[]): DocumentoListItemWire[] {
  const rows = db.prepare(`${SELECT_DOCUMENTOS} ${where} ${NEWEST_FIRST}`).all(...params) as DocumentoRow[];
  const agencias = agenciasByCliente(
    db,
    rows.map((row) => row.cliente_id),
  );
  return rows.map((row) => toListItem(row, agencias));
}

/** Each with its records: the Document of spec section 3 carries `contenido_registros`. */
export function listDocumentos(db: Database): DocumentoDetailWire[] {
  return withRecords(db, selectDocumentos(db, '', []));
}

export function findDocumento(db: Database, id: number): DocumentoDetailWire | undefined {
  return withRecords(db, selectDocumentos(db, 'WHERE d.id = ?', [id]))[0];
}

export type ClientDocumentsFilter = { clienteId: number; documentId?: number; tipo?: number };

export function listClientDocumentos(
  db: Database,
  filter: ClientDocumentsFilter,
  includeRecords: boolean,
): DocumentoListItemWire[] | DocumentoDetailWire[] {
  const conditions = ['d.cliente_id = ?'];
  const params: number[] = [filter.clienteId];
  if (filter.documentId !== undefined) {
    conditions.push('d.id = ?');
    params.push(filter.documentId);
  }
  if (filter.tipo !== undefined) {
    conditions.push('d.tipo = ?');
    params.push(filter.tipo);
  }
  const items = selectDocumentos(db, `WHERE ${conditions.join(' AND ')}`, params);
  return includeRecords ? withRecords(db, items) : items;
}

export function findDocumentoRef(db: Database, id: number): DocumentoRefRow | undefined {
  return db.prepare('SELECT id, cliente_id, tipo FROM documentos WHERE id = ?').get(id) as
    DocumentoRefRow | undefined;
}

export function documentoRegistros(db: Database, documentoId: number): DocumentoRegistroRow[] {
  return db
    .prepare(
      'SELECT id, nombre_completo, unidades FROM documento_registros WHERE documento_id = ? ORDER BY id',
    )
    .all(documentoId) as DocumentoRegistroRow[];
}

export type NewDocumento = {
  clienteId: number;
  nombreArchivo: string;
  tipo: 1 | 2;
  bill: boolean;
  notas: boolean;
  fechaCreacion: string;
  hojaProcesada: string;
  rangoFilas: string;
  nombres: readonly string[];
  unidades: readonly number[];
};

/** The document, all its records and its cobro estimado, or (on any error) none of them. */
export function insertDocumento(
  db: Database,
  documento: NewDocumento,
): { documentoId: number; estimadoId: number; registroIds: number[] } {
  return db.transaction(() => {
    const documentoId = Number(
      statement(
        db,
        `INSERT INTO documentos (cliente_id, nombre_archivo, tipo, bill, notas, fecha_creacion, hoja_procesada, rango_filas)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        documento.clienteId,
        documento.nombreArchivo,
        documento.tipo,
        documento.bill ? 1 : 0,
        documento.notas ? 1 : 0,
        documento.fechaCreacion,
        documento.hojaProcesada,
        documento.rangoFilas,
      ).lastInsertRowid,
    );
    const insertRegistro = statement(
      db,
      'INSERT INTO documento_registros (documento_id, nombre_completo, unidades) VALUES (?, ?, ?)',
    );
    const registroIds = documento.nombres.map((nombre, index) =>
      Number(insertRegistro.run(documentoId, nombre, documento.unidades[index]).lastInsertRowid),
    );
    const estimate = estimateForDocument(
      { bill: documento.bill, notas: documento.notas },
      documento.unidades,
    );
    const estimadoId = Number(
      statement(
        db,
        `INSERT INTO cobros_estimados (documento_id, bill_cents, notas_cents, subir_notas_cents, open_cents, spr_cents)
         VALUES (@documento_id, @bill_cents, @notas_cents, @subir_notas_cents, @open_cents, @spr_cents)`,
      ).run({ documento_id: documentoId, ...estimate }).lastInsertRowid,
    );
    return { documentoId, estimadoId, registroIds };
  })();
}

/**
 * New flags and the estimate amounts that follow from them. Open and SPR are left as they are:
 * only tareas move them, and they do not depend on the flags.
 */
export function updateDocumentoFlags(
  db: Database,
  id: number,
  flags: { bill: boolean; notas: boolean },
): boolean {
  return db.transaction(() => {
    const changed = db
      .prepare('UPDATE documentos SET bill = ?, notas = ? WHERE id = ?')
      .run(flags.bill ? 1 : 0, flags.notas ? 1 : 0, id).changes;
    if (changed === 0) return false;
    const units = (
      db.prepare('SELECT unidades FROM documento_registros WHERE documento_id = ?').all(id) as {
        unidades: number;
      }[]
    ).map((row) => row.unidades);
    const { bill_cents, notas_cents, subir_notas_cents } = estimateForDocument(flags, units);
    const params = { documento_id: id, bill_cents, notas_cents, subir_notas_cents };
    const updated = db
      .prepare(
        `UPDATE cobros_estimados SET bill_cents = @bill_cents, notas_cents = @notas_cents,
           subir_notas_cents = @subir_notas_cents WHERE documento_id = @documento_id`,
      )
      .run(params).changes;
    // A document saved before estimates existed gets one now rather than staying off the books.
    if (updated === 0) {
      db.prepare(
        `INSERT INTO cobros_estimados (documento_id, bill_cents, notas_cents, subir_notas_cents, open_cents, spr_cents)
         VALUES (@documento_id, @bill_cents, @notas_cents, @subir_notas_cents, 0, 0)`,
      ).run(params);
    }
    return true;
  })();
}

export type DeleteOutcome =
  | { deleted: true }
  | { deleted: false; reason: 'not_found' }
  | { deleted: false; reason: 'in_use'; cobros: number };

/**
 * Removes the document with its records, its estimate and the estimate's tareas. A document
 * that cobros point at stays: those cobros are what workers were paid for.
 */
export function deleteDocumento(db: Database, id: number): DeleteOutcome {
  return db.transaction((): DeleteOutcome => {
    if (!db.prepare('SELECT 1 FROM documentos WHERE id = ?').get(id))
      return { deleted: false, reason: 'not_found' };
    const { cobros } = db.prepare('SELECT COUNT(*) AS cobros FROM cobros WHERE documento_id = ?').get(id) as {
      cobros: number;
    };
    if (cobros > 0) return { deleted: false, reason: 'in_use', cobros };
    db.prepare(
      'DELETE FROM tareas WHERE cobro_estimado_id IN (SELECT id FROM cobros_estimados WHERE documento_id = ?)',
    ).run(id);
    db.prepare('DELETE FROM cobros_estimados WHERE documento_id = ?').run(id);
    db.prepare('DELETE FROM documento_registros WHERE documento_id = ?').run(id);
    db.prepare('DELETE FROM documentos WHERE id = ?').run(id);
    return { deleted: true };
  })();
}
