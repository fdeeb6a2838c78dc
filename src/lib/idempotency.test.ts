import { http, HttpResponse } from 'msw';
import { offerCapacidades, server } from '../test/msw-server';
import { tokenFor } from '../test/tokens';
import { apiClient } from './api-client';
import { IDEMPOTENT_POSTS, installIdempotencyKeys } from './idempotency';
import { clearSession, storeSession } from './session';

installIdempotencyKeys(apiClient);

/** Answers every POST with `status`, noting the key each carried (null without one). */
function serve(status: () => number) {
  const keys: (string | null)[] = [];
  server.use(
    http.post(/\/api\//, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.json({ id: 1 }, { status: status() });
    }),
  );
  return keys;
}

const post = (path: string, body: unknown) => apiClient.post(path, body).catch(() => undefined);
const signIn = () => storeSession(tokenFor('Admin'), 'ana');

describe('Idempotency-Key on the creating POSTs', () => {
  it('sends no header at all when the backend does not offer idempotencia', async () => {
    signIn();
    const keys = serve(() => 201);
    for (const path of IDEMPOTENT_POSTS) await post(path, { nombre: 'x' });
    expect(keys).toHaveLength(IDEMPOTENT_POSTS.size);
    expect(keys.every((key) => key === null)).toBe(true);
  });

  it('with it, keeps the key across retries of the same body, and starts a new one after a success or another body', async () => {
    offerCapacidades('idempotencia');
    signIn();
    let status = 503;
    const keys = serve(() => status);
    await post('crear_agencia/', { nombre: 'Norte' });
    await post('crear_agencia/', { nombre: 'Norte' });
    await post('crear_agencia/', { nombre: 'Sur' });
    status = 201;
    await post('crear_agencia/', { nombre: 'Norte' });
    await post('crear_agencia/', { nombre: 'Norte' });
    const [first, retry, other, retryOk, again] = keys;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
    expect(retryOk).toBe(first);
    expect(again).not.toBe(first);
    expect(new Set([first, other, again]).size).toBe(3);
  });

  it('adds it only to the creating POSTs, never to other writes', async () => {
    offerCapacidades('idempotencia');
    signIn();
    const keys = serve(() => 201);
    await post('procesar_excel/', { archivo: 'x' });
    await post('ext/cerrar_sesiones/', {});
    await post('usuario/', { username: 'nuevo' });
    expect(keys.map((key) => key !== null)).toEqual([false, false, true]);
  });

  it('forgets pending keys at logout', async () => {
    offerCapacidades('idempotencia');
    signIn();
    const keys = serve(() => 503);
    await post('create_client/', { nombre: 'Cliente' });
    clearSession();
    signIn();
    await post('create_client/', { nombre: 'Cliente' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
