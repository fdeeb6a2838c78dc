import { apiUrl } from '../api-base';
import { EarlyStore, type DropReason } from '../early-store';
import { getToken } from '../session';
import type { ListItems, ListKind } from './list-readers';
import { workerName } from './list-fetch';
import { LARGE_LIST_PATHS } from './list-paths';
import { unpackPart } from './list-packing';
import type { ListOutcome, ListRequest } from './stream-list';
import type { ListWorkerReply, ListWorkerRequest } from './worker-protocol';

/**
 * Large list answers are fetched, parsed and checked in Web Workers (list-worker.ts), started on
 * first use. Where there is no Worker (tests under jsdom, very old browsers)
 * or it fails, the same streamed read runs in the page, a chunk per task.
 *
 * This module is part of the entry (app/preload-route.ts starts a signed-in page's lists from
 * it), so it stays small: the page's reader is loaded only when there is no worker, and the
 * client's error shapes are large-list.ts's.
 */
export type LargeListOptions<T> = {
  signal?: AbortSignal;
  /** The list's first items, while the rest is still arriving (stream-list.ts). */
  onFirst?: (items: T[]) => void;
};

export type Outcome = ListOutcome<ListItems[ListKind]>;
type Pending = {
  request: ListRequest;
  options: LargeListOptions<ListItems[ListKind]>;
  items: ListItems[ListKind][];
  settle: (outcome: Promise<Outcome>) => void;
  lane: Lane;
};

/**
 * Two workers, and a list goes to the one with less still to read, by the lists' rough sizes at
 * the large seed. A finance screen reads the cobros (77 MB) on one and the documents, tasks and
 * estimates on the other, so their parsing runs on both cores while the page waits; 'Pagos de
 * Clientes', which reads no cobros, has its documents on one and the tasks and estimates on the
 * other, where it used to read all three on one.
 */
type Lane = 0 | 1;
const SIZE_MB: Record<ListKind, number> = { cobro: 77, documento: 14, tarea: 3, cobroEstimado: 1 };

/** The lane with less to read among the lists in flight; the first on a tie. */
function freerLane(): Lane {
  const toRead = [0, 0];
  for (const { lane, request } of pending.values()) toRead[lane] += SIZE_MB[request.kind];
  return toRead[1] < toRead[0] ? 1 : 0;
}

const workers = new Map<Lane, LaneWorker | null>();
let nextId = 0;
const pending = new Map<number, Pending>();

const inPage = ({ request, options }: Pick<Pending, 'request' | 'options'>): Promise<Outcome> =>
  import('./stream-list').then(({ fetchList }) => fetchList(request, options));

function onReply({ data: reply }: MessageEvent<ListWorkerReply>) {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  if (reply.type === 'first') {
    // The other worker is wanted only from now on (stream-list.ts): started earlier, its start
    // would compete with the first rows for the same cores.
    if (LENDS_A_HAND.has(waiting.request.kind)) workerFor(otherLane(waiting.lane));
    waiting.options.onFirst?.(reply.items);
  } else if (reply.type === 'part') for (const item of reply.items) waiting.items.push(item);
  else if (reply.type === 'packed') for (const item of unpackPart(reply.part)) waiting.items.push(item);
  else {
    pending.delete(reply.id);
    waiting.settle(
      Promise.resolve(
        reply.type === 'done'
          ? { type: 'list', value: waiting.items, omitted: reply.omitted }
          : reply.failure,
      ),
    );
  }
}

/**
 * A lane's worker. It is created at the end of the task that first asks for it, and the requests
 * of that task travel in its name (list-worker.ts reads them as it starts): a message posted
 * before a worker runs is handed on only when the page's main thread is next free, and on a cold
 * load that thread is busy with React's first render and the page's code, so the requests left
 * some 300 ms after the worker could have sent them.
 */
class LaneWorker {
  private worker: Worker | null = null;
  /** What the worker is to be sent, until it exists. */
  private queued: { message: ListWorkerRequest; transfer: Transferable[] }[] | null = [];

  constructor(private readonly lane: Lane) {
    queueMicrotask(() => this.start());
  }

  post(message: ListWorkerRequest, transfer: Transferable[] = []): void {
    if (this.queued) this.queued.push({ message, transfer });
    else this.worker?.postMessage(message, transfer);
  }

  private start(): void {
    const queued = this.queued ?? [];
    this.queued = null;
    const cancelled = new Set(queued.flatMap(({ message }) => ('cancel' in message ? [message.id] : [])));
    const first = queued.flatMap(({ message }) =>
      'url' in message && !cancelled.has(message.id) ? [message] : [],
    );
    try {
      this.worker = new Worker(new URL('./list-worker.ts', import.meta.url), {
        type: 'module',
        name: workerName(first),
      });
    } catch {
      laneLost(this.lane);
      return;
    }
    this.worker.onmessage = onReply;
    // A worker that cannot run (a blocked script, a crash) hands its waiting lists to the page.
    this.worker.onerror = () => laneLost(this.lane);
    for (const { message, transfer } of queued)
      if (!('url' in message)) this.worker.postMessage(message, transfer);
  }
}

/** The other worker reads itself what it had asked the lost one to read. */
function laneLost(lane: Lane): void {
  workers.set(lane, null);
  workers.get(otherLane(lane))?.post({ peerLost: true });
  for (const [id, waiting] of pending) {
    if (waiting.lane !== lane) continue;
    pending.delete(id);
    waiting.settle(inPage(waiting));
  }
}

const otherLane = (lane: Lane): Lane => (lane === 0 ? 1 : 0);

function workerFor(lane: Lane): LaneWorker | null {
  if (!workers.has(lane)) {
    const started = typeof Worker === 'undefined' ? null : new LaneWorker(lane);
    workers.set(lane, started);
    const other = workers.get(otherLane(lane));
    if (started && other) {
      // Each can lend the other its core (stream-list.ts's BatchHelper).
      const channel = new MessageChannel();
      started.post({ peer: channel.port1 }, [channel.port1]);
      other.post({ peer: channel.port2 }, [channel.port2]);
    }
  }
  return workers.get(lane) ?? null;
}

/**
 * Lists this large read part of their batches on the other worker as well, which is started for
 * them once their first rows are in (onReply): the cobros alone are most of a finance screen's
 * reading, and all of Lista de Cobros'.
 */
const LENDS_A_HAND: ReadonlySet<ListKind> = new Set(['cobro']);

function read(request: ListRequest, options: LargeListOptions<ListItems[ListKind]>): Promise<Outcome> {
  const lane = freerLane();
  const running = workerFor(lane);
  if (!running) return inPage({ request, options });
  const id = (nextId += 1);
  return new Promise<Outcome>((resolve, reject) => {
    pending.set(id, {
      request,
      options,
      items: [],
      lane,
      settle: (outcome) => outcome.then(resolve, reject),
    });
    options.signal?.addEventListener('abort', () => {
      if (!pending.delete(id)) return;
      running.post({ id, cancel: true });
      reject(options.signal?.reason);
    });
    running.post({ id, ...request });
  });
}

/**
 * A list started before a page asked for it (prefetchLargeList): the first getLargeList of the
 * same kind and token takes it over, with whatever has arrived so far.
 */
type EarlyList = {
  outcome: Promise<Outcome>;
  controller: AbortController;
  first: ListItems[ListKind][] | null;
  onFirst: ((items: ListItems[ListKind][]) => void) | undefined;
};

const DROPPED: Record<DropReason, string> = {
  expired: 'Nadie pidió la lista',
  'other-session': 'Otra sesión',
};
const earlyLists = new EarlyStore<ListKind, EarlyList>(({ controller }, reason) =>
  controller.abort(new DOMException(DROPPED[reason], 'AbortError')),
);

const requestFor = (kind: ListKind): ListRequest => ({
  kind,
  url: apiUrl(LARGE_LIST_PATHS[kind]),
  token: getToken(),
});

/**
 * Starts a large list now, for the page about to open (app/preload-route.ts): on a cold load its
 * request then leaves with the page's code instead of after the page has rendered.
 * Does nothing when the same list is already on its way.
 */
export function prefetchLargeList(kind: ListKind): void {
  if (earlyLists.has(kind)) return;
  const request = requestFor(kind);
  const controller = new AbortController();
  const early: EarlyList = {
    controller,
    first: null,
    onFirst: undefined,
    outcome: read(request, {
      signal: controller.signal,
      onFirst: (items) => {
        early.first = items;
        early.onFirst?.(items);
      },
    }),
  };
  // Nobody may be waiting yet: a failure is reported to the page that takes the list over.
  early.outcome.catch(() => undefined);
  earlyLists.put(kind, request.token, early);
}

/** The early list of this kind, if there is one for the current token, handed over once. */
function takeEarlyList(
  request: ListRequest,
  options: LargeListOptions<ListItems[ListKind]>,
): Promise<Outcome> | null {
  const early = earlyLists.take(request.kind, request.token);
  if (!early) return null;
  if (early.first) options.onFirst?.(early.first);
  else early.onFirst = options.onFirst;
  options.signal?.addEventListener('abort', () => early.controller.abort(options.signal?.reason));
  return early.outcome;
}

/** A large list: the early one of its kind if there is one for this token, else a new read. */
export function readLargeList(
  kind: ListKind,
  options: LargeListOptions<ListItems[ListKind]>,
): Promise<Outcome> {
  const request = requestFor(kind);
  return takeEarlyList(request, options) ?? read(request, options);
}
