import { http, HttpResponse } from 'msw';
import { api, countDiscoveryAsks, offerCapacidades, server } from '../test/msw-server';
import { tokenFor } from '../test/tokens';
import { listsCapacidad } from './early-discovery';

/** Fresh modules, as a cold load has them: a session stored, nothing of capacidades.ts loaded. */
async function coldEntry(token: string, username: string) {
  vi.resetModules();
  const { storeSession } = await import('./session');
  const { startEarlyDiscovery } = await import('./early-discovery');
  storeSession(token, username);
  return { answer: await startEarlyDiscovery(), capacidades: () => import('./capacidades') };
}

/**
 * capacidades.ts is imported only once a session is stored, as on a cold load: the entry starts
 * the discovery (app/preload-route.ts) before the API client and the screens' code have loaded.
 */

describe('the discovery started from the entry', () => {
  it('is the answer the screens read: the backend is asked once', async () => {
    const asks = countDiscoveryAsks();
    offerCapacidades('resumenes', 'cierre_mes');
    const { answer, capacidades } = await coldEntry(tokenFor('SuperAdmin', { jti: 'entrada' }), 'ana');
    expect(listsCapacidad(answer, 'resumenes')).toBe(true);
    expect(listsCapacidad(answer, 'estado_cuenta')).toBe(false);
    const { tieneCapacidad, capacidadListed } = await capacidades();
    expect(await tieneCapacidad('cierre_mes')).toBe(true);
    expect(capacidadListed('resumenes')).toBe(true);
    expect(asks()).toBe(1);
  });

  it('answering 404 (the real backend) means none, and is not asked again', async () => {
    const asks = countDiscoveryAsks();
    server.use(http.get(api('ext/capacidades/'), () => new HttpResponse(null, { status: 404 })));
    const { answer, capacidades } = await coldEntry(tokenFor('SuperAdmin', { jti: 'entrada-404' }), 'eva');
    expect(answer).toBeNull();
    expect(listsCapacidad(answer, 'resumenes')).toBe(false);
    const { tieneCapacidad } = await capacidades();
    expect(await tieneCapacidad('resumenes')).toBe(false);
    expect(asks()).toBe(1);
  });

  it.each([
    ['a list', ['resumenes']],
    ['names elsewhere', { version: 1, nombres: ['resumenes'] }],
    ['no body', null],
  ])('reads %s as listing nothing', (_case, data) => {
    expect(listsCapacidad({ data }, 'resumenes')).toBe(false);
  });
});
