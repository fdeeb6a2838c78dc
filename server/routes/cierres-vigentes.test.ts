import { cierresVigentesSchema, type CierreVigenteWire } from '../../src/contract/cierre-mes';
import { cierreFixture } from '../test-fixtures/cierre-mes';
import { requestChecks, setupRouteTests, USER_IDS } from '../test-support';

/** `GET ext/cierres/`: the closings in force each caller may see, for the lock on the screens. */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const fixture = cierreFixture(send, () => route.db);
const { expectRejected } = requestChecks(send, route.contentsOf(['cierres']));

const list = async (userId: number, query = '') => {
  const response = await send({ method: 'GET', url: `/api/ext/cierres/${query}` }, userId);
  expect(response.statusCode).toBe(200);
  return cierresVigentesSchema.parse(response.json());
};
const workers = (cierres: CierreVigenteWire[]) =>
  cierres.map((cierre) => `${cierre.usuario.id} ${cierre.mes} ${cierre.anio}`).sort();

describe('GET ext/cierres/', () => {
  beforeAll(async () => {
    // Every worker paid in January; only usuario in February; February's mgomez closed then reopened.
    await fixture.close(2026, 'enero');
    await fixture.close(2026, 'febrero', USER_IDS.usuario);
    const [reopened] = await fixture.close(2026, 'febrero', USER_IDS.mgomez);
    await fixture.reopen(reopened.id);
  });

  it('lists every closing in force to SuperAdmin and Admin, with who closed it and when', async () => {
    const expected = [
      '2 enero 2026',
      '3 enero 2026',
      '4 enero 2026',
      '4 febrero 2026',
      '5 enero 2026',
      '6 enero 2026',
    ];
    for (const userId of [USER_IDS.superadmin, USER_IDS.admin]) {
      const cierres = await list(userId);
      expect(workers(cierres)).toEqual(expected);
      expect(cierres[0]).toMatchObject({
        cerrado_por: { id: USER_IDS.admin },
        cerrado_en: expect.stringMatching(/^2026-06-15T/),
      });
      expect(Object.keys(cierres[0]).sort()).toEqual(
        ['anio', 'cerrado_en', 'cerrado_por', 'id', 'mes', 'usuario'].sort(),
      );
    }
  });

  it('lists a worker only its own, a supervisor its own and its team’s, a user without a role nothing', async () => {
    expect(workers(await list(USER_IDS.usuario))).toEqual(['4 enero 2026', '4 febrero 2026']);
    expect(workers(await list(USER_IDS.supervisado))).toEqual(['5 enero 2026']);
    expect(workers(await list(USER_IDS.mgomez))).toEqual(['6 enero 2026']);
    expect(workers(await list(USER_IDS.supervisor))).toEqual(['3 enero 2026', '5 enero 2026']);
    expect(await list(USER_IDS.dquispe)).toEqual([]);
  });

  it('narrows by year and by month', async () => {
    expect(workers(await list(USER_IDS.admin, '?anio=2026&mes=febrero'))).toEqual(['4 febrero 2026']);
    expect(workers(await list(USER_IDS.usuario, '?mes=enero'))).toEqual(['4 enero 2026']);
    expect(await list(USER_IDS.admin, '?anio=2025')).toEqual([]);
  });

  it.each([
    ['?anio=1999', { anio: ['Indique un año válido, entre 2000 y 2100.'] }],
    ['?anio=dos', { anio: ['Indique un año válido, entre 2000 y 2100.'] }],
    ['?mes=Enero', { mes: ['Indique un mes válido, en minúsculas: enero, febrero, …, diciembre.'] }],
  ])('refuses %s with 400 and a Spanish message', async (query, body) => {
    await expectRejected({ method: 'GET', url: `/api/ext/cierres/${query}` }, 400, body, USER_IDS.usuario);
  });

  it('asks for a session', async () => {
    const response = await send({ method: 'GET', url: '/api/ext/cierres/' }, null);
    expect(response.statusCode).toBe(401);
  });
});
