import type { Database, Statement } from './sqlite-driver';
import { markRowTriggers, trackDirtyGroups, type DirtyGroups } from './grouped-list';
import type { CobroEstimado } from '../../src/contract/finanzas';
import type { ComparativaCobro } from '../../src/domain/comparativa';
import type { PayCobro } from '../../src/domain/pay';
import { wireDate } from '../dates';

/**
 * What the summaries of extension `resumenes` read beside the lists the API already answers: the
 * documents without their records, and the cobros as only the figures they are priced and
 * compared by. The values are those `list_client_document…` and `listar_cobro/` send (a stored
 * REAL or céntimos over 100 reads back as the very double the wire's JSON holds), so the domain
 * computes the same céntimos from either.
 */

export type ResumenDocumento = {
  id: number;
  nombre_archivo: string;
  cliente: { id: number };
  fecha_creacion: string;
};

export type ResumenCobro = PayCobro & ComparativaCobro;

type DocumentoRow = { id: number; nombre_archivo: string; cliente_id: number; fecha_creacion: string };

/** How many rows this connection has written since it opened: a version of everything it holds. */
export function totalChanges(db: Database): number {
  return db.prepare('SELECT total_changes()').pluck().get() as number;
}

export function resumenDocumentos(db: Database): ResumenDocumento[] {
  const rows = db
    .prepare(
      'SELECT id, nombre_archivo, cliente_id, fecha_creacion FROM documentos ORDER BY fecha_creacion DESC, id DESC',
    )
    .all() as DocumentoRow[];
  return rows.map((row) => ({
    id: row.id,
    nombre_archivo: row.nombre_archivo,
    cliente: { id: row.cliente_id },
    fecha_creacion: wireDate(row.fecha_creacion),
  }));
}

type EstimadoRow = [
  id: number,
  documentoId: number,
  nombre: string,
  bill: number,
  notas: number,
  subirNotas: number,
  open: number,
  spr: number,
];

/**
 * The estimates as `listar_cobros_estimados/` sends them and its schema reads them, built from
 * the rows without the JSON round trip (céntimos over 100.0 are the very doubles its JSON holds).
 */
export function resumenEstimados(db: Database): CobroEstimado[] {
  const rows = db
    .prepare(
      `SELECT e.id, d.id, d.nombre_archivo, e.bill_cents / 100.0, e.notas_cents / 100.0,
         e.subir_notas_cents / 100.0, e.open_cents / 100.0, e.spr_cents / 100.0
       FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id ORDER BY e.id`,
    )
    .raw()
    .all() as EstimadoRow[];
  return rows.map(
    ([id, documentoId, nombre, bill, notas, subirNotas, open, spr]) =>
      ({
        id,
        documento: { id: documentoId, nombre },
        bill,
        notas,
        subir_notas: subirNotas,
        open,
        spr,
      }) satisfies CobroEstimado,
  );
}

type CobroRow = [
  id: number,
  documentoId: number | null,
  registraId: number,
  supervisorId: number | null,
  mes: string,
  tipoTarea: number,
  unidades: number,
  bonificadoCents: number,
  sancionadoCents: number,
  tarifaCents: number | null,
];

type Records = {
  contenido: { unidades: number }[];
  contenido_open: { unidades: number }[];
  contenido_spr: { unidades: number }[];
};

const RECORD_LIST = { bill: 'contenido', open: 'contenido_open', spr: 'contenido_spr' } as const;

const COBRO_COLUMNS = `id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea, unidades,
  bonificado_cents, sancionado_cents, tarifa_cents`;

/** Cobros without a document are kept under this key (no document has id 0). */
export const NO_DOCUMENT = 0;

const statements = new WeakMap<Database, { records: Statement; cobros: Statement }>();

/** One document's cobros (NO_DOCUMENT: those without one), through the cobros_documento index. */
function documentStatements(db: Database) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      records: db
        .prepare(
          `SELECT r.cobro_id, r.kind, r.unidades FROM cobros c JOIN cobro_registros r ON r.cobro_id = c.id
           WHERE c.documento_id IS @documento ORDER BY r.cobro_id, r.id`,
        )
        .raw(),
      cobros: db
        .prepare(`SELECT ${COBRO_COLUMNS} FROM cobros WHERE documento_id IS @documento ORDER BY id DESC`)
        .raw(),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

type RecordRow = [number, keyof typeof RECORD_LIST, number];

function cobrosOf(recordRows: readonly RecordRow[], rows: readonly CobroRow[]): ResumenCobro[] {
  const records = new Map<number, Records>();
  for (const [cobroId, kind, unidades] of recordRows) {
    let own = records.get(cobroId);
    if (!own) {
      own = { contenido: [], contenido_open: [], contenido_spr: [] };
      records.set(cobroId, own);
    }
    own[RECORD_LIST[kind]].push({ unidades });
  }
  return rows.map(
    ([id, documentoId, registraId, supervisorId, mes, tipoTarea, unidades, bonus, discount, tarifa]) => ({
      id,
      documento: documentoId === null ? null : { id: documentoId },
      // Names are not read: the summaries show no cobro.
      usuario_registra: { id: registraId, nombre: '' },
      usuario_supervisor: supervisorId === null ? null : { id: supervisorId },
      mes,
      tipo_tarea: tipoTarea,
      unidades,
      bonificado: bonus / 100,
      sancionado: discount / 100,
      tarifa: tarifa === null ? null : tarifa / 100,
      ...(records.get(id) ?? { contenido: [], contenido_open: [], contenido_spr: [] }),
    }),
  );
}

/**
 * Every cobro, newest first as the list sends them, with its records' units in the order the
 * list has them; only one document's (NO_DOCUMENT: those without one) when `documento` is given.
 */
export function resumenCobros(db: Database, documento?: number): ResumenCobro[] {
  if (documento !== undefined) {
    const { records, cobros } = documentStatements(db);
    const params = { documento: documento === NO_DOCUMENT ? null : documento };
    return cobrosOf(records.all(params) as RecordRow[], cobros.all(params) as CobroRow[]);
  }
  const recordRows = db
    .prepare('SELECT cobro_id, kind, unidades FROM cobro_registros ORDER BY cobro_id, id')
    .raw()
    .all() as RecordRow[];
  const rows = db.prepare(`SELECT ${COBRO_COLUMNS} FROM cobros ORDER BY id DESC`).raw().all() as CobroRow[];
  return cobrosOf(recordRows, rows);
}

/**
 * Which documents' cobros a write touched (NO_DOCUMENT for a cobro without one): TEMP triggers on
 * the cobros and their records, as the kept lists note theirs (grouped-list.ts), one mark per
 * document, so the summaries redo only those documents' figures.
 */
export function trackResumenDocuments(db: Database): DirtyGroups {
  const dirty = 'resumen_documentos_dirty';
  const documentOf = (row: 'new' | 'old') => `coalesce(${row}.documento_id, ${NO_DOCUMENT})`;
  const recordDocument = (row: 'new' | 'old') =>
    `SELECT coalesce(documento_id, ${NO_DOCUMENT}) FROM main.cobros WHERE id = ${row}.cobro_id`;
  return trackDirtyGroups(
    db,
    dirty,
    `
  CREATE TEMP TRIGGER IF NOT EXISTS resumen_cobros_insert AFTER INSERT ON main.cobros
    BEGIN INSERT INTO ${dirty} (id) VALUES (${documentOf('new')}); END;
  CREATE TEMP TRIGGER IF NOT EXISTS resumen_cobros_update AFTER UPDATE ON main.cobros
    BEGIN INSERT INTO ${dirty} (id) VALUES (${documentOf('old')}), (${documentOf('new')}); END;
  CREATE TEMP TRIGGER IF NOT EXISTS resumen_cobros_delete AFTER DELETE ON main.cobros
    BEGIN INSERT INTO ${dirty} (id) VALUES (${documentOf('old')}); END;
  CREATE TEMP TRIGGER IF NOT EXISTS resumen_registros_insert AFTER INSERT ON main.cobro_registros
    BEGIN INSERT INTO ${dirty} (id) ${recordDocument('new')}; END;
  CREATE TEMP TRIGGER IF NOT EXISTS resumen_registros_update AFTER UPDATE ON main.cobro_registros
    BEGIN INSERT INTO ${dirty} (id) ${recordDocument('old')}; INSERT INTO ${dirty} (id) ${recordDocument('new')}; END;
  CREATE TEMP TRIGGER IF NOT EXISTS resumen_registros_delete AFTER DELETE ON main.cobro_registros
    BEGIN INSERT INTO ${dirty} (id) ${recordDocument('old')}; END;`,
    (documento) => documento,
  );
}

/** [estimate id, suma, restar] of every adjustment, or of one estimate's. */
export function resumenAjustes(db: Database, estimado?: number): [number, number, number][] {
  const rows =
    estimado === undefined
      ? db.prepare('SELECT cobro_estimado_id, suma, restar FROM tareas').raw().all()
      : db
          .prepare('SELECT cobro_estimado_id, suma, restar FROM tareas WHERE cobro_estimado_id = ?')
          .raw()
          .all(estimado);
  return rows as [number, number, number][];
}

/** Which estimates' adjustments a write touched, by TEMP triggers on the adjustments (tareas). */
export function trackResumenAjustes(db: Database): DirtyGroups {
  const dirty = 'resumen_ajustes_dirty';
  return trackDirtyGroups(
    db,
    dirty,
    markRowTriggers(dirty, 'resumen_ajustes', 'tareas', 'cobro_estimado_id'),
    (estimado) => estimado,
  );
}
