import type { AuditoriaWire } from '../../src/contract/cierre-mes';
import { cierreFixture, CLIENTE } from '../test-fixtures/cierre-mes';
import { requestChecks, setupRouteTests, TEST_NOW, USER_IDS, type Call } from '../test-support';

/**
 * Extension `auditoria`: each audited write leaves exactly its records (one per changed field,
 * the values as the wire shows them, null for what did not exist), in the write's transaction; a
 * refused write leaves none; `GET ext/auditoria/` filters them, newest first, for SuperAdmin.
 */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const fixture = cierreFixture(send, () => route.db);
const { assign, expectStatus, registros, documento } = fixture;

const maxId = () => (route.db.prepare('SELECT MAX(id) FROM auditoria').pluck().get() as number | null) ?? 0;

/** The records a write left, oldest first, as the history answers them. */
async function recordsOf(write: () => Promise<unknown>): Promise<AuditoriaWire[]> {
  const from = maxId();
  await write();
  const all = await expectStatus<AuditoriaWire[]>(
    { method: 'GET', url: '/api/ext/auditoria/' },
    200,
    USER_IDS.superadmin,
  );
  return all.filter((record) => record.id > from).reverse();
}

/** The fields of a record that say what changed. */
const change = (record: AuditoriaWire) => ({
  accion: record.accion,
  entidad: record.entidad,
  entidad_id: record.entidad_id,
  campo: record.campo,
  antes: record.antes,
  despues: record.despues,
  motivo: record.motivo,
});

const detalle = (id: number) =>
  expectStatus<Record<string, unknown>>(
    { method: 'GET', url: `/api/listar_cobro_detalles/${id}/` },
    200,
    USER_IDS.superadmin,
  );

const write =
  (call: Call, status: number, userId: number = USER_IDS.superadmin) =>
  () =>
    expectStatus<Record<string, unknown>>(call, status, userId);

describe('the records of each audited write', () => {
  it('a cobro registered, changed, given a bonus and deleted', async () => {
    let id = 0;
    const [created] = await recordsOf(async () => {
      id = await assign({ usuario: USER_IDS.usuario, mes: 'mayo', records: 1 });
    });
    expect(change(created)).toEqual({
      accion: 'crear',
      entidad: 'cobro',
      entidad_id: id,
      campo: null,
      antes: null,
      despues: await detalle(id),
      motivo: null,
    });
    expect(created.usuario).toEqual({ id: USER_IDS.admin, nombre: expect.any(String) });

    const before = await detalle(id);
    const contenido = registros(documento())
      .slice(0, 2)
      .map((registro) => ({ id: registro }));
    const modified = await recordsOf(
      write(
        { method: 'PUT', url: `/api/modificar_cobro/${id}/`, payload: { mes: 'junio', contenido } },
        200,
        USER_IDS.admin,
      ),
    );
    const after = await detalle(id);
    expect(modified.map(change)).toEqual(
      ['mes', 'unidades', 'contenido_open'].map((campo) => ({
        accion: 'modificar',
        entidad: 'cobro',
        entidad_id: id,
        campo,
        antes: before[campo],
        despues: after[campo],
        motivo: null,
      })),
    );
    expect(after.unidades).not.toEqual(before.unidades);

    const bonus = {
      method: 'PUT' as const,
      url: `/api/sancionar_acreditar/${id}/`,
      payload: { bonificado: '2.50', nota_bonificado: 'Extra' },
    };
    expect((await recordsOf(write(bonus, 200, USER_IDS.admin))).map(change)).toEqual([
      {
        accion: 'modificar',
        entidad: 'cobro',
        entidad_id: id,
        campo: 'bonificado',
        antes: 0,
        despues: 2.5,
        motivo: null,
      },
      {
        accion: 'modificar',
        entidad: 'cobro',
        entidad_id: id,
        campo: 'nota_bonificado',
        antes: null,
        despues: 'Extra',
        motivo: null,
      },
    ]);
    // The same bonus again changes nothing, so it records nothing.
    expect(await recordsOf(write(bonus, 200, USER_IDS.admin))).toEqual([]);

    const last = await detalle(id);
    const deleted = await recordsOf(
      write({ method: 'DELETE', url: `/api/eliminar_cobro/${id}/` }, 200, USER_IDS.admin),
    );
    expect(deleted.map(change)).toEqual([
      {
        accion: 'eliminar',
        entidad: 'cobro',
        entidad_id: id,
        campo: null,
        antes: last,
        despues: null,
        motivo: null,
      },
    ]);
  });

  it('an Insert Bill payment', async () => {
    const records = await recordsOf(
      write(fixture.billPayment(USER_IDS.usuario, 'junio', 4), 201, USER_IDS.admin),
    );
    expect(records).toHaveLength(1);
    expect(change(records[0])).toMatchObject({ accion: 'crear', entidad: 'cobro', antes: null });
    expect(records[0].despues).toEqual(await detalle(records[0].entidad_id));
  });

  it('extra amounts and payments: created, corrected, deleted, in one call or two', async () => {
    const [monto] = await recordsOf(
      write({ method: 'PUT', url: `/api/monto_extra/${CLIENTE}`, payload: { monto: 40 } }, 201),
    );
    const montoId = monto.entidad_id;
    expect(change(monto)).toEqual({
      accion: 'crear',
      entidad: 'monto_extra',
      entidad_id: montoId,
      campo: null,
      antes: null,
      despues: { id: montoId, monto: 40, cliente: CLIENTE, fecha_registro: '2026-06-15' },
      motivo: null,
    });
    const [pago] = await recordsOf(
      write(
        {
          method: 'POST',
          url: '/api/historial_pago/',
          payload: { cliente: CLIENTE, monto: 40, fecha_pago: '2026-06-14' },
        },
        201,
      ),
    );
    const pagoWire = { id: pago.entidad_id, cliente_id: CLIENTE, monto: 40, fecha: '2026-06-14' };
    expect(change(pago)).toEqual({
      accion: 'crear',
      entidad: 'historial_pago',
      entidad_id: pago.entidad_id,
      campo: null,
      antes: null,
      despues: pagoWire,
      motivo: null,
    });
    expect(
      (
        await recordsOf(
          write(
            { method: 'PUT', url: `/api/actualizar_monto_extra/${montoId}/`, payload: { monto: '45.10' } },
            200,
          ),
        )
      ).map(change),
    ).toEqual([
      // The payment that holds the amount moves with it: both changes are recorded.
      {
        accion: 'modificar',
        entidad: 'monto_extra',
        entidad_id: montoId,
        campo: 'monto',
        antes: 40,
        despues: 45.1,
        motivo: null,
      },
      {
        accion: 'modificar',
        entidad: 'historial_pago',
        entidad_id: pago.entidad_id,
        campo: 'monto',
        antes: 40,
        despues: 45.1,
        motivo: null,
      },
    ]);
    // Deleting the payment takes its extra amount with it: both are recorded.
    expect(
      (
        await recordsOf(
          write({ method: 'DELETE', url: `/api/eliminar_historial_pago/${pago.entidad_id}/` }, 200),
        )
      ).map(change),
    ).toEqual([
      {
        accion: 'eliminar',
        entidad: 'historial_pago',
        entidad_id: pago.entidad_id,
        campo: null,
        antes: { ...pagoWire, monto: 45.1 },
        despues: null,
        motivo: null,
      },
      {
        accion: 'eliminar',
        entidad: 'monto_extra',
        entidad_id: montoId,
        campo: null,
        antes: { id: montoId, monto: 45.1, cliente: CLIENTE, fecha_registro: '2026-06-15' },
        despues: null,
        motivo: null,
      },
    ]);

    const atomic = await recordsOf(
      write(
        {
          method: 'POST',
          url: '/api/ext/pagos_cliente/',
          payload: { cliente: CLIENTE, monto: 12.5, fecha_pago: '2026-06-13' },
        },
        201,
      ),
    );
    expect(atomic.map((record) => [record.accion, record.entidad, record.antes])).toEqual([
      ['crear', 'monto_extra', null],
      ['crear', 'historial_pago', null],
    ]);
    // Deleting the extra amount takes the payment that holds it.
    const removed = await recordsOf(
      write({ method: 'DELETE', url: `/api/eliminar_monto_extra/${atomic[0].entidad_id}` }, 200),
    );
    expect(removed.map(change)).toEqual([
      {
        accion: 'eliminar',
        entidad: 'monto_extra',
        entidad_id: atomic[0].entidad_id,
        campo: null,
        antes: atomic[0].despues,
        despues: null,
        motivo: null,
      },
      {
        accion: 'eliminar',
        entidad: 'historial_pago',
        entidad_id: atomic[1].entidad_id,
        campo: null,
        antes: atomic[1].despues,
        despues: null,
        motivo: null,
      },
    ]);
  });

  it('a unit adjustment', async () => {
    const estimado = route.db.prepare('SELECT MIN(id) FROM cobros_estimados').pluck().get() as number;
    let tarea: Record<string, unknown> = {};
    const records = await recordsOf(async () => {
      tarea = await expectStatus(
        {
          method: 'POST',
          url: '/api/crear_tarea/',
          payload: { cobro: estimado, tarea: 4, sumar: 3, restar: 0 },
        },
        201,
      );
    });
    expect(records.map(change)).toEqual([
      {
        accion: 'crear',
        entidad: 'tarea',
        entidad_id: tarea.id,
        campo: null,
        antes: null,
        despues: tarea,
        motivo: null,
      },
    ]);
  });

  it('a role change, and none when the role stays', async () => {
    const rol = (nombre: string) => ({ id: fixture.rolId(nombre), nombre });
    const call = (nombre: string): Call => ({
      method: 'PUT',
      url: `/api/update_rol/${USER_IDS.emendoza}/`,
      payload: { rol: fixture.rolId(nombre) },
    });
    const current = route.db
      .prepare('SELECT r.nombre FROM users u JOIN roles r ON r.id = u.rol_id WHERE u.id = ?')
      .pluck()
      .get(USER_IDS.emendoza) as string;
    expect((await recordsOf(write(call('user_Supervisado'), 200))).map(change)).toEqual([
      {
        accion: 'modificar',
        entidad: 'usuario',
        entidad_id: USER_IDS.emendoza,
        campo: 'rol',
        antes: rol(current),
        despues: rol('user_Supervisado'),
        motivo: null,
      },
    ]);
    expect(await recordsOf(write(call('user_Supervisado'), 200))).toEqual([]);
  });

  it('a closing and its reopening, with the reason', async () => {
    await assign({ usuario: USER_IDS.usuario, mes: 'julio', unidades: 3 });
    let cierreId = 0;
    const [closed] = await recordsOf(async () => {
      [{ id: cierreId }] = await fixture.close(2025, 'julio', USER_IDS.usuario);
    });
    expect(change(closed)).toMatchObject({
      accion: 'cerrar',
      entidad: 'cierre',
      entidad_id: cierreId,
      antes: null,
    });
    expect(closed.despues).toMatchObject({
      id: cierreId,
      anio: 2025,
      mes: 'julio',
      usuario: { id: USER_IDS.usuario },
    });
    const reopened = await recordsOf(() => fixture.reopen(cierreId));
    expect(reopened.map(change)).toEqual([
      {
        accion: 'reabrir',
        entidad: 'cierre',
        entidad_id: cierreId,
        campo: 'estado',
        antes: 'cerrado',
        despues: 'abierto',
        motivo: 'Corrección pedida por el trabajador',
      },
    ]);
  });
});

describe('a refused write', () => {
  it.each<[string, Call, number, number?]>([
    [
      'modificar_cobro/ with records of another document',
      {
        method: 'PUT',
        url: '/api/modificar_cobro/ID/',
        payload: { mes: 'junio', contenido: [{ id: 999999 }] },
      },
      400,
      USER_IDS.admin,
    ],
    [
      'sancionar_acreditar/ with a negative bonus',
      { method: 'PUT', url: '/api/sancionar_acreditar/ID/', payload: { bonificado: -1 } },
      400,
    ],
    [
      'monto_extra/ without an amount',
      { method: 'PUT', url: `/api/monto_extra/${CLIENTE}`, payload: {} },
      400,
    ],
    [
      'historial_pago/ with no extra amount waiting',
      {
        method: 'POST',
        url: '/api/historial_pago/',
        payload: { cliente: CLIENTE, monto: 777.77, fecha_pago: '2026-06-01' },
      },
      400,
    ],
    [
      'ext/pagos_cliente/ dated tomorrow',
      {
        method: 'POST',
        url: '/api/ext/pagos_cliente/',
        payload: { cliente: CLIENTE, monto: 5, fecha_pago: '2026-06-16' },
      },
      400,
    ],
    [
      'crear_tarea/ with both sides',
      { method: 'POST', url: '/api/crear_tarea/', payload: { cobro: 1, tarea: 4, sumar: 1, restar: 1 } },
      400,
    ],
    [
      'update_rol/ of oneself',
      { method: 'PUT', url: `/api/update_rol/${USER_IDS.superadmin}/`, payload: { rol: 2 } },
      400,
    ],
    [
      'ext/cierres/ with a short reason',
      { method: 'DELETE', url: '/api/ext/cierres/CIERRE/', payload: { motivo: 'corto' } },
      400,
    ],
    ['eliminar_cobro/ in a closed month', { method: 'DELETE', url: '/api/eliminar_cobro/ID/' }, 409],
    [
      'modificar_cobro/ in a closed month',
      { method: 'PUT', url: '/api/modificar_cobro/ID/', payload: { mes: 'agosto', contenido: 'REGISTROS' } },
      409,
      USER_IDS.admin,
    ],
  ])('%s leaves no record', async (_label, call, status, userId = USER_IDS.superadmin) => {
    const id = await assign({ usuario: USER_IDS.mgomez, mes: 'agosto', records: 1 });
    let cierre = 0;
    if (status === 409 || call.url.includes('CIERRE'))
      [{ id: cierre }] = await fixture.close(2025, 'agosto', USER_IDS.mgomez);
    const url = call.url.replace('ID', String(id)).replace('CIERRE', String(cierre));
    const payload =
      call.payload && (call.payload as { contenido?: unknown }).contenido === 'REGISTROS'
        ? {
            ...call.payload,
            contenido: registros(documento())
              .slice(0, 2)
              .map((registro) => ({ id: registro })),
          }
        : call.payload;
    const before = maxId();
    await expectStatus({ ...call, url, payload }, status, userId);
    expect(maxId()).toBe(before);
    if (cierre) await fixture.reopen(cierre);
  });
});

describe('GET ext/auditoria/', () => {
  const list = (query: string) =>
    expectStatus<AuditoriaWire[]>({ method: 'GET', url: `/api/ext/auditoria/${query}` }, 200);
  const contents = route.contentsOf(['auditoria']);
  const { expectRejected, expectAccess } = requestChecks(send, contents);

  it('filters by entity and id, author and days, newest first', async () => {
    const id = await assign({ usuario: USER_IDS.usuario, mes: 'mayo', unidades: 2 });
    route.setNow(new Date(2026, 5, 20, 9, 0));
    await expectStatus(
      {
        method: 'PUT',
        url: `/api/sancionar_acreditar/${id}/`,
        payload: { sancionado: 1, nota_sancionado: 'Tarde' },
      },
      200,
      USER_IDS.admin,
    );
    route.setNow(TEST_NOW);

    const ofCobro = await list(`?entidad=cobro&id=${id}`);
    expect(ofCobro.map((record) => [record.accion, record.campo])).toEqual([
      ['modificar', 'nota_sancionado'],
      ['modificar', 'sancionado'],
      ['crear', null],
    ]);
    const all = await list('');
    expect(all.map((record) => record.fecha)).toEqual(
      [...all.map((record) => record.fecha)].sort().reverse(),
    );
    expect((await list('?desde=2026-06-20&hasta=2026-06-20')).map((record) => record.entidad_id)).toEqual([
      id,
      id,
    ]);
    expect(
      (await list('?hasta=2026-06-19')).every((record) => record.fecha < new Date(2026, 5, 20).toISOString()),
    ).toBe(true);
    const byAdmin = await list(`?usuario=${USER_IDS.admin}`);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((record) => record.usuario.id === USER_IDS.admin)).toBe(true);
    expect(await list(`?usuario=${USER_IDS.supervisado}`)).toEqual([]);
  });

  it.each([
    ['?entidad=factura', { entidad: ['La entidad no es válida.'] }],
    ['?id=3', { entidad: ['Indique la entidad del id.'] }],
    ['?entidad=cobro&id=0', { id: ['El id debe ser un número entero positivo.'] }],
    ['?usuario=abc', { usuario: ['El usuario debe ser un número entero positivo.'] }],
    ['?desde=2026-02-30', { desde: ['Indique una fecha válida con el formato AAAA-MM-DD.'] }],
    ['?hasta=15/06/2026', { hasta: ['Indique una fecha válida con el formato AAAA-MM-DD.'] }],
    ['?desde=2026-06-20&hasta=2026-06-01', { desde: ['La fecha "desde" no puede ser posterior a "hasta".'] }],
  ])('refuses %s with a Spanish 400', async (query, body) => {
    await expectRejected({ method: 'GET', url: `/api/ext/auditoria/${query}` }, 400, body);
  });

  it('answers SuperAdmin only', async () => {
    await expectAccess(() => ({ method: 'GET', url: '/api/ext/auditoria/' }), ['SuperAdmin'], 200);
  });
});
