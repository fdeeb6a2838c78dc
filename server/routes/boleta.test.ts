import { PDFDocument } from 'pdf-lib';
import type { LiquidacionRowWire } from '../../src/contract/cierre-mes';
import { CIERRE_MESSAGES } from '../../src/contract/cierre-mes';
import { cobroListSchema, type Cobro } from '../../src/contract/cobro';
import { DEFAULT_AGENCY_TIME_ZONE, formatInstant } from '../../src/domain/agency-time';
import { formatMoney } from '../../src/domain/format';
import { BAD_PERIOD_QUERIES, cierreFixture } from '../test-fixtures/cierre-mes';
import { pdfPageTexts } from '../test-fixtures/pdf-text';
import { CALLERS, FORBIDDEN_BODY, NOT_AUTHENTICATED_BODY, setupRouteTests, USER_IDS } from '../test-support';

/** Extension `cierre_mes`: a worker's pay statement as a PDF (shared/extensions.md). */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const fixture = cierreFixture(send, () => route.db);
const { assign, liquidacion, close, expectStatus } = fixture;

const boletaUrl = (usuarioId: number, query: string) =>
  `/api/ext/liquidacion/${usuarioId}/boleta.pdf?${query}`;
const boleta = (usuarioId: number, anio: number, mes: string, userId: number | null = USER_IDS.superadmin) =>
  send({ method: 'GET', url: boletaUrl(usuarioId, `anio=${anio}&mes=${mes}`) }, userId);

async function boletaTexts(usuarioId: number, anio: number, mes: string) {
  const response = await boleta(usuarioId, anio, mes);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { bytes: response.rawPayload, pages: await pdfPageTexts(response.rawPayload) };
}

/** A cell holds the name, or its start cut with '…' to fit the column. */
const showsName = (cell: string | undefined, name: string) =>
  cell === name || (cell !== undefined && cell.endsWith('…') && name.startsWith(cell.slice(0, -1)));

/** Where a cobro's line starts: its id followed by its client's name. */
const lineOf = (texts: string[], cobro: { id: number; cliente: { nombre: string } | null }) =>
  texts.findIndex(
    (text, index) => text === String(cobro.id) && showsName(texts[index + 1], cobro.cliente?.nombre ?? ''),
  );

/** The value drawn right after a label (the totals are label, then amount). */
const after = (texts: string[], label: string) => texts[texts.indexOf(label) + 1];

/** The period's cobros as listar_cobro/ answers them, which the statement must list. */
async function periodCobros(anio: number, mes: string): Promise<Cobro[]> {
  const cobros = cobroListSchema.parse(
    await expectStatus({ method: 'GET', url: '/api/listar_cobro/' }, 200, USER_IDS.superadmin),
  );
  return cobros.filter((cobro) => cobro.anio === anio && cobro.mes === mes);
}

async function filaOf(anio: number, mes: string, usuarioId: number): Promise<LiquidacionRowWire> {
  const fila = (await liquidacion(anio, mes)).filas.find((row) => row.usuario.id === usuarioId);
  if (!fila) throw new Error(`${usuarioId} no cobra en ${mes} de ${anio}`);
  return fila;
}

describe('GET ext/liquidacion/{usuarioId}/boleta.pdf', () => {
  it.each([['mayo'], ['junio']])(
    'prints every worker paid in %s 2026: name, period, each cobro and the liquidacion row’s totals',
    async (mes) => {
      const { filas } = await liquidacion(2026, mes);
      expect(filas.length).toBeGreaterThan(0);
      const cobros = await periodCobros(2026, mes);
      for (const fila of filas) {
        const { pages } = await boletaTexts(fila.usuario.id, 2026, mes);
        const texts = pages.flat();
        expect(texts).toContain(fila.usuario.nombre);
        expect(texts).toContain(`${mes[0].toUpperCase()}${mes.slice(1)} de 2026`);
        const paidOn = cobros.filter(
          (cobro) =>
            cobro.usuario_registra?.id === fila.usuario.id ||
            cobro.usuario_supervisor?.id === fila.usuario.id,
        );
        expect(paidOn.length, fila.usuario.nombre).toBe(fila.cobros);
        for (const cobro of paidOn) expect(lineOf(texts, cobro), `cobro ${cobro.id}`).toBeGreaterThan(-1);
        expect(after(texts, 'Devengado')).toBe(formatMoney(fila.devengado, 'S/.'));
        expect(after(texts, 'Bonificaciones')).toBe(formatMoney(fila.bonificaciones, 'S/.'));
        expect(after(texts, 'Descuentos')).toBe(formatMoney(-fila.descuentos, 'S/.'));
        expect(after(texts, 'Neto a pagar')).toBe(formatMoney(fila.neto, 'S/.'));
        expect(texts.some((text) => text.startsWith('Borrador'))).toBe(true);
      }
    },
  );

  it('prints the supervised cobros at 0.20 a unit and their sum', async () => {
    const fila = (await liquidacion(2026, 'mayo')).filas.find((row) => row.unidades_supervisadas > 0);
    if (!fila) throw new Error('La semilla supervisa cobros en mayo');
    const texts = (await boletaTexts(fila.usuario.id, 2026, 'mayo')).pages.flat();
    expect(texts).toContain('Cobros supervisados');
    const supervisedCents = Math.round(fila.unidades_supervisadas * 20);
    expect(after(texts, 'Supervisados (unidades × S/. 0.20)')).toBe(
      formatMoney(supervisedCents / 100, 'S/.'),
    );
  });

  it('shows a discount larger than the pay as not applied, so the lines add up to the neto', async () => {
    const [anio, mes] = [2025, 'noviembre'];
    await assign({ usuario: USER_IDS.mgomez, mes, unidades: 10 });
    const small = await assign({ usuario: USER_IDS.mgomez, mes, unidades: 5 });
    await expectStatus(
      {
        method: 'PUT',
        url: `/api/sancionar_acreditar/${small}/`,
        payload: { sancionado: 3, nota_sancionado: 'Entrega tardía' },
      },
      200,
    );
    const fila = await filaOf(anio, mes, USER_IDS.mgomez);
    // 10 × 0.40 + 5 × 0.40 − 3: the second cobro stops at 0, so 1.00 of the discount is not taken.
    expect(fila).toMatchObject({ devengado: 6, descuentos: 3, neto: 4 });
    const texts = (await boletaTexts(USER_IDS.mgomez, anio, mes)).pages.flat();
    expect(after(texts, 'Descuento no aplicado (el pago de un cobro no baja de 0)')).toBe('S/. 1.00');
    expect(after(texts, 'Neto a pagar')).toBe('S/. 4.00');
  });

  it('states the closing, and is the same file on every request', async () => {
    const [anio, mes] = [2026, 'abril'];
    const before = await boletaTexts(USER_IDS.usuario, anio, mes);
    const again = await boletaTexts(USER_IDS.usuario, anio, mes);
    expect(Buffer.compare(before.bytes, again.bytes)).toBe(0);
    const opened = await PDFDocument.load(before.bytes, { updateMetadata: false });
    expect(opened.getCreationDate()?.toISOString()).toBe(new Date(Date.UTC(anio, 3, 1)).toISOString());

    const [cierre] = (await close(anio, mes, USER_IDS.usuario)) as unknown as {
      cerrado_por: { nombre: string };
      cerrado_en: string;
    }[];
    const closed = await boletaTexts(USER_IDS.usuario, anio, mes);
    const texts = closed.pages.flat();
    expect(texts).toContain(
      `Cerrado por ${cierre.cerrado_por.nombre} el ${formatInstant(cierre.cerrado_en, DEFAULT_AGENCY_TIME_ZONE)}`,
    );
    expect(texts.some((text) => text.startsWith('Borrador'))).toBe(false);
    const doc = await PDFDocument.load(closed.bytes, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe(new Date(cierre.cerrado_en).toISOString());
    expect(after(texts, 'Neto a pagar')).toBe(
      formatMoney((await filaOf(anio, mes, USER_IDS.usuario)).neto, 'S/.'),
    );
  });

  it('runs onto more pages when the cobros do not fit one, every cobro listed once', async () => {
    const [anio, mes] = [2025, 'diciembre'];
    const ids: number[] = [];
    for (let index = 0; index < 70; index += 1) {
      ids.push(await assign({ usuario: USER_IDS.emendoza, mes, unidades: index + 1 }));
    }
    const { pages } = await boletaTexts(USER_IDS.emendoza, anio, mes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain(`Página 1 de ${pages.length}`);
    expect(pages[1]).toContain('Cobros propios (continúa)');
    const texts = pages.flat();
    const cliente = (await periodCobros(anio, mes))[0]?.cliente?.nombre ?? '';
    const listed = texts.filter((text, index) => /^\d+$/.test(text) && showsName(texts[index + 1], cliente));
    expect(listed.map(Number).sort((a, b) => a - b)).toEqual(ids);
    const fila = await filaOf(anio, mes, USER_IDS.emendoza);
    // 1 + 2 + … + 70 units at 0.40.
    expect(fila.neto).toBe(994);
    expect(after(texts, 'Neto a pagar')).toBe('S/. 994.00');
  });

  it('lets SuperAdmin and Admin read any worker, a worker only itself (403 for another), nobody without a role', async () => {
    const [anio, mes] = [2026, 'mayo'];
    const paid = (await liquidacion(anio, mes)).filas.map((fila) => fila.usuario.id);
    const other = paid.find((id) => id !== USER_IDS.usuario) ?? USER_IDS.mgomez;
    for (const [role, userId] of CALLERS) {
      const own = await boleta(userId, anio, mes, userId);
      const others = await boleta(other === userId ? USER_IDS.usuario : other, anio, mes, userId);
      if (role === 'SuperAdmin' || role === 'Admin') {
        expect(others.statusCode, String(role)).toBe(200);
      } else {
        expect(others.statusCode, String(role)).toBe(403);
        expect(others.json()).toEqual(FORBIDDEN_BODY);
      }
      if (role === null) {
        expect(own.statusCode).toBe(403);
      } else if (paid.includes(userId)) {
        expect(own.statusCode, String(role)).toBe(200);
        expect(own.headers['content-type']).toBe('application/pdf');
      } else {
        expect(own.statusCode, String(role)).toBe(404);
      }
    }
    const anonymous = await boleta(USER_IDS.usuario, anio, mes, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(NOT_AUTHENTICATED_BODY);
  });

  it.each(BAD_PERIOD_QUERIES)('answers 400 for %s', async (_case, query, field, message) => {
    const response = await send({ method: 'GET', url: boletaUrl(USER_IDS.usuario, query) });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Record<string, string[]>)[field]).toEqual([message]);
  });

  it('answers 404 for an unknown worker and for one paid nothing in the period', async () => {
    const unknown = await boleta(9999, 2026, 'mayo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: CIERRE_MESSAGES.boletaUsuarioNoEncontrado });
    const unpaid = await boleta(USER_IDS.usuario, 2024, 'mayo');
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toEqual({ detail: CIERRE_MESSAGES.boletaSinCobros('Mayo de 2024') });
    const notNumber = await send({
      method: 'GET',
      url: '/api/ext/liquidacion/uno/boleta.pdf?anio=2026&mes=mayo',
    });
    expect(notNumber.statusCode).toBe(404);
  });

  it('draws names the font cannot encode with what it can, instead of failing', async () => {
    route.db
      .prepare("UPDATE users SET first_name = 'Dvořák 李', last_name = 'Łukasz ☃' WHERE id = ?")
      .run(USER_IDS.supervisado);
    const [anio, mes] = [2026, 'mayo'];
    const texts = (await boletaTexts(USER_IDS.supervisado, anio, mes)).pages.flat();
    expect(texts).toContain('Dvorák ? ?ukasz ?');
    const fila = await filaOf(anio, mes, USER_IDS.supervisado);
    expect(fila.usuario.nombre).toBe('Dvořák 李 Łukasz ☃');
    expect(after(texts, 'Neto a pagar')).toBe(formatMoney(fila.neto, 'S/.'));
  });
});
