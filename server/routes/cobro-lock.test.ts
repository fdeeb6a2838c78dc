import { bearer, createTestApp, tokenFor, USER_IDS, type TestApp } from '../test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const LOCKED = {
  detail:
    'Este cobro tiene una bonificación o un descuento del administrador y ya no puede modificarse ni eliminarse.',
};

async function call(method: 'PUT' | 'DELETE', url: string, userId: number, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(await tokenFor(ctx.app, userId)),
    ...(payload ? { payload } : {}),
  });
}

/** A Notas cobro of `usuario` with records, so modificar_cobro has something valid to send. */
function ownCobro(): { id: number; registroId: number } {
  return ctx.db
    .prepare(
      `SELECT c.id, r.registro_id AS registroId FROM cobros c JOIN cobro_registros r ON r.cobro_id = c.id
       WHERE c.usuario_registra_id = ? AND c.tipo_tarea = 1 AND c.documento_id IS NOT NULL
         AND c.bonificado_cents = 0 AND c.sancionado_cents = 0
       ORDER BY c.id DESC LIMIT 1`,
    )
    .get(USER_IDS.usuario) as { id: number; registroId: number };
}

const row = (id: number) => ctx.db.prepare('SELECT * FROM cobros WHERE id = ?').get(id);

describe('a cobro with an admin\u2019s bonus or discount', () => {
  it.each([
    ['bonus', { bonificado: 5, nota_bonificado: 'buen trabajo' }],
    ['discount', { sancionado: 2, nota_sancionado: 'retraso' }],
  ])(
    'after a %s, the worker can neither modify nor delete it, and nothing changes',
    async (_kind, adjustment) => {
      const { id, registroId } = ownCobro();
      expect(
        (await call('PUT', `/api/sancionar_acreditar/${id}/`, USER_IDS.admin, adjustment)).statusCode,
      ).toBe(200);
      const before = row(id);
      const modify = await call('PUT', `/api/modificar_cobro/${id}/`, USER_IDS.usuario, {
        mes: 'enero',
        contenido: [{ id: registroId }],
      });
      expect(modify.statusCode).toBe(403);
      expect(modify.json()).toEqual(LOCKED);
      const remove = await call('DELETE', `/api/eliminar_cobro/${id}/`, USER_IDS.usuario);
      expect(remove.statusCode).toBe(403);
      expect(remove.json()).toEqual(LOCKED);
      expect(row(id)).toEqual(before);
    },
  );

  it('unlocks when the admin sets the amounts back to 0, and an admin may always change it', async () => {
    const { id, registroId } = ownCobro();
    await call('PUT', `/api/sancionar_acreditar/${id}/`, USER_IDS.admin, {
      bonificado: 5,
      nota_bonificado: 'x',
    });
    const byAdmin = await call('PUT', `/api/modificar_cobro/${id}/`, USER_IDS.admin, {
      mes: 'febrero',
      contenido: [{ id: registroId }],
    });
    expect(byAdmin.statusCode).toBe(200);
    await call('PUT', `/api/sancionar_acreditar/${id}/`, USER_IDS.admin, {
      bonificado: 0,
      nota_bonificado: '',
    });
    expect((await call('DELETE', `/api/eliminar_cobro/${id}/`, USER_IDS.usuario)).statusCode).toBe(200);
    expect(row(id)).toBeUndefined();
  });

  it('still answers 404, not 403, for another worker\u2019s locked cobro', async () => {
    const id = ctx.db
      .prepare('SELECT MAX(id) FROM cobros WHERE usuario_registra_id = ?')
      .pluck()
      .get(USER_IDS.usuario) as number;
    await call('PUT', `/api/sancionar_acreditar/${id}/`, USER_IDS.admin, {
      sancionado: 1,
      nota_sancionado: 'x',
    });
    expect((await call('DELETE', `/api/eliminar_cobro/${id}/`, USER_IDS.mgomez)).statusCode).toBe(404);
  });
});
