import { cobroSchema } from '../../src/contract/cobro';
import { bearer, createTestApp, requestChecks, tokenFor, USER_IDS, type TestApp } from '../test-support';

/**
 * The bonus and discount modals of the worker payment detail (issue 10): amounts in soles, 0 or
 * more, with a reason that may be empty. These cases complete the ones in cobros.test.ts.
 */
type Call = { url: string; payload: unknown };

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

async function send(call: Call, userId: number | null = USER_IDS.admin) {
  const headers = userId === null ? {} : bearer(await tokenFor(ctx.app, userId));
  return ctx.app.inject({ method: 'PUT', url: call.url, headers, payload: call.payload as object });
}

const contents = () => ctx.db.prepare('SELECT * FROM cobros ORDER BY id').all();
const { expectRejected, expectAccess } = requestChecks(send, contents);

const target = () =>
  ctx.db
    .prepare('SELECT MAX(id) FROM cobros WHERE usuario_registra_id = ?')
    .pluck()
    .get(USER_IDS.usuario) as number;
const sancionar = (payload: unknown, id: number | string = target()): Call => ({
  url: `/api/sancionar_acreditar/${id}/`,
  payload,
});
const stored = (id: number) =>
  ctx.db
    .prepare(
      'SELECT bonificado_cents, nota_bonificado, sancionado_cents, nota_sancionado FROM cobros WHERE id = ?',
    )
    .get(id);

describe('PUT /api/sancionar_acreditar/:cobroId/ (bonus and discount modals)', () => {
  it('accepts 0, which clears a bonus, and a reason of up to 1000 characters', async () => {
    const id = target();
    await send(sancionar({ bonificado: 20, nota_bonificado: 'Bono' }));
    const cleared = await send(sancionar({ bonificado: 0, nota_bonificado: null }));
    expect(cleared.statusCode).toBe(200);
    expect(cobroSchema.parse(cleared.json())).toMatchObject({ id, bonificado: 0, nota_bonificado: null });
    const long = 'x'.repeat(1000);
    const discount = await send(
      sancionar({ sancionado: '0.50', nota_sancionado: long }),
      USER_IDS.superadmin,
    );
    expect(discount.statusCode).toBe(200);
    expect(stored(id)).toEqual({
      bonificado_cents: 0,
      nota_bonificado: null,
      sancionado_cents: 50,
      nota_sancionado: long,
    });
  });

  it.each([
    [
      'a reason over 1000 characters',
      { bonificado: 1, nota_bonificado: 'x'.repeat(1001) },
      { nota_bonificado: ['La nota no puede tener más de 1000 caracteres.'] },
    ],
    [
      'an amount over the maximum',
      { sancionado: 1_000_000.01, nota_sancionado: '' },
      { sancionado: ['El monto no puede ser mayor que 1,000,000'] },
    ],
    [
      'an amount sent as a list',
      { bonificado: [5], nota_bonificado: '' },
      { bonificado: ['El monto debe ser un número'] },
    ],
    [
      'an amount with a decimal comma',
      { bonificado: '12,50', nota_bonificado: '' },
      { bonificado: ['El monto debe ser un número'] },
    ],
    [
      'an amount with three decimals',
      { sancionado: 12.505, nota_sancionado: '' },
      { sancionado: ['Use como máximo 2 decimales'] },
    ],
    [
      'a float sum that is not a whole céntimo',
      { bonificado: 0.1 + 0.2, nota_bonificado: '' },
      { bonificado: ['Use como máximo 2 decimales'] },
    ],
    [
      'an amount with a thousands separator',
      { sancionado: '1.234,50', nota_sancionado: '' },
      { sancionado: ['No use separador de miles'] },
    ],
    [
      'an empty body',
      {},
      {
        non_field_errors: [
          'Envíe bonificado con nota_bonificado, o sancionado con nota_sancionado (solo uno de los dos).',
        ],
      },
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, payload, body) => {
    await expectRejected(sancionar(payload), 400, body);
  });

  it('answers 404 for an unknown cobro or a non-id, writing nothing', async () => {
    await expectRejected(sancionar({ bonificado: 1 }, 999_999), 404, {
      detail: 'No se encontró información del cobro',
    });
    await expectRejected(sancionar({ bonificado: 1 }, 'abc'), 404, { detail: 'No encontrado.' });
  });

  it('allows SuperAdmin and Admin only; a refused caller writes nothing', async () => {
    await expectAccess(
      () => sancionar({ sancionado: 2, nota_sancionado: 'Retraso' }),
      ['SuperAdmin', 'Admin'],
      200,
    );
  });
});
