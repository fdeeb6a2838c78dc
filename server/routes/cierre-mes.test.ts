import type { CierreWire, LiquidacionWire } from '../../src/contract/cierre-mes';
import { MONTHS } from '../../src/domain/months';
import { supervisadosText } from '../../src/domain/pay';
import { cierreFixture } from '../test-fixtures/cierre-mes';
import { requestChecks, setupRouteTests, USER_IDS } from '../test-support';

/** Extension `cierre_mes`: the month's payroll, closing and reopening (shared/extensions.md). */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const fixture = cierreFixture(send, () => route.db);
const { assign, liquidacion, listaPagos, close, reopen, rolId } = fixture;

/** Every table, so a refusal or a reopening is seen to change nothing else. */
const everything = () =>
  Object.fromEntries(
    (
      route.db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .pluck()
        .all() as string[]
    ).map((table) => [table, route.db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()]),
  );
const { expectRejected, expectAccess } = requestChecks(send, everything);

const supervisedBy = (supervisor: number, anio: number, mes: string) =>
  (
    route.db
      .prepare(
        'SELECT DISTINCT usuario_registra_id FROM cobros WHERE usuario_supervisor_id = ? AND anio = ? AND mes = ?',
      )
      .pluck()
      .all(supervisor, anio, mes) as number[]
  ).sort();

/** Each row's neto against 'Lista Pagos' for the same period, by user id, to the céntimo. */
async function expectHeldToListaPagos(anio: number, mes: string) {
  const answer = await liquidacion(anio, mes);
  const pagos = await listaPagos(anio, mes);
  const byId = new Map(pagos.rows.map((row) => [row.userId, row]));
  expect(answer.filas.map((fila) => fila.usuario.id).sort()).toEqual([...byId.keys()].sort());
  for (const fila of answer.filas) {
    const row = byId.get(fila.usuario.id);
    expect(Math.round(fila.neto * 100), fila.usuario.nombre).toBe(row?.payCents);
    expect(fila.unidades_propias).toBe(row?.units);
    expect(fila.unidades_supervisadas).toBe(row?.supervisedUnits);
    // The supervised workers, by name, are the ones 'Lista Pagos' names, and every one of them.
    expect(supervisadosText((fila.supervisados ?? []).map((ref) => ref.nombre))).toBe(row?.supervisados);
    expect((fila.supervisados ?? []).map((ref) => ref.id).sort()).toEqual(supervisedBy(fila.usuario.id, anio, mes));
  }
  expect(Math.round(answer.totales.neto * 100)).toBe(pagos.totalCents);
  return answer;
}

describe('GET ext/liquidacion/', () => {
  it.each(MONTHS.slice(0, 6).map((mes) => [mes]))(
    'holds %s 2026 of the demo seed to Lista Pagos, row by row',
    async (mes) => {
      const answer = await expectHeldToListaPagos(2026, mes);
      expect(answer.filas.length).toBeGreaterThan(0);
      expect(answer.filas.every((fila) => fila.estado === 'abierto' && fila.cierre === null)).toBe(true);
    },
  );

  it('pays bonuses, a discount larger than the pay, supervised cobros and rates fixed before a role change', async () => {
    // December registered in June belongs to the year before: an empty period to script.
    const [anio, mes] = [2025, 'diciembre'];
    const bonus = await assign({ usuario: USER_IDS.usuario, mes, unidades: 33 });
    const discounted = await assign({ usuario: USER_IDS.usuario, mes, unidades: 7 });
    await assign({ usuario: USER_IDS.supervisado, mes, supervisor: USER_IDS.supervisor, unidades: 10 });
    await assign({ usuario: USER_IDS.mgomez, mes, unidades: 5 });
    for (const [id, payload] of [
      [bonus, { bonificado: 5.5, nota_bonificado: 'Buen trabajo' }],
      [discounted, { sancionado: 20, nota_sancionado: 'Error grave' }],
    ] as const) {
      await fixture.expectStatus({ method: 'PUT', url: `/api/sancionar_acreditar/${id}/`, payload }, 200);
    }
    // mgomez becomes supervised: its earlier cobro keeps 0.40, the next one is paid 0.20.
    await fixture.expectStatus(
      {
        method: 'PUT',
        url: `/api/update_rol/${USER_IDS.mgomez}/`,
        payload: { rol: rolId('user_Supervisado') },
      },
      200,
    );
    await assign({ usuario: USER_IDS.mgomez, mes, supervisor: USER_IDS.supervisor, unidades: 5 });

    const answer = await expectHeldToListaPagos(anio, mes);
    const fila = (id: number) => answer.filas.find((row) => row.usuario.id === id);
    // 33 × 0.40 + 5.50 bonus; 7 × 0.40 − 20 floors at 0.
    expect(fila(USER_IDS.usuario)).toMatchObject({
      unidades_propias: 40,
      devengado: 16,
      bonificaciones: 5.5,
      descuentos: 20,
      neto: 18.7,
      cobros: 2,
    });
    expect(fila(USER_IDS.supervisor)).toMatchObject({
      unidades_propias: 0,
      unidades_supervisadas: 15,
      devengado: 3,
      neto: 3,
      cobros: 2,
    });
    expect(fila(USER_IDS.supervisor)?.supervisados?.map((ref) => ref.id).sort()).toEqual(
      [USER_IDS.supervisado, USER_IDS.mgomez].sort(),
    );
    expect(fila(USER_IDS.usuario)?.supervisados).toEqual([]);
    expect(fila(USER_IDS.mgomez)).toMatchObject({ unidades_propias: 10, devengado: 3, neto: 3, cobros: 2 });
    expect(fila(USER_IDS.mgomez)?.usuario.rol).toBe('user_Supervisado');
    expect(answer.totales).toEqual({
      devengado: 16 + 2 + 3 + 3,
      bonificaciones: 5.5,
      descuentos: 20,
      neto: 18.7 + 2 + 3 + 3,
    });
  });

  it.each([
    ['?anio=2026', { mes: ['Indique un mes válido, en minúsculas: enero, febrero, …, diciembre.'] }],
    [
      '?anio=2026&mes=Marzo',
      { mes: ['Indique un mes válido, en minúsculas: enero, febrero, …, diciembre.'] },
    ],
    ['?anio=26&mes=marzo', { anio: ['Indique un año válido, entre 2000 y 2100.'] }],
    ['?anio=2026.5&mes=marzo', { anio: ['Indique un año válido, entre 2000 y 2100.'] }],
    ['?anio=dos&mes=marzo', { anio: ['Indique un año válido, entre 2000 y 2100.'] }],
  ])('refuses %s with a Spanish 400', async (query, body) => {
    await expectRejected({ method: 'GET', url: `/api/ext/liquidacion/${query}` }, 400, body);
  });

  it('answers SuperAdmin and Admin only', async () => {
    await expectAccess(
      () => ({ method: 'GET', url: '/api/ext/liquidacion/?anio=2026&mes=enero' }),
      ['SuperAdmin', 'Admin'],
      200,
    );
  });
});

describe('POST and DELETE ext/cierres/', () => {
  const [anio, mes] = [2025, 'octubre'];

  it('closes one worker, refuses to close it twice, and shows the closing in the payroll', async () => {
    await assign({ usuario: USER_IDS.usuario, mes, unidades: 12 });
    await assign({ usuario: USER_IDS.supervisado, mes, supervisor: USER_IDS.supervisor, unidades: 8 });
    const [cierre] = await close(anio, mes, USER_IDS.usuario);
    expect(cierre).toMatchObject({
      usuario: { id: USER_IDS.usuario },
      anio,
      mes,
      cerrado_por: { id: USER_IDS.admin },
      reabierto_en: null,
    });
    await expectRejected(
      { method: 'POST', url: '/api/ext/cierres/', payload: { anio, mes, usuario: USER_IDS.usuario } },
      409,
      { detail: expect.stringMatching(/^El mes de Octubre de 2025 de .+ ya está cerrado\.$/) },
    );
    const answer = await liquidacion(anio, mes);
    const fila = answer.filas.find((row) => row.usuario.id === USER_IDS.usuario);
    expect(fila).toMatchObject({
      estado: 'cerrado',
      cierre: { id: cierre.id, cerrado_por: { id: USER_IDS.admin } },
    });
    expect(
      answer.filas
        .filter((row) => row.estado === 'abierto')
        .map((row) => row.usuario.id)
        .sort(),
    ).toEqual([USER_IDS.supervisor, USER_IDS.supervisado].sort());
  });

  it('closes every worker still open, supervisors included, then answers 409', async () => {
    const closed = await close(anio, mes);
    expect(closed.map((cierre) => cierre.usuario.id).sort()).toEqual(
      [USER_IDS.supervisor, USER_IDS.supervisado].sort(),
    );
    await expectRejected({ method: 'POST', url: '/api/ext/cierres/', payload: { anio, mes } }, 409, {
      detail: 'El mes de Octubre de 2025 ya está cerrado para todos sus trabajadores.',
    });
  });

  it.each([
    [{ anio: 2025, mes: 'octubre', usuario: 999 }, { usuario: ['Indique un usuario válido.'] }],
    [
      { anio: 2025, mes: 'octubre', usuario: USER_IDS.mgomez },
      { usuario: ['Este usuario no cobra nada en ese mes; no hay nada que cerrar.'] },
    ],
    [{ anio: 2025, mes: 'agosto' }, { detail: 'No hay cobros en ese mes; no hay nada que cerrar.' }],
    [{ anio: 1999, mes: 'agosto' }, { anio: ['Indique un año válido, entre 2000 y 2100.'] }],
    [
      { anio: 2025, mes: 'Agosto' },
      { mes: ['Indique un mes válido, en minúsculas: enero, febrero, …, diciembre.'] },
    ],
    [{ anio: 2025, mes: 'agosto', usuario: 'x' }, { usuario: ['Indique un usuario válido.'] }],
  ])('refuses %j with 400 and writes nothing', async (payload, body) => {
    await expectRejected({ method: 'POST', url: '/api/ext/cierres/', payload }, 400, body);
  });

  it('reopens with a reason of 10 characters or more, restoring exactly the state before the closing', async () => {
    const [anioR, mesR] = [2025, 'septiembre'];
    await assign({ usuario: USER_IDS.emendoza, mes: mesR, unidades: 9 });
    const history = () => route.db.prepare('SELECT COUNT(*) FROM auditoria').pluck().get() as number;
    const before = everything();
    const [cierre] = await close(anioR, mesR, USER_IDS.emendoza);
    const url = `/api/ext/cierres/${cierre.id}/`;
    for (const motivo of ['corto', '   nueve   ', undefined]) {
      await expectRejected({ method: 'DELETE', url, payload: { motivo } }, 400, {
        motivo: ['Explique el motivo de la reapertura en al menos 10 caracteres.'],
      });
    }
    const historyBefore = history();
    const reopened = (await reopen(cierre.id)) as CierreWire;
    expect(reopened).toMatchObject({
      id: cierre.id,
      reabierto_por: { id: USER_IDS.superadmin },
      motivo_reapertura: 'Corrección pedida por el trabajador',
    });
    expect(history()).toBe(historyBefore + 1);
    const after = everything();
    // Only the closing's own row and the history differ.
    const withoutClosings = (tables: Record<string, unknown[]>) =>
      Object.fromEntries(
        Object.entries(tables).filter(([table]) => table !== 'cierres' && table !== 'auditoria'),
      );
    expect(withoutClosings(after)).toEqual(withoutClosings(before));
    const answer: LiquidacionWire = await liquidacion(anioR, mesR);
    expect(answer.filas.find((row) => row.usuario.id === USER_IDS.emendoza)).toMatchObject({
      estado: 'abierto',
      cierre: null,
    });
    await expectRejected({ method: 'DELETE', url, payload: { motivo: 'Otra vez por si acaso' } }, 409, {
      detail: 'Este cierre ya fue reabierto; cierre el mes de nuevo si hace falta.',
    });
    // Closed again: a new closing, the reopened one kept.
    const [again] = await close(anioR, mesR, USER_IDS.emendoza);
    expect(again.id).toBeGreaterThan(cierre.id);
    expect(
      route.db.prepare('SELECT COUNT(*) FROM cierres WHERE usuario_id = ?').pluck().get(USER_IDS.emendoza),
    ).toBe(2);
  });

  it('answers 404 for a closing that does not exist', async () => {
    await expectRejected(
      { method: 'DELETE', url: '/api/ext/cierres/9999/', payload: { motivo: 'Motivo suficiente' } },
      404,
      { detail: 'No se encontró el cierre.' },
    );
  });

  it('lets SuperAdmin and Admin close, and SuperAdmin alone reopen', async () => {
    let round = 0;
    const periods = ['enero', 'febrero', 'marzo'];
    await expectAccess(
      (role) => {
        // Each allowed caller closes a period of its own, so none finds it already closed.
        const periodo = role === 'SuperAdmin' || role === 'Admin' ? periods[round++] : 'abril';
        return {
          method: 'POST',
          url: '/api/ext/cierres/',
          payload: { anio: 2026, mes: periodo, usuario: USER_IDS.usuario },
        };
      },
      ['SuperAdmin', 'Admin'],
      201,
    );
    const ids = route.db
      .prepare('SELECT id FROM cierres WHERE reabierto_en IS NULL AND anio = 2026 ORDER BY id')
      .pluck()
      .all() as number[];
    await expectAccess(
      (role) => ({
        method: 'DELETE',
        url: `/api/ext/cierres/${role === 'SuperAdmin' ? ids[0] : ids[1]}/`,
        payload: { motivo: 'Corrección de unidades' },
      }),
      ['SuperAdmin'],
      200,
    );
  });
});
