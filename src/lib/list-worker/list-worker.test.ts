import { http, HttpResponse } from 'msw';
import { chunkedJsonResponse } from '../../test/chunked-json';
import { cobroFactory } from '../../test/factories';
import { api, server } from '../../test/msw-server';
import { unpackPart } from './list-packing';
import { workerName } from './list-fetch';
import type { ListWorkerReply, ListWorkerRequest, PeerMessage } from './worker-protocol';

const cobro = cobroFactory(1, {
  documento: { id: 3, nombre_documento: 'a.xlsx' },
  usuario_registra: { id: 4, nombre: 'Ana' },
  mes: 'enero',
})();

/** The worker's module run against a stand-in of its global scope, as a Worker would run it. */
async function startWorker(name = '') {
  const replies: ListWorkerReply[] = [];
  const scope = {
    name,
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

  it('starts the requests its name carries before any message', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(api('listar_cobro/'), ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        return HttpResponse.json([cobro]);
      }),
    );
    const { replies } = await startWorker(
      workerName([{ id: 3, kind: 'cobro', url: api('listar_cobro/'), token: 'xyz' }]),
    );
    await vi.waitFor(() => expect(replies.at(-1)?.type).toBe('done'));
    expect(sent).toEqual(['Bearer xyz']);
    expect(replies.map((reply) => reply.id)).toEqual([3, 3]);
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

describe('two list workers', () => {
  /** 12,000 cobros (about 5 MB), in 64 kB chunks. */
  const many = Array.from({ length: 12_000 }, (_, index) => ({ ...cobro, id: index + 1 }));
  beforeEach(() => server.use(http.get(api('listar_cobro/'), () => chunkedJsonResponse(many))));

  const idsOf = (replies: ListWorkerReply[]) =>
    replies.flatMap((reply) =>
      reply.type === 'packed'
        ? unpackPart(reply.part).map((item) => item.id)
        : reply.type === 'part'
          ? reply.items.map((item) => item.id)
          : [],
    );

  it('read a long list together: the other reads some batches, the page gets every cobro in order', async () => {
    const first = await startWorker();
    const second = await startWorker();
    // The ports as list-host.ts connects them, with a count of the batches asked for between them.
    const toFirst = new MessageChannel();
    const toSecond = new MessageChannel();
    let asked = 0;
    toFirst.port2.onmessage = ({ data }: MessageEvent<PeerMessage>) => {
      if (data.type === 'batch') asked += 1;
      toSecond.port1.postMessage(data);
    };
    toSecond.port1.onmessage = ({ data }: MessageEvent<PeerMessage>) =>
      toFirst.port2.postMessage(data, data.type === 'batch-read' ? (data.batch?.transfer ?? []) : []);
    first.send({ peer: toFirst.port1 });
    second.send({ peer: toSecond.port2 });
    first.send({ id: 1, kind: 'cobro', url: api('listar_cobro/'), token: null });
    await vi.waitFor(() => expect(first.replies.at(-1)?.type).toBe('done'), { timeout: 10_000 });
    expect(asked).toBeGreaterThan(0);
    expect(idsOf(first.replies)).toEqual(many.map((item) => item.id));
    expect(second.replies).toEqual([]);
    toFirst.port2.close();
    toSecond.port1.close();
  });

  it('reads itself what the other was reading when the page says it is gone', async () => {
    const first = await startWorker();
    // Nobody answers on the other end.
    const silent = new MessageChannel();
    first.send({ peer: silent.port1 });
    first.send({ id: 2, kind: 'cobro', url: api('listar_cobro/'), token: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first.replies.at(-1)?.type).not.toBe('done');
    first.send({ peerLost: true });
    await vi.waitFor(() => expect(first.replies.at(-1)?.type).toBe('done'), { timeout: 10_000 });
    expect(idsOf(first.replies)).toEqual(many.map((item) => item.id));
    silent.port2.close();
  });
});
