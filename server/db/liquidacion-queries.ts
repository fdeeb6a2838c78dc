import type { Database, Statement } from './sqlite-driver';
import type { RecordKind } from '../../src/domain/task-types';
import type { PayCobro, PayrollUser } from '../../src/domain/pay';
import { USER_NAME_SQL } from './auditoria-queries';
import { markRowTriggers, trackDirtyGroups, type DirtyGroups } from './grouped-list';

/**
 * What a period's payroll is computed from: the pay fields of its cobros (units, records' units,
 * rate, bonus, discount, registering worker, supervisor), read straight from the columns
 * `listar_cobro/` writes its JSON from, so the server's figures and the app's 'Lista Pagos' go
 * through the same rule (src/domain/pay.ts) with the very same values; the pay statement adds each
 * cobro's client and document names. liquidacion-queries.test.ts compares the result with the
 * cobros as `listar_cobro/` sends them.
 *
 * A period's pay fields are kept between reads: TEMP triggers mark the cobros a write touches (its
 * row or its records), and the next read re-reads only those. A month is some 8,000 cobros and
 * 25,000 records at the large seed; re-reading them all took most of the payroll's time. Inside a
 * transaction nothing is kept or used: what it reads may yet roll back.
 */

type Ref = { id: number; nombre: string };
type Records = { unidades: number }[];

/** A cobro of the period as the payroll and the pay statement read it. */
export type PeriodCobro = PayCobro & {
  id: number;
  tipo_tarea: number;
  /** The names the pay statement prints; null unless asked for. */
  cliente: { nombre: string } | null;
  documento: { nombre_documento: string } | null;
  usuario_registra: Ref | null;
  usuario_supervisor: Ref | null;
  contenido: Records;
  contenido_open: Records;
  contenido_spr: Records;
};

/** A cobro's pay fields as kept: the users by id, named when a read builds its cobros. */
type PayRow = {
  id: number;
  registra: number;
  supervisor: number | null;
  tipo: number;
  unidades: number;
  bonificado: number;
  sancionado: number;
  tarifa: number;
  records: Record<RecordKind, number[]>;
};
type CobroRow = [number, number, number | null, number, number, number, number, number];
type RecordRow = [cobroId: number, kind: RecordKind, unidades: number];

const PAY_COLUMNS = `c.id, c.usuario_registra_id, c.usuario_supervisor_id, c.tipo_tarea, c.unidades,
  c.bonificado_cents, c.sancionado_cents, c.tarifa_cents`;
const IN_PERIOD = 'c.anio = @anio AND c.mes = @mes';
const IN_IDS = 'c.id IN (SELECT value FROM json_each(@ids))';

type Statements = {
  cobros: Statement;
  records: Statement;
  cobrosById: Statement;
  recordsById: Statement;
  names: Statement;
  users: Statement;
};

function prepare(db: Database): Statements {
  const cobros = (where: string) => db.prepare(`SELECT ${PAY_COLUMNS} FROM cobros c WHERE ${where}`).raw();
  const records = (where: string) =>
    db
      .prepare(
        `SELECT r.cobro_id, r.kind, r.unidades FROM cobros c JOIN cobro_registros r ON r.cobro_id = c.id
         WHERE ${where} ORDER BY r.cobro_id, r.id`,
      )
      .raw();
  return {
    cobros: cobros(IN_PERIOD),
    records: records(IN_PERIOD),
    cobrosById: cobros(`${IN_PERIOD} AND ${IN_IDS}`),
    recordsById: records(`${IN_PERIOD} AND ${IN_IDS}`),
    names: db
      .prepare(
        `SELECT c.id, cl.nombre, d.nombre_archivo FROM cobros c
         LEFT JOIN clientes cl ON cl.id = c.cliente_id LEFT JOIN documentos d ON d.id = c.documento_id
         WHERE ${IN_PERIOD}`,
      )
      .raw(),
    users: db.prepare(
      `SELECT u.id, ${USER_NAME_SQL('u')} AS nombre, r.nombre AS rol FROM users u LEFT JOIN roles r ON r.id = u.rol_id`,
    ),
  };
}

/** Pay rows by id from the cobro and record rows of a read. */
function payRows(cobros: CobroRow[], records: RecordRow[]): Map<number, PayRow> {
  const rows = new Map<number, PayRow>();
  for (const [id, registra, supervisor, tipo, unidades, bonificado, sancionado, tarifa] of cobros) {
    const records = { bill: [], open: [], spr: [] };
    rows.set(id, { id, registra, supervisor, tipo, unidades, bonificado, sancionado, tarifa, records });
  }
  for (const [cobroId, kind, unidades] of records) rows.get(cobroId)?.records[kind].push(unidades);
  return rows;
}

type KeptPeriod = { builtAt: number; rows: Map<number, PayRow> };
type Keeper = { statements: Statements; dirty: DirtyGroups | null; periods: Map<string, KeptPeriod> };

/** The periods kept at once: a year's months and then some; the oldest read goes first. */
const MAX_KEPT_PERIODS = 24;
const keepers = new WeakMap<Database, Keeper>();

function keeperOf(db: Database): Keeper {
  let keeper = keepers.get(db);
  if (!keeper) {
    keeper = { statements: prepare(db), dirty: null, periods: new Map() };
    keepers.set(db, keeper);
  }
  // The TEMP table and triggers are made outside a transaction, whose rollback would drop them.
  if (!keeper.dirty && !db.inTransaction) {
    const table = 'liquidacion_dirty';
    keeper.dirty = trackDirtyGroups(
      db,
      table,
      markRowTriggers(table, 'liquidacion_cobros', 'cobros', 'id') +
        markRowTriggers(table, 'liquidacion_registros', 'cobro_registros', 'cobro_id'),
      (id) => id,
    );
  }
  return keeper;
}

/** The period's pay rows, from what is kept and the cobros written since. */
function periodRows(db: Database, anio: number, mes: string): Map<number, PayRow> {
  const { statements, dirty, periods } = keeperOf(db);
  const period = { anio, mes };
  const readAll = () => payRows(statements.cobros.all(period) as CobroRow[], statements.records.all(period) as RecordRow[]);
  if (!dirty || db.inTransaction) return readAll();
  dirty.noteWrites();
  const key = `${anio}-${mes}`;
  const kept = periods.get(key);
  if (!kept) {
    const rows = readAll();
    if (periods.size >= MAX_KEPT_PERIODS) periods.delete(periods.keys().next().value as string);
    periods.set(key, { builtAt: dirty.version(), rows });
    return rows;
  }
  if (kept.builtAt !== dirty.version()) {
    const touched = dirty.touchedSince(kept.builtAt);
    for (const id of touched) kept.rows.delete(id);
    const ids = { ...period, ids: JSON.stringify(touched) };
    const fresh = payRows(statements.cobrosById.all(ids) as CobroRow[], statements.recordsById.all(ids) as RecordRow[]);
    for (const [id, row] of fresh) kept.rows.set(id, row);
    kept.builtAt = dirty.version();
  }
  return kept.rows;
}

const units = (values: readonly number[]): Records => values.map((unidades) => ({ unidades }));

/**
 * The period's cobros, newest first as `listar_cobro/` lists them, each with its records in the
 * order they were chosen; with `names`, each one's client and document. A user the cobro names
 * who no longer exists is no user (null), as in the cobro's JSON.
 */
export function periodCobros(
  db: Database,
  anio: number,
  mes: string,
  users: readonly PayrollUser[],
  names = false,
): PeriodCobro[] {
  const byId = new Map(users.map((user) => [user.id, user.nombre]));
  const ref = (id: number | null): Ref | null => {
    const nombre = id === null ? undefined : byId.get(id);
    return nombre === undefined ? null : { id: id as number, nombre };
  };
  const cobros = [...periodRows(db, anio, mes).values()]
    .sort((a, b) => b.id - a.id)
    .map(
      (row): PeriodCobro => ({
        id: row.id,
        tipo_tarea: row.tipo,
        cliente: null,
        documento: null,
        usuario_registra: ref(row.registra),
        usuario_supervisor: ref(row.supervisor),
        unidades: row.unidades,
        bonificado: row.bonificado / 100,
        sancionado: row.sancionado / 100,
        tarifa: row.tarifa / 100,
        contenido: units(row.records.bill),
        contenido_open: units(row.records.open),
        contenido_spr: units(row.records.spr),
      }),
    );
  if (names) {
    const named = new Map(cobros.map((cobro) => [cobro.id, cobro]));
    const rows = keeperOf(db).statements.names.all({ anio, mes }) as [number, string, string | null][];
    for (const [id, cliente, documento] of rows) {
      const cobro = named.get(id);
      if (!cobro) continue;
      cobro.cliente = { nombre: cliente };
      cobro.documento = documento === null ? null : { nombre_documento: documento };
    }
  }
  return cobros;
}

/** Every user with its name as the cobro answers write it and its current role. */
export function payrollUsers(db: Database): PayrollUser[] {
  return keeperOf(db).statements.users.all() as PayrollUser[];
}
