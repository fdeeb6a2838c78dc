import { capacidadesResponseSchema, CAPACIDADES } from '../../src/contract/capacidades';
import { splitEndpointKey } from '../permissions';
import { bearer, createTestApp, tokenFor, USER_IDS, type TestApp } from '../test-support';

describe('GET /api/ext/capacidades/', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it.each(['superadmin', 'admin', 'supervisor', 'usuario', 'supervisado'] as const)(
    'answers %s with version 1 and only capability names of the contract',
    async (who) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/ext/capacidades/',
        headers: bearer(await tokenFor(ctx.app, USER_IDS[who])),
      });
      expect(response.statusCode).toBe(200);
      const body = capacidadesResponseSchema.parse(response.json());
      for (const name of body.capacidades) expect(CAPACIDADES).toContain(name);
      expect(new Set(body.capacidades).size).toBe(body.capacidades.length);
    },
  );

  it('offers auditoria and cierre_mes, whose routes are all served', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ext/capacidades/',
      headers: bearer(await tokenFor(ctx.app, USER_IDS.superadmin)),
    });
    const { capacidades } = capacidadesResponseSchema.parse(response.json());
    expect(capacidades).toContain('auditoria');
    expect(capacidades).toContain('cierre_mes');
    for (const key of [
      'GET /api/ext/liquidacion/',
      'POST /api/ext/cierres/',
      'DELETE /api/ext/cierres/:id/',
      'GET /api/ext/liquidacion/:usuarioId/boleta.pdf',
    ] as const) {
      expect(ctx.app.hasRoute(splitEndpointKey(key)), key).toBe(true);
    }
  });

  it('refuses a caller without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ext/capacidades/' });
    expect(response.statusCode).toBe(401);
  });
});
