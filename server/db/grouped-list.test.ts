import { gunzipSync } from 'node:zlib';
import { LIST_GROUP_IDS, bringUpToDate, keepList, markRowTriggers, trackDirtyGroups } from './grouped-list';
import { migrate } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';
import { seedLarge } from './seed-large';
import { tareaListAnswer } from './tareas-queries';

const NOW = new Date('2026-05-10T12:00:00Z');

function setUp() {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedLarge(db, { cobros: 60, users: 8, clients: 4, now: NOW });
  // Enough tasks for three groups of ids, so a write can touch one and leave the others.
  const estimados = db.prepare('SELECT id FROM cobros_estimados ORDER BY id').pluck().all() as number[];
  const insert = db.prepare(
    "INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, ?, ?, ?, '2026-05-01')",
  );
  db.transaction(() => {
    for (
      let i = db.prepare('SELECT count(*) FROM tareas').pluck().get() as number;
      i < LIST_GROUP_IDS * 2 + 100;
      i++
    )
      insert.run(estimados[i % estimados.length], (i % 5) + 1, i % 7, i % 3);
  })();
  return db;
}

type Db = ReturnType<typeof setUp>;

/** listar_tarea/ read whole from the table, as the reference answer. */
function freshTareas(db: Db): unknown[] {
  return (
    db.prepare('SELECT id, tarea, cobro_estimado_id, suma, restar FROM tareas ORDER BY id').all() as {
      id: number;
      tarea: number;
      cobro_estimado_id: number;
      suma: number;
      restar: number;
    }[]
  ).map((row) => ({
    id: row.id,
    tipo_tarea: row.tarea,
    cobro: { id: row.cobro_estimado_id, tarea: row.tarea, suma: row.suma, restar: row.restar },
  }));
}

function expectCurrent(db: Db) {
  const answer = tareaListAnswer(db);
  const expected = freshTareas(db);
  expect(answer.size).toBe(answer.body().length);
  expect(JSON.parse(answer.body().toString('utf8'))).toEqual(expected);
  expect(JSON.parse(gunzipSync(answer.encoded('gzip')).toString('utf8'))).toEqual(expected);
}

describe('listar_tarea/ kept in groups of ids', () => {
  const db = setUp();
  afterAll(() => db.close());

  it('answers every task in id order, plain and gzipped', () => {
    expect(freshTareas(db).length).toBeGreaterThan(LIST_GROUP_IDS * 2);
    expectCurrent(db);
  });

  it('keeps the same answer while nothing is written, or when a write rolls back', () => {
    const before = tareaListAnswer(db);
    expect(tareaListAnswer(db)).toBe(before);
    expect(() =>
      db.transaction(() => {
        db.prepare('UPDATE tareas SET suma = suma + 1').run();
        throw new Error('rollback');
      })(),
    ).toThrow('rollback');
    expect(tareaListAnswer(db)).toBe(before);
  });

  it.each([
    [
      'a task added',
      "INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) SELECT min(id), 4, 2.5, 0, '2026-05-02' FROM cobros_estimados",
    ],
    ['a task changed', 'UPDATE tareas SET suma = suma + 3 WHERE id = (SELECT min(id) FROM tareas)'],
    ['a task deleted', `DELETE FROM tareas WHERE id = ${LIST_GROUP_IDS + 5}`],
    ['a task moved to another kind', `UPDATE tareas SET tarea = 5 WHERE id = ${LIST_GROUP_IDS * 2 + 1}`],
    // The foreign key's cascade deletes the estimate's tasks, and their triggers fire.
    [
      'a document deleted with its estimate',
      'DELETE FROM documentos WHERE id = (SELECT documento_id FROM cobros_estimados ORDER BY id LIMIT 1)',
    ],
    [
      'every task of a group deleted',
      `DELETE FROM tareas WHERE id BETWEEN ${LIST_GROUP_IDS} AND ${LIST_GROUP_IDS * 2 - 1}`,
    ],
  ])('shows %s at once', (_what, write) => {
    const before = tareaListAnswer(db);
    db.prepare(write).run();
    expect(tareaListAnswer(db)).not.toBe(before);
    expectCurrent(db);
  });
});

describe('bringing groups up to date', () => {
  const db = setUp();
  afterAll(() => db.close());
  const dirty = trackDirtyGroups(
    db,
    'test_dirty',
    markRowTriggers('test_dirty', 'test_tarea', 'tareas', 'id'),
  );
  const read = db
    .prepare(
      "SELECT CAST(json_object('id', id) AS BLOB), id FROM tareas WHERE id BETWEEN :lo AND :hi ORDER BY id",
    )
    .raw();
  const all = () =>
    db.prepare("SELECT CAST(json_object('id', id) AS BLOB), id FROM tareas ORDER BY id").raw().all() as [
      Buffer,
      number,
    ][];

  it('reads again only the groups a write touched', () => {
    const kept = keepList(all(), dirty, false);
    const untouched = kept.groups.get(0);
    db.prepare(
      `UPDATE tareas SET suma = suma + 1 WHERE id IN (${LIST_GROUP_IDS + 1}, ${LIST_GROUP_IDS * 2 + 2})`,
    ).run();
    dirty.noteWrites();
    const ranges: { lo: number; hi: number }[] = [];
    bringUpToDate(
      kept,
      dirty,
      (range) => {
        ranges.push(range);
        return read.all(range) as [Buffer, number][];
      },
      false,
    );
    expect(ranges).toEqual([
      { lo: LIST_GROUP_IDS, hi: LIST_GROUP_IDS * 2 - 1 },
      { lo: LIST_GROUP_IDS * 2, hi: LIST_GROUP_IDS * 3 - 1 },
    ]);
    expect(kept.groups.get(0)).toBe(untouched);
    expect(JSON.parse(kept.answer.body().toString('utf8'))).toEqual(
      all().map(([json]) => JSON.parse(json.toString('utf8'))),
    );
    // Nothing written since: nothing is read again.
    ranges.length = 0;
    dirty.noteWrites();
    bringUpToDate(kept, dirty, (range) => (ranges.push(range), []), false);
    expect(ranges).toEqual([]);
  });

  it('lays the groups newest first when asked', () => {
    const kept = keepList(all(), dirty, true);
    const ids = (JSON.parse(kept.answer.body().toString('utf8')) as { id: number }[]).map((item) => item.id);
    expect(ids[0]).toBeGreaterThanOrEqual(LIST_GROUP_IDS * 2);
    expect(ids.at(-1)).toBeLessThan(LIST_GROUP_IDS);
  });
});
