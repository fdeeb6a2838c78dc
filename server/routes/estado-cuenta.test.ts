import { clienteListSchema } from '../../src/contract/cliente';
import { documentoListSchema } from '../../src/contract/documento';
import {
  ESTADO_CUENTA_MESSAGES,
  estadoCuentaSchema,
  type EstadoCuentaWire,
} from '../../src/contract/estado-cuenta';
import { cobroEstimadoListSchema, montoExtraListSchema, tareaListSchema } from '../../src/contract/finanzas';
import { toCents } from '../../src/domain/cents';
import { clientPaymentRows, type ClientPaymentRow } from '../../src/domain/client-payments';
import { formatDate, formatDecimal2 } from '../../src/domain/format';
import { saldoText } from '../ext/estado-cuenta-pdf';
import { pdfPageTexts } from '../test-fixtures/pdf-text';
import { requestChecks, setupRouteTests, USER_IDS } from '../test-support';

/** Extension `estado_cuenta`: a client's statement, as JSON and as PDF (shared/extensions.md). */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const contents = route.contentsOf([
  'historial_pago',
  'montos_extra',
  'tareas',
  'cobros_estimados',
  'documentos',
]);
const { expectRejected, expectAccess } = requestChecks(send, contents);

const url = (clienteId: number | string, query = '', pdf = false) =>
  `/api/ext/estado_cuenta/${clienteId}/${pdf ? 'pdf' : ''}${query ? `?${query}` : ''}`;

async function getJson(path: string): Promise<unknown> {
  const response = await send({ method: 'GET', url: path });
  expect(response.statusCode, path).toBe(200);
  return response.json();
}

async function estado(clienteId: number, query = ''): Promise<EstadoCuentaWire> {
  return estadoCuentaSchema.parse(await getJson(url(clienteId, query)));
}

/** 'Pagos de Clientes' as the app computes it: the full lists through the contract, then the domain. */
async function pagosDeClientes(): Promise<ClientPaymentRow[]> {
  return clientPaymentRows({
    clientes: clienteListSchema.parse(await getJson('/api/list_client/')),
    documentos: documentoListSchema.parse(await getJson('/api/listar_documentacion/')),
    estimados: cobroEstimadoListSchema.parse(await getJson('/api/listar_cobros_estimados/')),
    tareas: tareaListSchema.parse(await getJson('/api/listar_tarea/')),
    montos: montoExtraListSchema.parse(await getJson('/api/listar_monto_extra/')),
  });
}

const signedCents = (row: ClientPaymentRow) =>
  ({ Deuda: 1, Fondo: -1, Saldado: 0 })[row.balance.kind] * row.balance.cents;

/** The day after a 'YYYY-MM-DD' day. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('GET ext/estado_cuenta/{clienteId}/', () => {
  it('ends every client’s whole history at its balance on Pagos de Clientes', async () => {
    const rows = await pagosDeClientes();
    expect(rows.length).toBeGreaterThan(5);
    const kinds = new Set<string>();
    for (const row of rows) {
      const answer = await estado(row.id);
      expect(answer.cliente, row.nombre).toEqual({ id: row.id, nombre: row.nombre });
      expect(answer).toMatchObject({ desde: null, hasta: null, saldo_inicial: 0 });
      expect(toCents(answer.saldo_final), row.nombre).toBe(signedCents(row));
      expect(answer.movimientos.at(-1)?.saldo ?? 0).toBe(answer.saldo_final);
      kinds.add(row.balance.kind);
    }
    // The seed holds debts, funds and settled clients, so each kind of balance is compared.
    expect([...kinds].sort()).toEqual(['Deuda', 'Fondo', 'Saldado']);
  });

  it('runs the balance: each saldo is the previous one plus the cargo minus the abono', async () => {
    const { movimientos } = await estado(2);
    expect(movimientos.map((movimiento) => movimiento.tipo)).toEqual(
      expect.arrayContaining(['cargo', 'ajuste', 'pago']),
    );
    let saldo = 0;
    for (const movimiento of movimientos) {
      saldo += toCents(movimiento.cargo) - toCents(movimiento.abono);
      expect(toCents(movimiento.saldo)).toBe(saldo);
    }
    const sorted = [...movimientos].sort((a, b) => a.fecha.localeCompare(b.fecha));
    expect(movimientos.map((movimiento) => movimiento.fecha)).toEqual(
      sorted.map((movimiento) => movimiento.fecha),
    );
  });

  it('keeps a movement on desde and on hasta; the day before desde is in saldo_inicial', async () => {
    const all = (await estado(2)).movimientos;
    const days = [...new Set(all.map((movimiento) => movimiento.fecha))];
    expect(days.length).toBeGreaterThan(3);
    const [desde, hasta] = [days[1], days[days.length - 2]];
    const period = await estado(2, `desde=${desde}&hasta=${hasta}`);
    const inside = all.filter((movimiento) => movimiento.fecha >= desde && movimiento.fecha <= hasta);
    expect(period.movimientos).toEqual(inside);
    expect(period.movimientos[0].fecha).toBe(desde);
    expect(period.movimientos.at(-1)?.fecha).toBe(hasta);
    expect(period).toMatchObject({ desde, hasta });
    expect(period.saldo_inicial).toBe(all.filter((movimiento) => movimiento.fecha < desde).at(-1)?.saldo);
    expect(period.saldo_final).toBe(inside.at(-1)?.saldo);

    // A day later the first day's movements move into saldo_inicial.
    const later = await estado(2, `desde=${nextDay(desde)}&hasta=${hasta}`);
    expect(later.movimientos.some((movimiento) => movimiento.fecha === desde)).toBe(false);
    expect(later.saldo_inicial).toBe(all.filter((movimiento) => movimiento.fecha <= desde).at(-1)?.saldo);
    // One open end: from a day on, and up to a day.
    expect((await estado(2, `desde=${hasta}`)).saldo_final).toBe(all.at(-1)?.saldo);
    expect((await estado(2, `hasta=${desde}&desde=`)).movimientos).toEqual(
      all.filter((m) => m.fecha <= desde),
    );
  });

  it('a period without movements closes at its opening balance', async () => {
    const answer = await estado(2, 'desde=2030-01-01&hasta=2030-01-31');
    expect(answer.movimientos).toEqual([]);
    expect(answer.saldo_final).toBe(answer.saldo_inicial);
    expect(answer.saldo_inicial).toBe((await estado(2)).saldo_final);
  });

  it('answers 400 in Spanish for a bad day or a reversed range, and 404 for an unknown client', async () => {
    const { fechaInvalida, rangoInvertido, clienteNoEncontrado } = ESTADO_CUENTA_MESSAGES;
    for (const pdf of [false, true]) {
      await expectRejected({ method: 'GET', url: url(2, 'desde=2026-02-30', pdf) }, 400, {
        desde: [fechaInvalida],
      });
      await expectRejected({ method: 'GET', url: url(2, 'hasta=ayer', pdf) }, 400, {
        hasta: [fechaInvalida],
      });
      await expectRejected({ method: 'GET', url: url(2, 'desde=2026-05-02&hasta=2026-05-01', pdf) }, 400, {
        desde: [rangoInvertido],
      });
      await expectRejected({ method: 'GET', url: url(999, '', pdf) }, 404, { detail: clienteNoEncontrado });
      await expectRejected({ method: 'GET', url: url('abc', '', pdf) }, 404, { detail: 'No encontrado.' });
    }
  });

  it('is SuperAdmin’s alone, as JSON and as PDF', async () => {
    await expectAccess(() => ({ method: 'GET', url: url(2) }), ['SuperAdmin'], 200);
    await expectAccess(() => ({ method: 'GET', url: url(2, '', true) }), ['SuperAdmin'], 200);
  });
});

describe('GET ext/estado_cuenta/{clienteId}/pdf', () => {
  async function pdfTexts(clienteId: number, query = '') {
    const response = await send({ method: 'GET', url: url(clienteId, query, true) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return (await pdfPageTexts(response.rawPayload)).flat();
  }

  it('prints the client, its agency, each payment with its running balance and the closing balance', async () => {
    const answer = await estado(2);
    const texts = await pdfTexts(2);
    expect(texts).toContain('Back office · Estado de cuenta');
    expect(texts).toContain('Clínica San Rafael');
    expect(texts).toContain('Todo el historial');
    expect(texts[texts.indexOf('Emitido:') + 1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(texts[texts.indexOf('Agencia:') + 1]).not.toBe('Sin agencia');
    const pagos = answer.movimientos.filter((movimiento) => movimiento.tipo === 'pago');
    expect(pagos.length).toBeGreaterThan(1);
    for (const pago of pagos) {
      const line = texts.findIndex(
        (text, index) =>
          text === formatDate(pago.fecha) &&
          texts[index + 1] === 'Pago' &&
          texts[index + 4] === formatDecimal2(pago.saldo),
      );
      expect(line, pago.fecha).toBeGreaterThan(-1);
      // No document and no cargo on a payment's line: its description, abono, then saldo.
      expect(texts.slice(line + 2, line + 4)).toEqual(['Pago registrado', formatDecimal2(pago.abono)]);
    }
    expect(texts[texts.lastIndexOf('Saldo final') + 1]).toBe(saldoText(answer.saldo_final));
  });

  it('prints the period asked for and its own opening balance', async () => {
    const answer = await estado(4, 'desde=2026-05-01&hasta=2026-06-15');
    const texts = await pdfTexts(4, 'desde=2026-05-01&hasta=2026-06-15');
    expect(texts).toContain('Del 01/05/2026 al 15/06/2026');
    expect(texts[texts.lastIndexOf('Saldo inicial') + 1]).toBe(saldoText(answer.saldo_inicial));
    expect(texts[texts.lastIndexOf('Saldo final') + 1]).toBe(saldoText(answer.saldo_final));
  });

  it('goes on over pages, repeating the table header, with each page numbered', async () => {
    for (let day = 1; day <= 60; day += 1) {
      const fecha = `2026-04-${String(1 + (day % 30)).padStart(2, '0')}`;
      const response = await send({
        method: 'POST',
        url: '/api/ext/pagos_cliente/',
        payload: { cliente: 3, monto: day + 0.25, fecha_pago: fecha },
      });
      expect(response.statusCode).toBe(201);
    }
    const answer = await estado(3);
    const response = await send({ method: 'GET', url: url(3, '', true) });
    const pages = await pdfPageTexts(response.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Página 1 de 2');
    expect(pages[1]).toContain('Página 2 de 2');
    expect(pages[1].slice(0, 3)).toEqual([
      'Back office · Estado de cuenta · Centro de Terapia Arcoíris',
      'Movimientos (continúa)',
      'Fecha',
    ]);
    const drawn = pages.flat().filter((text) => text === 'Pago registrado');
    expect(drawn).toHaveLength(answer.movimientos.filter((movimiento) => movimiento.tipo === 'pago').length);
    expect(pages[1][pages[1].lastIndexOf('Saldo final') + 1]).toBe(saldoText(answer.saldo_final));
  });
});
