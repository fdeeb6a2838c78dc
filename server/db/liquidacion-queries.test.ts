import { cobroSchema, type Cobro } from '../../src/contract/cobro';
import { TEST_NOW } from '../test-support';
import { cobroJsonSql } from './cobro-json-sql';
import { payrollUsers, periodCobros, type PeriodCobro } from './liquidacion-queries';
import { migrate } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';
import { seedLarge } from './seed-large';

/**
 * A period's pay fields, read from the columns and kept between reads, are the cobros as
 * `listar_cobro/` sends them: the same values in the same order, before and after writes of
 * every kind (a bonus, a record's units, a cobro moved to another month, one deleted, one added),
 * and inside a transaction that rolls back.
 */

type Db = ReturnType<typeof openDatabase>;

/** The period's cobros as the JSON of `listar_cobro/` carries them, in the reader's shape. */
function fromJson(db: Db, anio: number, mes: string, names: boolean) {
  const where = (alias: string) => `WHERE ${alias}.anio = @anio AND ${alias}.mes = @mes`;
  const rows = db.prepare(cobroJsonSql(where('scoped'), where('c'))).pluck().all({ anio, mes }) as Buffer[];
  return rows.map((json) => shape(cobroSchema.parse(JSON.parse(json.toString('utf8'))), names));
}

function shape(cobro: Cobro | PeriodCobro, names: boolean) {
  const units = (records: readonly { unidades: number }[] | null | undefined) =>
    (records ?? []).map((record) => record.unidades);
  const ref = (user: { id: number; nombre?: string } | null | undefined) =>
    user ? { id: user.id, nombre: user.nombre } : null;
  return {
    id: cobro.id,
    tipo_tarea: cobro.tipo_tarea,
    cliente: names ? (cobro.cliente?.nombre ?? null) : null,
    documento: names ? (cobro.documento?.nombre_documento ?? null) : null,
    usuario_registra: ref(cobro.usuario_registra),
    usuario_supervisor: ref(cobro.usuario_supervisor),
    unidades: cobro.unidades,
    bonificado: cobro.bonificado,
    sancionado: cobro.sancionado,
    tarifa: cobro.tarifa,
    contenido: units(cobro.contenido),
    contenido_open: units(cobro.contenido_open),
    contenido_spr: units(cobro.contenido_spr),
  };
}

const read = (db: Db, anio: number, mes: string, names = false) =>
  periodCobros(db, anio, mes, payrollUsers(db), names).map((cobro) => shape(cobro, names));

function fixture() {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedLarge(db, { cobros: 600, users: 30, clients: 20, now: TEST_NOW });
  const [anio, mes] = db
    .prepare('SELECT anio, mes FROM cobros GROUP BY anio, mes ORDER BY count(*) DESC LIMIT 1')
    .raw()
    .get() as [number, string];
  const idsOf = () =>
    db.prepare('SELECT id FROM cobros WHERE anio = ? AND mes = ? ORDER BY id').pluck().all(anio, mes) as number[];
  return { db, anio, mes, idsOf };
}

describe('a period’s cobros for the payroll', () => {
  it('are the cobros of listar_cobro/ in that period, names included when asked', () => {
    const { db, anio, mes } = fixture();
    db.exec(`UPDATE cobros SET bonificado_cents = 1234, sancionado_cents = 7, unidades = 2.5
      WHERE id = (SELECT min(id) FROM cobros WHERE anio = ${anio} AND mes = '${mes}')`);
    const expected = fromJson(db, anio, mes, false);
    expect(expected.length).toBeGreaterThan(20);
    expect(read(db, anio, mes)).toEqual(expected);
    expect(read(db, anio, mes, true)).toEqual(fromJson(db, anio, mes, true));
  });

  it('stay the cobros of listar_cobro/ after each kind of write, reading again only what was written', () => {
    const { db, anio, mes, idsOf } = fixture();
    const other = mes === 'enero' ? 'febrero' : 'enero';
    expect(read(db, anio, mes)).toEqual(fromJson(db, anio, mes, false));
    read(db, anio, other);
    const [first, second, third] = idsOf();
    const withRecords = db.prepare('SELECT cobro_id FROM cobro_registros ORDER BY id LIMIT 1').pluck().get() as number;
    const writes = [
      `UPDATE cobros SET bonificado_cents = 999, sancionado_cents = 333 WHERE id = ${first}`,
      `UPDATE cobro_registros SET unidades = unidades + 0.1 WHERE cobro_id = ${withRecords}`,
      `DELETE FROM cobro_registros WHERE id = (SELECT max(id) FROM cobro_registros WHERE cobro_id = ${withRecords})`,
      `UPDATE cobros SET mes = '${other}' WHERE id = ${second}`,
      `UPDATE cobros SET mes = '${mes}' WHERE id = ${second}`,
      `DELETE FROM cobro_registros WHERE cobro_id = ${third}; DELETE FROM cobros WHERE id = ${third}`,
      `INSERT INTO cobros (cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea,
         unidades, fecha_creacion, anio, tarifa_cents)
       SELECT cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, 2, 17, fecha_creacion, anio, 40
       FROM cobros WHERE id = ${first}`,
      `UPDATE users SET first_name = 'Renombrado' WHERE id = (SELECT usuario_registra_id FROM cobros WHERE id = ${first})`,
    ];
    for (const write of writes) {
      db.exec(write);
      expect(read(db, anio, mes), write).toEqual(fromJson(db, anio, mes, false));
      expect(read(db, anio, other), write).toEqual(fromJson(db, anio, other, false));
    }
    expect(idsOf()).not.toContain(third);
  });

  it('read inside a transaction what it wrote, and after its rollback what stands', () => {
    const { db, anio, mes, idsOf } = fixture();
    const before = read(db, anio, mes);
    const [first] = idsOf();
    expect(() =>
      db.transaction(() => {
        db.exec(`UPDATE cobros SET bonificado_cents = 4321 WHERE id = ${first}`);
        expect(read(db, anio, mes)).toEqual(fromJson(db, anio, mes, false));
        expect(read(db, anio, mes)).not.toEqual(before);
        throw new Error('rollback');
      })(),
    ).toThrow('rollback');
    expect(read(db, anio, mes)).toEqual(before);
    expect(before).toEqual(fromJson(db, anio, mes, false));
  });
});
