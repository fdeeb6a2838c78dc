import { createAnswerCache } from './answer-cache';
import { TRACKED_TABLES } from './db/answer-writes';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open-database';
import { seedLarge } from './db/seed-large';

const NOW = new Date('2026-05-10T12:00:00Z');

describe('the answer cache', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedLarge(db, { cobros: 60, users: 8, clients: 4, now: NOW });
  const answers = createAnswerCache(db);
  let builds = 0;
  const documents = () =>
    answers(
      'documentos',
      () => {
        builds += 1;
        return [builds];
      },
      TRACKED_TABLES,
    );
  const anyWrite = () => answers('tareas', () => [Math.random()]);

  afterAll(() => db.close());

  it('keeps an answer that names its tables across writes to other tables', () => {
    const first = documents();
    const tareas = anyWrite();
    db.prepare('UPDATE cobros SET bonificado_cents = bonificado_cents + 1 WHERE id = 1').run();
    db.prepare('UPDATE users SET first_name = first_name WHERE id = 1').run();
    expect(documents()).toBe(first);
    // An answer that names no tables still goes at any write.
    expect(anyWrite()).not.toBe(tareas);
  });

  it.each([
    ['documentos', 'UPDATE documentos SET bill = NOT bill WHERE id = (SELECT min(id) FROM documentos)'],
    [
      'documento_registros',
      'DELETE FROM documento_registros WHERE id = (SELECT max(id) FROM documento_registros)',
    ],
    ['clientes', "UPDATE clientes SET nombre = nombre || ' ' WHERE id = (SELECT min(id) FROM clientes)"],
    [
      'cliente_agencias',
      'DELETE FROM cliente_agencias WHERE (cliente_id, agencia_id) = (SELECT cliente_id, agencia_id FROM cliente_agencias LIMIT 1)',
    ],
    ['agencias', "INSERT INTO agencias (nombre) VALUES ('Agencia nueva')"],
  ])('rebuilds it after a write to %s', (_table, write) => {
    const before = documents();
    db.prepare(write).run();
    expect(documents()).not.toBe(before);
  });

  it('keeps it when the write rolls back', () => {
    const before = documents();
    expect(() =>
      db.transaction(() => {
        db.prepare('UPDATE documentos SET bill = NOT bill').run();
        throw new Error('rollback');
      })(),
    ).toThrow('rollback');
    expect(documents()).toBe(before);
  });
});
