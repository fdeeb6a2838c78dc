import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, countDiscoveryAsks, offerCapacidades, server } from '../test/msw-server';
import { tokenFor } from '../test/tokens';
import { capacidadListed, discoverCapacidades, tieneCapacidad, useCapacidad } from './capacidades';
import { clearSession, storeSession } from './session';

const signIn = (id = 7) => storeSession(tokenFor('SuperAdmin', { id }), 'ana');

describe('extension discovery', () => {
  it('reads the listed capabilities, ignoring names it does not know', async () => {
    offerCapacidades('pago_atomico', 'teletransporte');
    signIn();
    expect(await tieneCapacidad('pago_atomico')).toBe(true);
    expect(await tieneCapacidad('idempotencia')).toBe(false);
    expect(capacidadListed('pago_atomico')).toBe(true);
  });

  it.each([
    ['404 (the real backend)', () => new HttpResponse(null, { status: 404 })],
    ['500', () => HttpResponse.json({ detail: 'Error' }, { status: 500 })],
    ['a 500 page in HTML', () => new HttpResponse('<h1>Server Error</h1>', { status: 500 })],
    ['another version', () => HttpResponse.json({ version: 2, capacidades: ['pago_atomico'] })],
    ['a list', () => HttpResponse.json(['pago_atomico'])],
    ['names that are not strings', () => HttpResponse.json({ version: 1, capacidades: [1] })],
  ])('%s means none, and is not asked again in the session', async (_case, answer) => {
    const asks = countDiscoveryAsks();
    server.use(http.get(api('ext/capacidades/'), answer));
    signIn();
    expect(await tieneCapacidad('pago_atomico')).toBe(false);
    expect(await tieneCapacidad('pago_atomico')).toBe(false);
    await discoverCapacidades();
    expect(asks()).toBe(1);
  });

  it('asks once however many screens want it at the same time', async () => {
    const asks = countDiscoveryAsks();
    offerCapacidades('idempotencia');
    signIn();
    const answers = await Promise.all([
      tieneCapacidad('idempotencia'),
      tieneCapacidad('idempotencia'),
      discoverCapacidades(),
    ]);
    expect(answers.slice(0, 2)).toEqual([true, true]);
    expect(asks()).toBe(1);
  });

  it('forgets at logout and asks again at the next sign-in', async () => {
    const asks = countDiscoveryAsks();
    offerCapacidades('pago_atomico');
    signIn();
    expect(await tieneCapacidad('pago_atomico')).toBe(true);
    clearSession();
    expect(capacidadListed('pago_atomico')).toBe(false);
    expect(await tieneCapacidad('pago_atomico')).toBe(false);
    server.use(http.get(api('ext/capacidades/'), () => new HttpResponse(null, { status: 404 })));
    signIn(8);
    expect(await tieneCapacidad('pago_atomico')).toBe(false);
    expect(asks()).toBe(2);
  });

  it('useCapacidad turns true once the discovery answers', async () => {
    offerCapacidades('pago_atomico');
    signIn();
    const { result } = renderHook(() => useCapacidad('pago_atomico'));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => clearSession());
    expect(result.current).toBe(false);
  });
});
