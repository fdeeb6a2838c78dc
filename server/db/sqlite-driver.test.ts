import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from './sqlite-driver';

let dir: string;
let db: Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cobros-driver-'));
  db = new Database(join(dir, 'x.sqlite'));
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, nombre TEXT, datos BLOB)');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = () => db.prepare('SELECT COUNT(*) FROM t').pluck().get();

describe('sqlite driver', () => {
  it('runs statements with positional, spread and named values', () => {
    const insert = db.prepare('INSERT INTO t (nombre) VALUES (?)');
    expect(insert.run('Ana')).toEqual({ changes: 1, lastInsertRowid: 1 });
    insert.run(['Luis']);
    db.prepare('INSERT INTO t (nombre) VALUES (@nombre)').run({ nombre: 'Rosa', sobra: 1 });
    insert.run(undefined);
    expect(db.prepare('SELECT id, nombre FROM t ORDER BY id').all()).toEqual([
      { id: 1, nombre: 'Ana' },
      { id: 2, nombre: 'Luis' },
      { id: 3, nombre: 'Rosa' },
      { id: 4, nombre: null },
    ]);
    expect(db.prepare('SELECT nombre FROM t WHERE id = ?').get(9)).toBeUndefined();
  });

  it('plucks the first column and returns raw arrays until switched back', () => {
    db.prepare("INSERT INTO t (nombre) VALUES ('a'), ('b')").run();
    const names = db.prepare('SELECT nombre, id FROM t ORDER BY id');
    expect(names.pluck().all()).toEqual(['a', 'b']);
    expect(names.get()).toBe('a');
    expect(names.raw().all()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(names.raw(false).get()).toEqual({ nombre: 'a', id: 1 });
    expect(db.prepare('SELECT nombre FROM t WHERE id = 9').pluck().get()).toBeUndefined();
  });

  it('reads BLOBs as Buffers in every mode', () => {
    db.prepare('INSERT INTO t (datos) VALUES (?)').run(Buffer.from('{"id":1}'));
    const blob = db.prepare('SELECT datos FROM t');
    const row = blob.get() as { datos: Buffer };
    expect(Buffer.isBuffer(row.datos)).toBe(true);
    expect(row.datos.toString()).toBe('{"id":1}');
    expect(Buffer.isBuffer(blob.pluck().get())).toBe(true);
    expect(Buffer.isBuffer((blob.raw().all()[0] as unknown[])[0])).toBe(true);
  });

  it('answers pragmas as rows or, with simple, as one value', () => {
    expect(db.pragma('foreign_keys', { simple: true })).toBe(0);
    db.pragma('user_version = 7');
    expect(db.pragma('user_version', { simple: true })).toBe(7);
    expect(db.pragma('journal_mode = WAL')).toEqual([{ journal_mode: 'wal' }]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('commits a transaction, rolls it back on a throw, and nests through savepoints', () => {
    const insert = db.prepare('INSERT INTO t (nombre) VALUES (?)');
    const add = db.transaction((nombre: string) => insert.run(nombre).lastInsertRowid);
    expect(add('Ana')).toBe(1);
    const failing = db.transaction(() => {
      insert.run('Luis');
      throw new Error('no');
    });
    expect(() => failing()).toThrow('no');
    expect(count()).toBe(1);
    const outer = db.transaction(() => {
      insert.run('Rosa');
      expect(() => failing()).toThrow('no');
      expect(db.inTransaction).toBe(true);
    });
    outer.immediate();
    expect(db.inTransaction).toBe(false);
    expect(db.prepare('SELECT nombre FROM t ORDER BY id').pluck().all()).toEqual(['Ana', 'Rosa']);
  });

  it('calls user functions from SQL', () => {
    db.function('doble', { deterministic: true }, (n: number) => n * 2);
    db.function('nada', () => null);
    expect(db.prepare('SELECT doble(21), nada()').raw().get()).toEqual([42, null]);
  });

  it('backs up online, opens read-only, and refuses a missing file when it must exist', async () => {
    db.prepare("INSERT INTO t (nombre) VALUES ('copiado')").run();
    const copyFile = join(dir, 'copia.sqlite');
    await db.backup(copyFile);
    const copy = new Database(copyFile, { readonly: true, fileMustExist: true });
    expect(copy.prepare('SELECT nombre FROM t').pluck().all()).toEqual(['copiado']);
    expect(() => copy.prepare("INSERT INTO t (nombre) VALUES ('x')").run()).toThrow(/readonly/);
    copy.close();
    expect(() => new Database(join(dir, 'no.sqlite'), { fileMustExist: true })).toThrow();
    writeFileSync(join(dir, 'basura.sqlite'), 'no es sqlite '.repeat(200));
    expect(() =>
      new Database(join(dir, 'basura.sqlite'), { readonly: true }).pragma('integrity_check'),
    ).toThrow(/not a database/);
  });
});
