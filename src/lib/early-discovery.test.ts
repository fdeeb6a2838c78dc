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

/** A reload of the page: fresh modules, the session still stored. */
async function reload() {
  vi.resetModules();
  const { startEarlyDiscovery } = await import('./early-discovery');
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

  it('is kept for the session: a reload, with or without the entry, asks the backend no more', async () => {
    const asks = countDiscoveryAsks();
    offerCapacidades('resumenes');
    await coldEntry(tokenFor('SuperAdmin', { jti: 'recarga' }), 'ana');
    const again = await reload();
    expect(listsCapacidad(again.answer, 'resumenes')).toBe(true);
    expect(await (await again.capacidades()).tieneCapacidad('resumenes')).toBe(true);
    vi.resetModules();
    const { tieneCapacidad } = await import('./capacidades');
    expect(await tieneCapacidad('resumenes')).toBe(true);
    expect(asks()).toBe(1);
  });

  it('keeps a 404 (none) but asks again after a 500', async () => {
    const asks = countDiscoveryAsks();
    let status = 404;
    server.use(http.get(api('ext/capacidades/'), () => new HttpResponse(null, { status })));
    await coldEntry(tokenFor('SuperAdmin', { jti: 'sin-ext' }), 'ana');
    expect((await reload()).answer).toBeNull();
    expect(asks()).toBe(1);
    status = 500;
    await coldEntry(tokenFor('SuperAdmin', { jti: 'caido' }), 'ana');
    offerCapacidades('resumenes');
    expect(listsCapacidad((await reload()).answer, 'resumenes')).toBe(true);
    expect(asks()).toBe(3);
  });

  it('ends with the session: another sign-in or a logout asks again', async () => {
    const asks = countDiscoveryAsks();
    offerCapacidades('resumenes');
    await coldEntry(tokenFor('SuperAdmin', { jti: 'primera' }), 'ana');
    server.use(http.get(api('ext/capacidades/'), () => new HttpResponse(null, { status: 404 })));
    expect((await coldEntry(tokenFor('Admin', { jti: 'segunda' }), 'eva')).answer).toBeNull();
    expect(asks()).toBe(2);
    const { clearSession, storeSession } = await import('./session');
    clearSession();
    storeSession(tokenFor('Admin', { jti: 'segunda' }), 'eva');
    expect((await reload()).answer).toBeNull();
    expect(asks()).toBe(3);
  });
});
