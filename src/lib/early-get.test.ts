import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { api, server } from '../test/msw-server';
import { tokenFor } from '../test/tokens';
import { apiGet } from './api-client';
import { EARLY_GET_PATHS, prefetchGet, takeEarlyGet } from './early-get';
import { clearSession, storeSession } from './session';

const PATH = EARLY_GET_PATHS.historialPago;
const schema = z.array(z.object({ id: z.number() }));

/** Serves PATH with `answer` and counts the requests and the tokens they carried. */
function serve(answer: () => Response) {
  const tokens: (string | null)[] = [];
  server.use(
    http.get(api(PATH), ({ request }) => {
      tokens.push(request.headers.get('Authorization'));
      return answer();
    }),
  );
  return tokens;
}

// Built once: a token's expiry follows the clock, so two calls a second apart differ.
const SUPER_TOKEN = tokenFor('SuperAdmin');
const ADMIN_TOKEN = tokenFor('Admin');

describe('early GETs', () => {
  beforeEach(() => {
    // Whatever an earlier test left is taken and dropped.
    takeEarlyGet(PATH);
    storeSession(SUPER_TOKEN, 'eva');
  });

  it('leave with the stored token, and the first apiGet of the path takes the answer instead of asking again', async () => {
    const tokens = serve(() => HttpResponse.json([{ id: 1 }]));
    prefetchGet(PATH);
    prefetchGet(PATH);
    expect(await apiGet(PATH, schema)).toEqual([{ id: 1 }]);
    expect(tokens).toEqual([`Bearer ${SUPER_TOKEN}`]);
    // Taken once: the next call asks the server.
    expect(await apiGet(PATH, schema)).toEqual([{ id: 1 }]);
    expect(tokens).toHaveLength(2);
  });

  it('are taken by a query that passes only its abort signal, and not by a call with other settings', async () => {
    const tokens = serve(() => HttpResponse.json([{ id: 1 }]));
    prefetchGet(PATH);
    expect(await apiGet(PATH, schema, { signal: new AbortController().signal })).toEqual([{ id: 1 }]);
    expect(tokens).toHaveLength(1);
    prefetchGet(PATH);
    expect(await apiGet(PATH, schema, { params: { anio: 2026 } })).toEqual([{ id: 1 }]);
    expect(tokens).toHaveLength(3);
  });

  it('leave a failed answer to the client, which asks again and reports its error as usual', async () => {
    let status = 500;
    const tokens = serve(() => HttpResponse.json({ detail: 'Caído' }, { status }));
    prefetchGet(PATH);
    await expect(apiGet(PATH, schema)).rejects.toMatchObject({ status: 500, message: 'Caído' });
    expect(tokens).toHaveLength(2);
    status = 200;
    serve(() => new HttpResponse('<html>no es JSON</html>', { status: 200 }));
    prefetchGet(PATH);
    await expect(apiGet(PATH, schema)).rejects.toThrow('Formato de datos inválido');
  });

  it('are not handed to another session', async () => {
    const tokens = serve(() => HttpResponse.json([{ id: 1 }]));
    prefetchGet(PATH);
    clearSession();
    storeSession(ADMIN_TOKEN, 'ana');
    expect(await apiGet(PATH, schema)).toEqual([{ id: 1 }]);
    expect(tokens).toEqual([`Bearer ${SUPER_TOKEN}`, `Bearer ${ADMIN_TOKEN}`]);
  });

  it('are dropped when nobody takes them in time, so none is served stale', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      serve(() => HttpResponse.json([{ id: 1 }]));
      prefetchGet(PATH);
      vi.advanceTimersByTime(15_000);
      expect(takeEarlyGet(PATH)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
