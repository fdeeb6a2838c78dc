import { cobroListSchema } from '../../src/contract/cobro';
import { ALL_ROLES, COBRO_SCREENS } from '../../src/domain/roles';
import { CALLERS, setupRouteTests, USER_IDS } from '../test-support';

/**
 * Extension `resumenes` on the demo seed: `listar_cobro/?documento=`, one document's cobros, and
 * the count the summary gives of them (its refusals and access: resumenes.test.ts).
 */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;

const LISTS = ['/api/listar_cobro/', '/api/listar_cobro_usuario_en_sesion/'] as const;

async function getJson(url: string, userId: number = USER_IDS.superadmin): Promise<unknown> {
  const response = await send({ method: 'GET', url }, userId);
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

describe('listar_cobro/ narrowed to a document', () => {
  it('answers, for every caller, the full list filtered by the document, in the same order', async () => {
    const full = cobroListSchema.parse(await getJson('/api/listar_cobro/'));
    const documentos = new Set(full.flatMap((cobro) => (cobro.documento ? [cobro.documento.id] : [])));
    expect(documentos.size).toBeGreaterThan(3);
    // A document no cobro names, and one that does not exist: both empty.
    const unused = route.db.prepare('SELECT max(id) FROM documentos').pluck().get() as number;
    documentos.add(unused + 1000);
    let narrowedItems = 0;
    for (const list of LISTS) {
      const allowed = list === LISTS[0] ? ALL_ROLES : COBRO_SCREENS;
      for (const [role, userId] of CALLERS) {
        if (role === null || !(allowed as readonly string[]).includes(role)) continue;
        const whole = (await getJson(list, userId)) as { documento: { id: number } | null }[];
        for (const documento of documentos) {
          const narrowed = await getJson(`${list}?documento=${documento}`, userId);
          expect(narrowed, `${list} ${role} ${documento}`).toEqual(
            whole.filter((cobro) => cobro.documento?.id === documento),
          );
          narrowedItems += (narrowed as unknown[]).length;
        }
      }
    }
    expect(narrowedItems).toBeGreaterThan(full.length);
  });

  it('counts in the summary the cobros the narrowed list answers, for every document', async () => {
    const resumen = (await getJson('/api/ext/resumen_clientes/')) as {
      clientes: { documentos: { id: number; cobros: number }[] }[];
    };
    const documentos = resumen.clientes.flatMap((cliente) => cliente.documentos);
    expect(documentos.some((documento) => documento.cobros > 0)).toBe(true);
    for (const documento of documentos) {
      const cobros = (await getJson(`/api/listar_cobro/?documento=${documento.id}`)) as unknown[];
      expect(documento.cobros, `documento ${documento.id}`).toBe(cobros.length);
    }
  });
});
