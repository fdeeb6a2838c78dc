import { apiUrl } from '../api-base';
import { EarlyStore } from '../early-store';
import { getToken } from '../session';
import type { ListItems, ListKind } from './list-readers';
import { LARGE_LIST_PATHS } from './list-paths';
import { unpackPart } from './list-packing';
import type { ListOutcome, ListRequest } from './stream-list';
import type { ListWorkerReply, ListWorkerRequest } from './worker-protocol';

/**
 * Large lists are fetched, parsed and checked in Web Workers (list-worker.ts), started on first
 * use; without a Worker (jsdom) or when one fails, the same streamed read runs in the page. Part of
 * the entry (app/preload-route.ts), so it stays small: the client's error shapes are large-list.ts's.
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

/** Two workers, so a screen's lists parse on both cores: a list goes to the one with less to read (MB). */
type Lane = 0 | 1;
const SIZE_MB: Record<ListKind, number> = { cobro: 77, documento: 14, tarea: 3, cobroEstimado: 1 };

function freerLane(): Lane {
  const toRead = [0, 0];
  for (const { lane, request } of pending.values()) toRead[lane] += SIZE_MB[request.kind];
  return toRead[1] < toRead[0] ? 1 : 0;
}

const workers = new Map<Lane, Worker | null>();
let nextId = 0;
const pending = new Map<number, Pending>();

const inPage = ({ request, options }: Pick<Pending, 'request' | 'options'>): Promise<Outcome> =>
  import('./stream-list').then(({ fetchList }) => fetchList(request, options));

function onReply({ data: reply }: MessageEvent<ListWorkerReply>) {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  if (reply.type === 'first') waiting.options.onFirst?.(reply.items);
  else if (reply.type === 'part') for (const item of reply.items) waiting.items.push(item);
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

/** A lane's worker, started on first use; null where none can run (then the page reads). */
function workerFor(lane: Lane): Worker | null {
  if (!workers.has(lane)) {
    let started: Worker | null;
    try {
      started = new Worker(new URL('./list-worker.ts', import.meta.url), { type: 'module' });
      started.onmessage = onReply;
      // A worker that cannot run (a blocked script, a crash) hands its waiting lists to the page.
      started.onerror = () => {
        workers.set(lane, null);
        for (const [id, waiting] of pending) {
          if (waiting.lane !== lane) continue;
          pending.delete(id);
          waiting.settle(inPage(waiting));
        }
      };
    } catch {
      started = null;
    }
    workers.set(lane, started);
  }
  return workers.get(lane) ?? null;
}

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
      running.postMessage({ id, cancel: true } satisfies ListWorkerRequest);
      reject(options.signal?.reason);
    });
    running.postMessage({ id, ...request } satisfies ListWorkerRequest);
  });
}

/** A list started before a page asked for it: the first read of its kind and token takes it over. */
type EarlyList = {
  outcome: Promise<Outcome>;
  controller: AbortController;
  first: ListItems[ListKind][] | null;
  onFirst: ((items: ListItems[ListKind][]) => void) | undefined;
};

const earlyLists = new EarlyStore<ListKind, EarlyList>(({ controller }, reason) =>
  controller.abort(
    new DOMException(reason === 'expired' ? 'Nadie pidió la lista' : 'Otra sesión', 'AbortError'),
  ),
);

const requestFor = (kind: ListKind): ListRequest => ({
  kind,
  url: apiUrl(LARGE_LIST_PATHS[kind]),
  token: getToken(),
});

/** Starts a large list for the page about to open (app/preload-route.ts), unless already on its way. */
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

/** A large list: the early one of its kind if there is one for this token, else a new read. */
export function readLargeList(
  kind: ListKind,
  options: LargeListOptions<ListItems[ListKind]>,
): Promise<Outcome> {
  const request = requestFor(kind);
  const early = earlyLists.take(kind, request.token);
  if (!early) return read(request, options);
  if (early.first) options.onFirst?.(early.first);
  else early.onFirst = options.onFirst;
  options.signal?.addEventListener('abort', () => early.controller.abort(options.signal?.reason));
  return early.outcome;
}
