import { pagoClienteResponseSchema } from '../../src/contract/finanzas';
import { requestChecks, setupRouteTests, TEST_NOW, USER_IDS, type Call } from '../test-support';

const t = setupRouteTests(USER_IDS.superadmin);
const contents = t.contentsOf(['montos_extra', 'historial_pago']);
const { expectRejected, expectAccess } = requestChecks(t.send, contents);

/** TEST_NOW is noon of 15 June 2026. */
const TODAY = '2026-06-15';
const pagar = (payload: unknown): Call => ({ method: 'POST', url: '/api/ext/pagos_cliente/', payload });

describe('POST /api/ext/pagos_cliente/ (pago_atomico)', () => {
  it('writes the extra amount and its linked history row together and answers both', async () => {
    const before = contents();
    const response = await t.send(pagar({ cliente: 3, monto: '80.50', fecha_pago: '2026-06-01' }));
    expect(response.statusCode).toBe(201);
    const answer = pagoClienteResponseSchema.parse(response.json());
    expect(response.json()).toEqual({
      monto_extra: { id: answer.monto_extra.id, monto: 80.5, cliente: 3, fecha_registro: TODAY },
      pago: { id: answer.pago.id, cliente_id: 3, monto: 80.5, fecha: '2026-06-01' },
    });
    const after = contents();
    expect(after.montos_extra).toHaveLength(before.montos_extra.length + 1);
    expect(after.historial_pago).toHaveLength(before.historial_pago.length + 1);
    const link = t.db
      .prepare('SELECT monto_extra_id FROM historial_pago WHERE id = ?')
      .pluck()
      .get(answer.pago.id);
    expect(link).toBe(answer.monto_extra.id);
  });

  it.each([
    [
      'a future date',
      { cliente: 3, monto: 10, fecha_pago: '2026-06-16' },
      { fecha_pago: ['La fecha de pago no puede ser posterior a hoy'] },
    ],
    [
      'an unknown client',
      { cliente: 9999, monto: 10, fecha_pago: TODAY },
      { cliente: ['Cliente no encontrado'] },
    ],
    [
      'a zero amount',
      { cliente: 3, monto: 0, fecha_pago: TODAY },
      { monto: ['El monto debe ser mayor que 0'] },
    ],
    [
      'a negative amount',
      { cliente: 3, monto: -5, fecha_pago: TODAY },
      { monto: ['El monto no puede ser negativo'] },
    ],
    [
      'three decimals',
      { cliente: 3, monto: 1.005, fecha_pago: TODAY },
      { monto: ['Use como máximo 2 decimales'] },
    ],
    [
      'a bad date',
      { cliente: 3, monto: 10, fecha_pago: '15/06/2026' },
      { fecha_pago: ['La fecha de pago debe tener el formato AAAA-MM-DD'] },
    ],
  ])('refuses %s with 400 and writes neither row', async (_case, payload, body) => {
    await expectRejected(pagar(payload), 400, body);
  });

  it('is SuperAdmin’s only', async () => {
    await expectAccess(() => pagar({ cliente: 4, monto: 1, fecha_pago: TODAY }), ['SuperAdmin'], 201);
  });
});

describe('"today" is the agency’s day (America/Lima), not the server clock’s', () => {
  afterEach(() => t.setNow(TEST_NOW));

  it('at 02:00 UTC on the 16th, Lima is still on the 15th: the 16th is refused, the 15th taken', async () => {
    t.setNow(new Date('2026-06-16T02:00:00Z'));
    await expectRejected(pagar({ cliente: 3, monto: 5, fecha_pago: '2026-06-16' }), 400, {
      fecha_pago: ['La fecha de pago no puede ser posterior a hoy'],
    });
    expect((await t.send(pagar({ cliente: 3, monto: 5, fecha_pago: '2026-06-15' }))).statusCode).toBe(201);
  });

  it('from 05:00 UTC the 16th is Lima’s today too, on both ways of recording a payment', async () => {
    t.setNow(new Date('2026-06-16T05:00:00Z'));
    expect((await t.send(pagar({ cliente: 3, monto: 6, fecha_pago: '2026-06-16' }))).statusCode).toBe(201);
    expect(
      (await t.send({ method: 'PUT', url: '/api/monto_extra/3', payload: { monto: 7 } })).statusCode,
    ).toBe(201);
    const pago = await t.send({
      method: 'POST',
      url: '/api/historial_pago/',
      payload: { cliente: 3, monto: 7, fecha_pago: '2026-06-16' },
    });
    expect(pago.statusCode).toBe(201);
  });
});
