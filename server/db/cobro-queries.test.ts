import { cobroListSchema, cobroSchema, type CobroWire } from '../../src/contract/cobro';
import { TEST_NOW } from '../test-support';
import { createCobroReader, type CobroScope } from './cobro-queries';
import { migrate } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';
import { seedLarge } from './seed-large';

type Db = ReturnType<typeof openDatabase>;

/**
 * The answer read the plain way, row by row in JavaScript, to hold the SQL-built JSON to.
 * Agencies in SQLite's NOCASE order: ASCII case folded, then code points.
 */
function oracle(
  db: Db,
  keep: (cobro: { usuario_registra_id: number; usuario_supervisor_id: number | null }) => boolean,
) {
  type Row = Record<string, unknown>;
  const rows = <T = Row>(sql: string) => db.prepare(sql).all() as T[];
  const users = new Map(
    rows<{ id: number; first_name: string; last_name: string; username: string }>('SELECT * FROM users').map(
      (user) => {
        const nombre =
          [user.first_name.trim(), user.last_name.trim()].filter(Boolean).join(' ') || user.username;
        return [user.id, { id: user.id, nombre }];
      },
    ),
  );
  const fold = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const agencias = rows<{ cliente_id: number; id: number; nombre: string }>(
    'SELECT ca.cliente_id, a.id, a.nombre FROM cliente_agencias ca JOIN agencias a ON a.id = ca.agencia_id',
  );
  const clientes = new Map(
    rows<{ id: number; nombre: string }>('SELECT id, nombre FROM clientes').map((cliente) => [
      cliente.id,
      {
        id: cliente.id,
        nombre: cliente.nombre,
        agencias: agencias
          .filter((agencia) => agencia.cliente_id === cliente.id)
          .sort((a, b) =>
            fold(a.nombre) < fold(b.nombre) ? -1 : fold(a.nombre) > fold(b.nombre) ? 1 : a.id - b.id,
          )
          .map(({ id, nombre }) => ({ id, nombre })),
      },
    ]),
  );
  const documentos = new Map(
    rows<{ id: number; nombre_archivo: string }>('SELECT id, nombre_archivo FROM documentos').map(
      (documento) => [documento.id, { id: documento.id, nombre_documento: documento.nombre_archivo }],
    ),
  );
  const registros = rows<{
    cobro_id: number;
    kind: string;
    registro_id: number | null;
    nombre_completo: string;
    unidades: number;
  }>('SELECT * FROM cobro_registros ORDER BY id');
  const list = (cobroId: number, kind: string) =>
    registros
      .filter((registro) => registro.cobro_id === cobroId && registro.kind === kind)
      .map((registro) => ({
        id: registro.registro_id,
        nombre_completo: registro.nombre_completo,
        unidades: registro.unidades,
      }));
  return rows<{
    id: number;
    cliente_id: number;
    documento_id: number | null;
    usuario_registra_id: number;
    usuario_supervisor_id: number | null;
    mes: string;
    tipo_tarea: number;
    unidades: number;
    bonificado_cents: number;
    sancionado_cents: number;
    nota_bonificado: string | null;
    nota_sancionado: string | null;
    pagado: number;
    fecha_creacion: string;
    anio: number;
    tarifa_cents: number;
  }>('SELECT * FROM cobros ORDER BY id DESC')
    .filter(keep)
    .map((cobro): CobroWire => ({
      id: cobro.id,
      cliente: clientes.get(cobro.cliente_id) ?? null,
      documento: cobro.documento_id === null ? null : (documentos.get(cobro.documento_id) ?? null),
      usuario_registra: users.get(cobro.usuario_registra_id) ?? null,
      usuario_supervisor:
        cobro.usuario_supervisor_id === null ? null : (users.get(cobro.usuario_supervisor_id) ?? null),
      mes: cobro.mes,
      tipo_tarea: cobro.tipo_tarea,
      unidades: cobro.unidades,
      bonificado: cobro.bonificado_cents / 100,
      sancionado: cobro.sancionado_cents / 100,
      nota_bonificado: cobro.nota_bonificado,
      nota_sancionado: cobro.nota_sancionado,
      contenido: list(cobro.id, 'bill'),
      contenido_open: list(cobro.id, 'open'),
      contenido_spr: list(cobro.id, 'spr'),
      pagado: cobro.pagado === 1,
      fecha_creacion: cobro.fecha_creacion,
      anio: cobro.anio,
      tarifa: cobro.tarifa_cents / 100,
    }));
}

const parse = (bytes: Buffer | undefined): unknown => JSON.parse(bytes?.toString('utf8') ?? 'null');

describe('createCobroReader', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedLarge(db, { cobros: 800, users: 40, clients: 30, now: TEST_NOW });

  // The awkward cases a seed never produces.
  db.exec(`
    UPDATE users SET first_name = '', last_name = '  ' WHERE id = 6;
    UPDATE users SET first_name = ' Ana ', last_name = '' WHERE id = 7;
    UPDATE cobros SET usuario_registra_id = 6 WHERE id = 11;
    UPDATE cobros SET usuario_registra_id = 7 WHERE id = 12;
    UPDATE clientes SET nombre = 'Clínica "El Sol" \\ Norte' || char(10) || 'Sede 2 😀' WHERE id = 2;
    INSERT INTO agencias (id, nombre) VALUES (901, 'Ágape Salud'), (902, 'agencia minúscula'), (903, 'Zeta');
    INSERT INTO cliente_agencias (cliente_id, agencia_id) VALUES (2, 903), (2, 901), (2, 902);
    UPDATE cobros SET bonificado_cents = 1234, nota_bonificado = 'Bono "extra"', sancionado_cents = 7, unidades = 2.5 WHERE id = 3;
    UPDATE cobros SET unidades = 0.1 + 0.7 WHERE id = 4;
    UPDATE cobro_registros SET unidades = 0.25, nombre_completo = 'Tab' || char(9) || 'name' WHERE id = 1;
  `);
  // A deleted document leaves its cobros without a document and their records without a source row.
  const deletedDocument = db.prepare('SELECT documento_id FROM cobros WHERE id = 10').pluck().get() as number;
  db.prepare('DELETE FROM documentos WHERE id = ?').run(deletedDocument);
  const reader = createCobroReader(db);

  const scopes: [string, CobroScope, Parameters<typeof oracle>[1]][] = [
    ['all', { kind: 'all' }, () => true],
    ['registered by 3', { kind: 'registeredBy', userId: 3 }, (cobro) => cobro.usuario_registra_id === 3],
    [
      'registered or supervised by 3',
      { kind: 'registeredOrSupervisedBy', userId: 3 },
      (cobro) => cobro.usuario_registra_id === 3 || cobro.usuario_supervisor_id === 3,
    ],
    [
      'registered by a user with none',
      { kind: 'registeredBy', userId: 1 },
      (cobro) => cobro.usuario_registra_id === 1,
    ],
  ];

  it.each(scopes)('writes the same cobros as a plain reading of the tables (%s)', (_name, scope, keep) => {
    const listed = parse(reader.listJson(scope));
    const expected = oracle(db, keep);
    expect(listed).toEqual(expected);
    expect(cobroListSchema.safeParse(listed).success).toBe(true);
  });

  it('covers the awkward cases: names, escapes, agencies order, money, fractions, deleted sources', () => {
    const cobros = parse(reader.listJson({ kind: 'all' })) as CobroWire[];
    const cliente = cobros.find((cobro) => cobro.cliente?.id === 2)?.cliente;
    expect(cliente?.nombre).toBe('Clínica "El Sol" \\ Norte\nSede 2 😀');
    // NOCASE folds ASCII only, so an accented initial sorts after Z.
    const names = cliente?.agencias?.map((agencia) => agencia.nombre) ?? [];
    expect(names.indexOf('agencia minúscula')).toBeLessThan(names.indexOf('Zeta'));
    expect(names.indexOf('Zeta')).toBe(names.length - 2);
    expect(names.at(-1)).toBe('Ágape Salud');
    const three = cobros.find((cobro) => cobro.id === 3);
    expect(three).toMatchObject({
      bonificado: 12.34,
      sancionado: 0.07,
      unidades: 2.5,
      nota_bonificado: 'Bono "extra"',
    });
    // The same double back, noise included: nothing is rounded on the way out.
    expect(cobros.find((cobro) => cobro.id === 4)?.unidades).toBe(0.1 + 0.7);
    const ten = cobros.find((cobro) => cobro.id === 10);
    expect(ten?.documento).toBeNull();
    for (const registro of [
      ...(ten?.contenido ?? []),
      ...(ten?.contenido_open ?? []),
      ...(ten?.contenido_spr ?? []),
    ]) {
      expect(registro.id).toBeNull();
    }
  });

  it('names a user by its username when first and last name are blank, trimmed otherwise', () => {
    const nombres = new Map(
      (parse(reader.listJson({ kind: 'all' })) as CobroWire[]).flatMap((cobro) =>
        [cobro.usuario_registra, cobro.usuario_supervisor].flatMap((user) =>
          user ? [[user.id, user.nombre]] : [],
        ),
      ) as [number, string][],
    );
    const username = db.prepare('SELECT username FROM users WHERE id = 6').pluck().get();
    expect(nombres.get(6)).toBe(username);
    expect(nombres.get(7)).toBe('Ana');
  });

  it('keeps each cobro\u2019s records in the order they were chosen', () => {
    db.prepare(
      "INSERT INTO cobro_registros (cobro_id, kind, registro_id, nombre_completo, unidades) VALUES (20, 'spr', NULL, 'Último', 25)",
    ).run();
    db.prepare(
      "INSERT INTO cobro_registros (cobro_id, kind, registro_id, nombre_completo, unidades) VALUES (20, 'spr', NULL, 'Antes', 25)",
    ).run();
    const twenty = parse(reader.oneJson(20)) as CobroWire;
    expect(twenty.contenido_spr?.slice(-2).map((registro) => registro.nombre_completo)).toEqual([
      'Último',
      'Antes',
    ]);
    expect(twenty).toEqual(oracle(db, () => true).find((cobro) => cobro.id === 20));
  });

  it('answers one cobro by id, or undefined', () => {
    const one = parse(reader.oneJson(5));
    expect(one).toEqual(oracle(db, () => true).find((cobro) => cobro.id === 5));
    expect(cobroSchema.safeParse(one).success).toBe(true);
    expect(reader.oneJson(999_999)).toBeUndefined();
  });

  it('answers a repeated list from memory until the next write, then reads again', () => {
    const first = reader.listJson({ kind: 'all' });
    expect(reader.listJson({ kind: 'all' })).toBe(first);
    db.prepare("UPDATE clientes SET nombre = 'Renombrado' WHERE id = 3").run();
    const after = reader.listJson({ kind: 'all' });
    expect(after).not.toBe(first);
    const renamed = (parse(after) as CobroWire[]).filter((cobro) => cobro.cliente?.id === 3);
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.every((cobro) => cobro.cliente?.nombre === 'Renombrado')).toBe(true);
    expect(parse(after)).toEqual(oracle(db, () => true));
  });

  it('writes an empty list as []', () => {
    expect(reader.listJson({ kind: 'registeredBy', userId: 999 }).toString()).toBe('[]');
  });
});
