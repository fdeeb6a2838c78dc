import { cierreFixture, CLIENTE } from '../test-fixtures/cierre-mes';
import { setupRouteTests, USER_IDS, type Call } from '../test-support';

/**
 * The month lock (`cierre_mes`): every write that would change a closed worker's pay for the
 * period answers 409 and writes nothing; once the period is reopened the same write goes through.
 * Each case runs the write locked, then unlocked.
 */

const route = setupRouteTests(USER_IDS.admin);
const { send } = route;
const fixture = cierreFixture(send, () => route.db);
const { assign, close, reopen, registros, documento } = fixture;

/** Registered in June 2026: 'noviembre' and 'octubre' are periods of 2025 with no seed cobros. */
const [ANIO, MES, OTRO_MES] = [2025, 'noviembre', 'octubre'];

const WRITTEN = ['cobros', 'cobro_registros', 'users', 'auditoria'];
const contents = route.contentsOf(WRITTEN);

async function expectLocked(
  call: Call,
  nombre: RegExp,
  userId: number = USER_IDS.admin,
  periodo = 'Noviembre de 2025',
) {
  const before = contents();
  const response = await send(call, userId);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(409);
  const { detail } = response.json() as { detail: string };
  expect(detail).toMatch(/^Mes cerrado: /);
  expect(detail).toContain(periodo);
  expect(detail).toMatch(nombre);
  expect(contents()).toEqual(before);
}

async function expectWritten(call: Call, status: number, userId: number = USER_IDS.admin) {
  const response = await send(call, userId);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
}

/** Closes the period for `usuario`, runs `locked`, reopens, runs `unlocked`. */
async function lockedThenOpen(
  usuario: number,
  locked: () => Promise<void>,
  unlocked: () => Promise<void>,
  mes = MES,
) {
  const [cierre] = await close(ANIO, mes, usuario);
  await locked();
  await reopen(cierre.id);
  await unlocked();
}

const name = (id: number) =>
  new RegExp(
    (
      route.db
        .prepare("SELECT trim(first_name || ' ' || last_name) FROM users WHERE id = ?")
        .pluck()
        .get(id) as string
    ).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );

const modificar = (id: number, mes = MES, records = 2): Call => ({
  method: 'PUT',
  url: `/api/modificar_cobro/${id}/`,
  payload: {
    mes,
    contenido: registros(documento())
      .slice(0, records)
      .map((registro) => ({ id: registro })),
  },
});

describe('a worker\u2019s closed month', () => {
  it('refuses modificar_cobro/ on its cobro, then lets it through once reopened', async () => {
    const id = await assign({ usuario: USER_IDS.usuario, mes: MES, records: 1 });
    await lockedThenOpen(
      USER_IDS.usuario,
      () => expectLocked(modificar(id), name(USER_IDS.usuario)),
      () => expectWritten(modificar(id), 200),
    );
  });

  it('refuses moving a cobro of an open month into the closed one', async () => {
    const id = await assign({ usuario: USER_IDS.usuario, mes: OTRO_MES, records: 1 });
    await lockedThenOpen(
      USER_IDS.usuario,
      () => expectLocked(modificar(id, MES, 1), name(USER_IDS.usuario)),
      () => expectWritten(modificar(id, MES, 1), 200),
    );
  });

  it('refuses moving a cobro out of the closed month', async () => {
    const id = await assign({ usuario: USER_IDS.usuario, mes: MES, records: 1 });
    await lockedThenOpen(
      USER_IDS.usuario,
      () => expectLocked(modificar(id, OTRO_MES, 1), name(USER_IDS.usuario)),
      () => expectWritten(modificar(id, OTRO_MES, 1), 200),
    );
  });

  it('refuses eliminar_cobro/', async () => {
    const id = await assign({ usuario: USER_IDS.usuario, mes: MES, unidades: 4 });
    const call: Call = { method: 'DELETE', url: `/api/eliminar_cobro/${id}/` };
    await lockedThenOpen(
      USER_IDS.usuario,
      () => expectLocked(call, name(USER_IDS.usuario)),
      () => expectWritten(call, 200),
    );
  });

  it('refuses sancionar_acreditar/ for the worker, a bonus or a discount', async () => {
    const id = await assign({ usuario: USER_IDS.usuario, mes: MES, unidades: 4 });
    const bonus: Call = {
      method: 'PUT',
      url: `/api/sancionar_acreditar/${id}/`,
      payload: { bonificado: 3, nota_bonificado: '' },
    };
    const discount: Call = {
      method: 'PUT',
      url: `/api/sancionar_acreditar/${id}/`,
      payload: { sancionado: 1, nota_sancionado: '' },
    };
    await lockedThenOpen(
      USER_IDS.usuario,
      async () => {
        await expectLocked(bonus, name(USER_IDS.usuario));
        await expectLocked(discount, name(USER_IDS.usuario));
      },
      async () => {
        await expectWritten(bonus, 200);
        await expectWritten(discount, 200);
      },
    );
  });

  it('refuses insertar_cobro/ into it, from the assign screen and from the worker\u2019s own screen', async () => {
    const documentoId = documento();
    const [registro] = registros(documentoId);
    const assigned: Call = {
      method: 'POST',
      url: '/api/insertar_cobro/',
      payload: {
        usuario_registra: USER_IDS.usuario,
        cliente: CLIENTE,
        documento: documentoId,
        mes: MES,
        tipo_tarea: 3,
        unidades: 5,
        contenido: [],
      },
    };
    const own: Call = {
      method: 'POST',
      url: '/api/insertar_cobro/',
      payload: {
        cliente: CLIENTE,
        documento: documentoId,
        mes: MES,
        tipo_tarea: 4,
        usuario_supervisor: null,
        contenido_registro: [{ id: registro }],
      },
    };
    await lockedThenOpen(
      USER_IDS.usuario,
      async () => {
        await expectLocked(assigned, name(USER_IDS.usuario));
        await expectLocked(own, name(USER_IDS.usuario), USER_IDS.usuario);
      },
      async () => {
        await expectWritten(assigned, 201);
        await expectWritten(own, 201, USER_IDS.usuario);
      },
    );
  });

  it('refuses insertar_cobro_doble/ into it', async () => {
    const call = fixture.billPayment(USER_IDS.usuario, MES, 6);
    await lockedThenOpen(
      USER_IDS.usuario,
      () => expectLocked(call, name(USER_IDS.usuario)),
      () => expectWritten(call, 201),
    );
  });

  it('does not refuse writes to another period or another worker', async () => {
    await assign({ usuario: USER_IDS.usuario, mes: MES, unidades: 2 });
    const other = await assign({ usuario: USER_IDS.usuario, mes: OTRO_MES, unidades: 2 });
    const colleague = await assign({ usuario: USER_IDS.emendoza, mes: MES, unidades: 2 });
    const [cierre] = await close(ANIO, MES, USER_IDS.usuario);
    await expectWritten({ method: 'DELETE', url: `/api/eliminar_cobro/${other}/` }, 200);
    await expectWritten({ method: 'DELETE', url: `/api/eliminar_cobro/${colleague}/` }, 200);
    await reopen(cierre.id);
  });

  it('lets its role change: the closed pay keeps the rates fixed at registration', async () => {
    await assign({ usuario: USER_IDS.mgomez, mes: MES, unidades: 10 });
    const [cierre] = await close(ANIO, MES, USER_IDS.mgomez);
    const before = await fixture.liquidacion(ANIO, MES);
    await expectWritten(
      {
        method: 'PUT',
        url: `/api/update_rol/${USER_IDS.mgomez}/`,
        payload: { rol: fixture.rolId('user_Supervisado') },
      },
      200,
      USER_IDS.superadmin,
    );
    const after = await fixture.liquidacion(ANIO, MES);
    const neto = (answer: typeof before) =>
      answer.filas.find((fila) => fila.usuario.id === USER_IDS.mgomez)?.neto;
    expect(neto(after)).toBe(neto(before));
    expect(neto(after)).toBe(4);
    await reopen(cierre.id);
  });
});

describe('a supervisor\u2019s closed month', () => {
  it('refuses changing, deleting or adding a cobro it supervises, which it is paid on', async () => {
    const id = await assign({
      usuario: USER_IDS.supervisado,
      mes: MES,
      supervisor: USER_IDS.supervisor,
      records: 1,
    });
    const remove: Call = { method: 'DELETE', url: `/api/eliminar_cobro/${id}/` };
    const insert: Call = {
      method: 'POST',
      url: '/api/insertar_cobro/',
      payload: {
        usuario_registra: USER_IDS.supervisado,
        usuario_supervisor: USER_IDS.supervisor,
        cliente: CLIENTE,
        documento: documento(),
        mes: MES,
        tipo_tarea: 3,
        unidades: 5,
        contenido: [],
      },
    };
    await lockedThenOpen(
      USER_IDS.supervisor,
      async () => {
        await expectLocked(modificar(id), name(USER_IDS.supervisor));
        await expectLocked(remove, name(USER_IDS.supervisor));
        await expectLocked(insert, name(USER_IDS.supervisor));
      },
      async () => {
        await expectWritten(modificar(id), 200);
        await expectWritten(insert, 201);
        await expectWritten(remove, 200);
      },
    );
  });

  it('lets a bonus on a supervised cobro through: the supervisor\u2019s share is on units alone', async () => {
    const id = await assign({
      usuario: USER_IDS.supervisado,
      mes: MES,
      supervisor: USER_IDS.supervisor,
      unidades: 10,
    });
    const [cierre] = await close(ANIO, MES, USER_IDS.supervisor);
    const supervisorNeto = async () =>
      (await fixture.liquidacion(ANIO, MES)).filas.find((fila) => fila.usuario.id === USER_IDS.supervisor)
        ?.neto;
    const before = await supervisorNeto();
    await expectWritten(
      {
        method: 'PUT',
        url: `/api/sancionar_acreditar/${id}/`,
        payload: { bonificado: 7, nota_bonificado: '' },
      },
      200,
    );
    expect(await supervisorNeto()).toBe(before);
    await reopen(cierre.id);
  });
});
