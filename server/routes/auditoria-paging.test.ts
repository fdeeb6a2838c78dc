import type { AuditoriaWire } from '../../src/contract/cierre-mes';
import { audit } from '../db/auditoria-queries';
import { cierreFixture, CLIENTE } from '../test-fixtures/cierre-mes';
import { requestChecks, setupRouteTests, USER_IDS } from '../test-support';

/**
 * `GET ext/auditoria/` read page by page (`limite`, `antes`: newest first, ids below the last one
 * read), and `cliente`: every record of one client's money, deleted rows included.
 */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const fixture = cierreFixture(send, () => route.db);
const { expectStatus } = fixture;

const list = (query: string) =>
  expectStatus<AuditoriaWire[]>({ method: 'GET', url: `/api/ext/auditoria/${query}` }, 200);
const ids = (records: AuditoriaWire[]) => records.map((record) => record.id);

/** Writes `count` bare records straight into the history, as one author at one instant. */
function writeRecords(count: number) {
  audit(
    route.db,
    { usuarioId: USER_IDS.admin, fecha: new Date(2026, 5, 15, 12).toISOString() },
    Array.from({ length: count }, (_, index) => ({
      accion: 'modificar' as const,
      entidad: 'usuario' as const,
      entidadId: USER_IDS.emendoza,
      campo: 'rol',
      antes: index,
      despues: index + 1,
    })),
  );
}

describe('paging', () => {
  it('answers 200 records by default, the newest first', async () => {
    writeRecords(205);
    const total = route.db.prepare('SELECT COUNT(*) FROM auditoria').pluck().get() as number;
    const first = await list('');
    expect(first).toHaveLength(200);
    expect(total).toBeGreaterThan(200);
    expect(ids(first)).toEqual([...ids(first)].sort((a, b) => b - a));
    expect(first[0].id).toBe(route.db.prepare('SELECT MAX(id) FROM auditoria').pluck().get());
  });

  it('reads every record once, page by page, with antes = the last id read', async () => {
    writeRecords(7);
    const all = await list('?entidad=usuario&limite=500');
    const pages: number[][] = [];
    let antes = '';
    for (;;) {
      const page = await list(`?entidad=usuario&limite=3${antes}`);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(3);
      pages.push(ids(page));
      antes = `&antes=${page[page.length - 1].id}`;
    }
    expect(pages.flat()).toEqual(ids(all));
    expect(pages[0]).toHaveLength(3);
  });

  it('keeps the other filters on every page', async () => {
    const [newest] = await list('?limite=1');
    const older = await list(`?antes=${newest.id}&usuario=${USER_IDS.admin}&limite=500`);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((record) => record.id < newest.id && record.usuario.id === USER_IDS.admin)).toBe(true);
  });
});

describe('a client’s records', () => {
  it('are its extra amounts, payments and unit adjustments, deleted ones included, and no other client’s', async () => {
    const put = (cliente: number, monto: number) =>
      expectStatus<{ id: number }>(
        { method: 'PUT', url: `/api/monto_extra/${cliente}`, payload: { monto } },
        201,
      );
    const monto = await put(CLIENTE, 30);
    const otro = await put(1, 12);
    await expectStatus(
      { method: 'PUT', url: `/api/actualizar_monto_extra/${monto.id}/`, payload: { monto: '31.50' } },
      200,
    );
    const borrado = await put(CLIENTE, 8);
    await expectStatus({ method: 'DELETE', url: `/api/eliminar_monto_extra/${borrado.id}` }, 200);
    const estimado = route.db
      .prepare(
        'SELECT ce.id FROM cobros_estimados ce JOIN documentos d ON d.id = ce.documento_id WHERE d.cliente_id = ?',
      )
      .pluck()
      .get(CLIENTE) as number;
    const tarea = await expectStatus<{ id: number }>(
      {
        method: 'POST',
        url: '/api/crear_tarea/',
        payload: { cobro: estimado, tarea: 4, sumar: 2, restar: 0 },
      },
      201,
    );

    const records = await list(`?cliente=${CLIENTE}&limite=500`);
    const keys = records.map(
      (record) => `${record.accion} ${record.entidad} ${record.entidad_id} ${record.campo}`,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        `crear monto_extra ${monto.id} null`,
        `modificar monto_extra ${monto.id} monto`,
        `crear monto_extra ${borrado.id} null`,
        `eliminar monto_extra ${borrado.id} null`,
        `crear tarea ${tarea.id} null`,
      ]),
    );
    expect(
      records.every((record) => ['monto_extra', 'historial_pago', 'tarea'].includes(record.entidad)),
    ).toBe(true);
    expect(records.some((record) => record.entidad === 'monto_extra' && record.entidad_id === otro.id)).toBe(
      false,
    );
    expect(await list(`?cliente=${CLIENTE}&entidad=tarea`)).toEqual(
      records.filter((record) => record.entidad === 'tarea'),
    );
  });
});

describe('a worker’s records', () => {
  it('are its cobros (deleted ones included), its role and its closings, and no other worker’s', async () => {
    const propio = await fixture.assign({ usuario: USER_IDS.mgomez, mes: 'marzo', unidades: 2 });
    const borrado = await fixture.assign({ usuario: USER_IDS.mgomez, mes: 'marzo', unidades: 1 });
    const ajeno = await fixture.assign({ usuario: USER_IDS.usuario, mes: 'marzo', unidades: 3 });
    await expectStatus(
      { method: 'PUT', url: `/api/sancionar_acreditar/${propio}/`, payload: { bonificado: '1.25' } },
      200,
    );
    await expectStatus({ method: 'DELETE', url: `/api/eliminar_cobro/${borrado}/` }, 200);
    await expectStatus(
      {
        method: 'PUT',
        url: `/api/update_rol/${USER_IDS.mgomez}/`,
        payload: { rol: fixture.rolId('user_Supervisado') },
      },
      200,
    );
    const [{ id: cierre }] = await fixture.close(2026, 'marzo', USER_IDS.mgomez);

    const records = await list(`?trabajador=${USER_IDS.mgomez}&limite=500`);
    const keys = records.map(
      (record) => `${record.accion} ${record.entidad} ${record.entidad_id} ${record.campo}`,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        `crear cobro ${propio} null`,
        `modificar cobro ${propio} bonificado`,
        `crear cobro ${borrado} null`,
        `eliminar cobro ${borrado} null`,
        `modificar usuario ${USER_IDS.mgomez} rol`,
        `cerrar cierre ${cierre} null`,
      ]),
    );
    expect(keys.some((key) => key.includes(`cobro ${ajeno} `))).toBe(false);
    expect(
      records.every((record) => record.entidad !== 'usuario' || record.entidad_id === USER_IDS.mgomez),
    ).toBe(true);
    await fixture.reopen(cierre);
  });
});

describe('bad paging and client parameters', () => {
  const contents = route.contentsOf(['auditoria']);
  const { expectRejected, expectAccess } = requestChecks(send, contents);
  const limite = ['El límite debe ser un número entero entre 1 y 500.'];

  it.each([
    ['?limite=0', { limite }],
    ['?limite=501', { limite }],
    ['?limite=abc', { limite }],
    ['?limite=2.5', { limite }],
    ['?antes=0', { antes: ['El parámetro "antes" debe ser el id de un registro (entero positivo).'] }],
    ['?antes=x', { antes: ['El parámetro "antes" debe ser el id de un registro (entero positivo).'] }],
    ['?cliente=-1', { cliente: ['El cliente debe ser un número entero positivo.'] }],
    ['?trabajador=abc', { trabajador: ['El trabajador debe ser un número entero positivo.'] }],
  ])('refuses %s with a Spanish 400', async (query, body) => {
    await expectRejected({ method: 'GET', url: `/api/ext/auditoria/${query}` }, 400, body);
  });

  it('answers SuperAdmin only, with the new parameters too', async () => {
    await expectAccess(
      () => ({
        method: 'GET',
        url: `/api/ext/auditoria/?limite=5&antes=100000&cliente=${CLIENTE}&trabajador=${USER_IDS.mgomez}`,
      }),
      ['SuperAdmin'],
      200,
    );
  });
});
