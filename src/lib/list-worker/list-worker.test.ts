import { http, HttpResponse } from 'msw';
import { cobroFactory } from '../../test/factories';
import { api, server } from '../../test/msw-server';
import type { ListWorkerReply, ListWorkerRequest } from './worker-protocol';

const cobro = cobroFactory(1, {
  documento: { id: 3, nombre_documento: 'a.xlsx' },
  usuario_registra: { id: 4, nombre: 'Ana' },
  mes: 'enero',
})();

/** The worker's module run against a stand-in of its global scope, as a Worker would run it. */
async function startWorker() {
  const replies: ListWorkerReply[] = [];
  const scope = {
    onmessage: null as ((event: { data: ListWorkerRequest }) => void) | null,
    // The reply as postMessage would carry it: a copy, its buffers transferred.
    postMessage: (reply: ListWorkerReply, transfer: Transferable[] = []) =>
      replies.push(structuredClone(reply, { transfer })),
  };
  vi.resetModules();
  vi.stubGlobal('self', scope);
  await import('./list-worker');
  return { replies, send: (data: ListWorkerRequest) => scope.onmessage?.({ data }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the list worker', () => {
  it('starts the request on the page’s message, with its token, and answers the packed list', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(api('listar_cobro/'), ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        return HttpResponse.json([cobro, { ...cobro, id: 2 }]);
      }),
    );
    const { replies, send } = await startWorker();
    send({ id: 7, kind: 'cobro', url: api('listar_cobro/'), token: 'abc' });
    await vi.waitFor(() => expect(replies.at(-1)?.type).toBe('done'));
    expect(sent).toEqual(['Bearer abc']);
    expect(replies.map((reply) => [reply.id, reply.type])).toEqual([
      [7, 'packed'],
      [7, 'done'],
    ]);
  });

  it('answers a request that finds no server as a network failure', async () => {
    server.use(http.get(api('listar_cobro/'), () => HttpResponse.error()));
    const { replies, send } = await startWorker();
    send({ id: 1, kind: 'cobro', url: api('listar_cobro/'), token: null });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toEqual({ id: 1, type: 'failed', failure: { type: 'network' } });
  });

  it('posts nothing more for a request the page cancelled', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('listar_cobro/'), async () => {
        await held;
        return HttpResponse.json([cobro]);
      }),
    );
    const { replies, send } = await startWorker();
    send({ id: 2, kind: 'cobro', url: api('listar_cobro/'), token: null });
    send({ id: 2, cancel: true });
    release();
    send({ id: 3, kind: 'cobro', url: api('listar_cobro/'), token: null });
    await vi.waitFor(() =>
      expect(replies.some((reply) => reply.id === 3 && reply.type === 'done')).toBe(true),
    );
    expect(replies.filter((reply) => reply.id === 2)).toEqual([]);
  });
});
