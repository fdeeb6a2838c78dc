import { PDFDocument } from 'pdf-lib';
import { CIERRE_MESSAGES } from '../../src/contract/cierre-mes';
import { DEFAULT_AGENCY_TIME_ZONE, formatInstant } from '../../src/domain/agency-time';
import { formatMoney } from '../../src/domain/format';
import { BAD_PERIOD_QUERIES, cierreFixture } from '../test-fixtures/cierre-mes';
import { pdfPageTexts } from '../test-fixtures/pdf-text';
import { CALLERS, FORBIDDEN_BODY, NOT_AUTHENTICATED_BODY, setupRouteTests, USER_IDS } from '../test-support';

/** Extension `cierre_mes`: every worker's pay statement of a month in one PDF. */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const { liquidacion, close } = cierreFixture(send, () => route.db);

const TITLE = 'Back office · Boleta de pago';
const boletas = (query: string, userId: number | null = USER_IDS.admin) =>
  send({ method: 'GET', url: `/api/ext/liquidacion/boletas.pdf?${query}` }, userId);

/** The file's pages grouped by worker: a worker's statement starts on a page that opens with the title. */
async function statements(anio: number, mes: string): Promise<string[][]> {
  const response = await boletas(`anio=${anio}&mes=${mes}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = await pdfPageTexts(response.rawPayload);
  const grouped: string[][] = [];
  for (const page of pages) {
    if (page[0] === TITLE) grouped.push([...page]);
    else grouped.at(-1)?.push(...page);
  }
  return grouped;
}

const after = (texts: string[], label: string) => texts[texts.indexOf(label) + 1];

describe('GET ext/liquidacion/boletas.pdf', () => {
  it.each([['mayo'], ['junio']])(
    "holds every worker paid in %s 2026, each on its own pages with the liquidacion row's name and neto",
    async (mes) => {
      const { filas } = await liquidacion(2026, mes);
      expect(filas.length).toBeGreaterThan(1);
      const grouped = await statements(2026, mes);
      expect(grouped).toHaveLength(filas.length);
      filas.forEach((fila, index) => {
        const texts = grouped[index];
        expect(after(texts, 'Trabajador:'), fila.usuario.nombre).toBe(fila.usuario.nombre);
        expect(texts).toContain(`${mes[0].toUpperCase()}${mes.slice(1)} de 2026`);
        expect(after(texts, 'Devengado')).toBe(formatMoney(fila.devengado, 'S/.'));
        expect(after(texts, 'Neto a pagar'), fila.usuario.nombre).toBe(formatMoney(fila.neto, 'S/.'));
      });
    },
  );

  it("states each worker's closing on its own statement, and dates the file by the latest closing", async () => {
    const [anio, mes] = [2026, 'abril'];
    const [cierre] = (await close(anio, mes, USER_IDS.usuario)) as unknown as {
      usuario: { id: number };
      cerrado_por: { nombre: string };
      cerrado_en: string;
    }[];
    const { filas } = await liquidacion(anio, mes);
    const grouped = await statements(anio, mes);
    filas.forEach((fila, index) => {
      const closed = grouped[index].includes(
        `Cerrado por ${cierre.cerrado_por.nombre} el ${formatInstant(cierre.cerrado_en, DEFAULT_AGENCY_TIME_ZONE)}`,
      );
      expect(closed, fila.usuario.nombre).toBe(fila.usuario.id === USER_IDS.usuario);
      expect(grouped[index].some((text) => text.startsWith('Borrador'))).toBe(!closed);
    });
    const bytes = (await boletas(`anio=${anio}&mes=${mes}`)).rawPayload;
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe(new Date(cierre.cerrado_en).toISOString());
  });

  it('lets SuperAdmin and Admin read it; every worker role and a user without one get 403', async () => {
    for (const [role, userId] of CALLERS) {
      const response = await boletas('anio=2026&mes=mayo', userId);
      if (role === 'SuperAdmin' || role === 'Admin') {
        expect(response.statusCode, String(role)).toBe(200);
      } else {
        expect(response.statusCode, String(role)).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN_BODY);
      }
    }
    const anonymous = await boletas('anio=2026&mes=mayo', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(NOT_AUTHENTICATED_BODY);
  });

  it.each(BAD_PERIOD_QUERIES)('answers 400 for %s', async (_case, query, field, message) => {
    const response = await boletas(query);
    expect(response.statusCode).toBe(400);
    expect((response.json() as Record<string, string[]>)[field]).toEqual([message]);
  });

  it('answers 404 in Spanish for a month that pays nobody', async () => {
    const response = await boletas('anio=2024&mes=mayo');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: CIERRE_MESSAGES.boletasSinCobros('Mayo de 2024') });
  });
});
