import { http, HttpResponse } from 'msw';
import type { CobroWire } from '../../contract/cobro';
import { chunkedJsonResponse } from '../../test/chunked-json';
import { api, server } from '../../test/msw-server';
import { tokenFor } from '../../test/tokens';
import { HTML_500_MESSAGE, INVALID_DATA_MESSAGE, NO_RESPONSE_MESSAGE } from '../api-error';
import { storeSession } from '../session';
import { serveListRequest, type ListWorkerReply, type ListWorkerRequest } from './worker-protocol';

const cobro: CobroWire = {
  id: 1,
  cliente: { id: 2, nombre: 'Clínica', agencias: [] },
  documento: { id: 3, nombre_documento: 'a.xlsx' },
  usuario_registra: { id: 4, nombre: 'Ana' },
  usuario_supervisor: null,
  mes: 'enero',
  tipo_tarea: 2,
  unidades: 5,
};

/** A stand-in Worker that serves requests as list-worker.ts does and counts the lists it was sent. */
class FakeWorker {
  static sent = 0;
  /** The kinds each worker started was sent, in the order the workers started. */
  static kinds: string[][] = [];
  private readonly kinds: string[] = [];
  private readonly running = new Map<number, AbortController>();
  onmessage: ((event: MessageEvent<ListWorkerReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.kinds.push(this.kinds);
  }
  postMessage(request: ListWorkerRequest) {
    if ('cancel' in request) {
      this.running.get(request.id)?.abort();
      return;
    }
    FakeWorker.sent += 1;
    this.kinds.push(request.kind);
    const controller = new AbortController();
    this.running.set(request.id, controller);
    // The reply crosses as postMessage would carry it: a copy, its buffers transferred.
    void serveListRequest(request, controller.signal, (reply, transfer = []) => {
      const copy = structuredClone(reply, { transfer });
      queueMicrotask(() => this.onmessage?.({ data: copy } as MessageEvent<ListWorkerReply>));
    });
  }
}

const serve = (response: () => Response) => server.use(http.get(api('listar_cobro/'), response));
const withAndWithoutWorker = [
  ['in the worker', FakeWorker],
  ['in the page', undefined],
] as const;

async function loadModule(worker: typeof FakeWorker | undefined) {
  vi.resetModules();
  vi.stubGlobal('Worker', worker);
  return import('./large-list');
}

describe('getLargeList', () => {
  beforeEach(() => {
    FakeWorker.sent = 0;
    FakeWorker.kinds = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the list in the worker and answers its cobros', async () => {
    serve(() => HttpResponse.json([cobro, { ...cobro, id: 2 }]));
    const { getLargeList } = await loadModule(FakeWorker);
    const cobros = await getLargeList('cobro');
    expect(cobros.map((item) => item.id)).toEqual([1, 2]);
    expect(cobros[0]).toMatchObject({ bonificado: 0, contenido: [], pagado: false, nota_sancionado: null });
    expect(FakeWorker.sent).toBe(1);
    // A list shorter than its first rows needs no second worker.
    expect(FakeWorker.kinds).toHaveLength(1);
  });

  it('answers every large list the worker packs or clones as the page reads it without one', async () => {
    const documento = {
      id: 3,
      nombre_archivo: 'a.xlsx',
      cliente: { id_cliente: 2, nombre_cliente: 'Clínica', agencias: [{ id: 1, nombre: 'Norte' }] },
      contenido_registros: [{ id: 9, nombre_completo: 'Luis', unidades: 1.5 }],
    };
    serve(() => HttpResponse.json([cobro, { ...cobro, id: 2, nota_bonificado: '' }]));
    server.use(
      http.get(api('listar_documentacion/'), () =>
        HttpResponse.json([documento, { ...documento, id: 4, bill: true }]),
      ),
      http.get(api('listar_tarea/'), () => HttpResponse.json([])),
    );
    const read = async (worker: typeof FakeWorker | undefined) => {
      const { getLargeList } = await loadModule(worker);
      return Promise.all([getLargeList('cobro'), getLargeList('documento'), getLargeList('tarea')]);
    };
    const inWorker = await read(FakeWorker);
    expect(FakeWorker.sent).toBe(3);
    expect(FakeWorker.kinds.flat().sort()).toEqual(['cobro', 'documento', 'tarea']);
    expect(inWorker).toStrictEqual(await read(undefined));
    expect(inWorker[1][1]).toMatchObject({ id: 4, bill: true, notas: false, total_registros: 1 });
  });

  it('answers a long listar_cobro/ whole and in order, as the page reads it without a worker', async () => {
    // About 6 MB in 64 kB chunks, with an item that is not a cobro and one note among many nulls.
    const many = Array.from({ length: 12_000 }, (_, index) => ({
      ...cobro,
      id: index + 1,
      nota_sancionado: index === 9_000 ? 'x' : null,
      ...(index === 7_000 ? { mes: 'trece' } : {}),
    }));
    serve(() => chunkedJsonResponse(many));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inWorker = await (await loadModule(FakeWorker)).getLargeList('cobro');
    const inPage = await (await loadModule(undefined)).getLargeList('cobro');
    expect(inWorker).toHaveLength(11_999);
    expect(inWorker).toStrictEqual(inPage);
  });

  it('gives listar_cobro/ a worker of its own and the other lists a second one', async () => {
    serve(() => HttpResponse.json([cobro]));
    server.use(
      http.get(api('listar_tarea/'), () => HttpResponse.json([])),
      http.get(api('listar_documentacion/'), () => HttpResponse.json([])),
    );
    const { getLargeList } = await loadModule(FakeWorker);
    await Promise.all([getLargeList('cobro'), getLargeList('tarea'), getLargeList('documento')]);
    await getLargeList('cobro');
    expect(FakeWorker.kinds).toEqual([
      ['cobro', 'cobro'],
      ['tarea', 'documento'],
    ]);
  });

  it('reads the list in the page when no worker can be created, or the one created fails', async () => {
    serve(() => HttpResponse.json([cobro, { ...cobro, id: 2 }]));
    class Refused {
      constructor() {
        throw new DOMException('CSP', 'SecurityError');
      }
    }
    class Failing extends FakeWorker {
      postMessage() {}
      constructor() {
        super();
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    for (const worker of [Refused, Failing]) {
      vi.resetModules();
      vi.stubGlobal('Worker', worker);
      const { getLargeList } = await import('./large-list');
      expect((await getLargeList('cobro')).map((item) => item.id)).toEqual([1, 2]);
    }
    expect(FakeWorker.sent).toBe(0);
  });

  it('rejects a cancelled list and stops its read in the worker', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('listar_cobro/'), async () => {
        await held;
        return HttpResponse.json([cobro]);
      }),
    );
    const { getLargeList } = await loadModule(FakeWorker);
    const controller = new AbortController();
    const cancelled = getLargeList('cobro', { signal: controller.signal });
    controller.abort(new DOMException('Fuera', 'AbortError'));
    await expect(cancelled).rejects.toThrow('Fuera');
    release();
    // The worker still answers the next list: the cancelled one left nothing behind.
    expect((await getLargeList('cobro')).map((item) => item.id)).toEqual([1]);
  });

  it('puts a list on the worker with less to read: without cobros, the documents get one to themselves', async () => {
    server.use(
      http.get(api('listar_documentacion/'), () => HttpResponse.json([])),
      http.get(api('listar_cobros_estimados/'), () => HttpResponse.json([])),
      http.get(api('listar_tarea/'), () => HttpResponse.json([])),
    );
    const { getLargeList } = await loadModule(FakeWorker);
    await Promise.all([getLargeList('documento'), getLargeList('cobroEstimado'), getLargeList('tarea')]);
    expect(FakeWorker.kinds).toEqual([['documento'], ['cobroEstimado', 'tarea']]);
  });

  it.each([
    ['not a list', JSON.stringify({ results: [cobro] })],
    ['not JSON', '<html>500</html>'],
    ['a list cut short', JSON.stringify([cobro, cobro]).slice(0, -5)],
  ])('refuses %s with the invalid-data message, in the worker and without one', async (_name, text) => {
    serve(() => new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } }));
    for (const [, worker] of withAndWithoutWorker) {
      const { getLargeList } = await loadModule(worker);
      await expect(getLargeList('cobro')).rejects.toThrow(INVALID_DATA_MESSAGE);
    }
  });

  it('leaves out an item that is not a cobro and counts it, in the worker and without one', async () => {
    serve(() => HttpResponse.json([cobro, { ...cobro, id: 2, mes: 'trece' }]));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [, worker] of withAndWithoutWorker) {
      const { getLargeList } = await loadModule(worker);
      const { omittedCount } = await import('../../contract/list');
      const cobros = await getLargeList('cobro');
      expect(cobros.map((item) => item.id)).toEqual([1]);
      expect(omittedCount(cobros)).toBe(1);
    }
  });

  it.each(withAndWithoutWorker)(
    'hands over the first rows before the rest arrives, %s',
    async (_name, worker) => {
      const many = Array.from({ length: 450 }, (_, index) => ({ ...cobro, id: index + 1 }));
      const text = JSON.stringify(many);
      const cut = text.indexOf('{"id":301,');
      let sendRest = () => {};
      const rest = new Promise<void>((resolve) => (sendRest = resolve));
      serve(
        () =>
          new HttpResponse(
            new ReadableStream<Uint8Array>({
              async start(controller) {
                const bytes = new TextEncoder().encode(text);
                // The head ends in the middle of an item, as a network chunk may.
                controller.enqueue(bytes.slice(0, cut + 20));
                await rest;
                controller.enqueue(bytes.slice(cut + 20));
                controller.close();
              },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
      );
      const { getLargeList } = await loadModule(worker);
      const onFirst = vi.fn();
      let done = false;
      const list = getLargeList('cobro', { onFirst }).then((cobros) => {
        done = true;
        return cobros;
      });
      await vi.waitFor(() => expect(onFirst).toHaveBeenCalledTimes(1));
      expect(done).toBe(false);
      const first = onFirst.mock.calls[0][0] as { id: number }[];
      expect(first.map((item) => item.id)).toEqual(many.slice(0, 200).map((item) => item.id));
      sendRest();
      expect((await list).map((item) => item.id)).toEqual(many.map((item) => item.id));
      expect(onFirst).toHaveBeenCalledTimes(1);
    },
  );

  it.each(withAndWithoutWorker)(
    'sends the bearer token, and a 401 runs the one session-expired reaction with the client’s error, %s',
    async (_name, worker) => {
      const token = tokenFor('Admin');
      storeSession(token, 'ana');
      const sentTokens: (string | null)[] = [];
      server.use(
        http.get(api('listar_cobro/'), ({ request }) => {
          sentTokens.push(request.headers.get('Authorization'));
          return HttpResponse.json({ detail: 'Token inválido o expirado' }, { status: 401 });
        }),
      );
      const { getLargeList } = await loadModule(worker);
      const { setSessionExpiredHandler } = await import('../session-expired');
      const expired = vi.fn();
      setSessionExpiredHandler(expired);
      await expect(getLargeList('cobro')).rejects.toEqual({
        status: 401,
        message: 'Token inválido o expirado',
        fieldErrors: {},
        kind: 'http',
      });
      expect(sentTokens).toEqual([`Bearer ${token}`]);
      expect(expired).toHaveBeenCalledTimes(1);
      expect(expired).toHaveBeenCalledWith({ delayMs: 0 });
    },
  );

  it.each(withAndWithoutWorker)(
    'answers the client’s error shapes for a 500 page and no answer, %s',
    async (_name, worker) => {
      serve(() => new HttpResponse('<!doctype html><h1>Server Error</h1>', { status: 500 }));
      let { getLargeList } = await loadModule(worker);
      await expect(getLargeList('cobro')).rejects.toMatchObject({
        status: 500,
        message: HTML_500_MESSAGE,
        kind: 'html500',
      });
      serve(() => HttpResponse.error());
      ({ getLargeList } = await loadModule(worker));
      await expect(getLargeList('cobro')).rejects.toMatchObject({
        status: null,
        message: NO_RESPONSE_MESSAGE,
        kind: 'no-response',
      });
    },
  );
});

describe('prefetchLargeList', () => {
  const many = Array.from({ length: 450 }, (_, index) => ({ ...cobro, id: index + 1 }));
  let sentTokens: (string | null)[] = [];
  beforeEach(() => {
    FakeWorker.sent = 0;
    sentTokens = [];
    server.use(
      http.get(api('listar_cobro/'), ({ request }) => {
        sentTokens.push(request.headers.get('Authorization'));
        return HttpResponse.json(many);
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each(withAndWithoutWorker)(
    'hands the list it started to the page that asks: one request, its first rows and every item, %s',
    async (_name, worker) => {
      storeSession(tokenFor('Admin'), 'ana');
      const { getLargeList, prefetchLargeList } = await loadModule(worker);
      prefetchLargeList('cobro');
      prefetchLargeList('cobro');
      await vi.waitFor(() => expect(sentTokens).toHaveLength(1));
      const onFirst = vi.fn();
      const cobros = await getLargeList('cobro', { onFirst });
      expect(cobros.map((item) => item.id)).toEqual(many.map((item) => item.id));
      expect(onFirst).toHaveBeenCalledTimes(1);
      expect((onFirst.mock.calls[0][0] as { id: number }[]).length).toBe(200);
      expect(sentTokens).toHaveLength(1);
      // Taken once: the next ask (a refetch) is a request of its own.
      await getLargeList('cobro');
      expect(sentTokens).toHaveLength(2);
    },
  );

  it('does not hand one session’s list to the next', async () => {
    const first = tokenFor('Admin');
    storeSession(first, 'ana');
    const { getLargeList, prefetchLargeList } = await loadModule(FakeWorker);
    prefetchLargeList('cobro');
    await Promise.resolve();
    const second = tokenFor('SuperAdmin');
    storeSession(second, 'eva');
    await getLargeList('cobro');
    expect(sentTokens).toContain(`Bearer ${second}`);
    expect(FakeWorker.sent).toBe(2);
  });

  it('drops a list nobody asked for within its time, so it is never served stale', async () => {
    storeSession(tokenFor('Admin'), 'ana');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { getLargeList, prefetchLargeList } = await loadModule(FakeWorker);
    prefetchLargeList('cobro');
    await Promise.resolve();
    vi.advanceTimersByTime(15_000);
    vi.useRealTimers();
    await getLargeList('cobro');
    expect(FakeWorker.sent).toBe(2);
  });
});
