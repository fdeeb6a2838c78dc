import { recordOmitted } from '../../contract/list';
import { InvalidDataError } from '../api-error';
import { apiUrl, failedAnswer } from '../api-client';
import { getToken } from '../session';
import type { ListItems, ListKind } from './list-readers';
import { fetchList, type ListOutcome, type ListRequest } from './stream-list';
import type { ListWorkerReply, ListWorkerRequest } from './worker-protocol';

/**
 * Large list answers are fetched, parsed and checked in a Web Worker (list-worker.ts), one for
 * the page, started on first use. Where there is no Worker (tests under jsdom, very old browsers)
 * or it fails, the same streamed read runs in the page, a chunk per task.
 */
export type LargeListOptions<T> = {
  signal?: AbortSignal;
  /** The list's first items, while the rest is still arriving (stream-list.ts). */
  onFirst?: (items: T[]) => void;
};

type Outcome = ListOutcome<ListItems[ListKind]>;
type Pending = {
  request: ListRequest;
  options: LargeListOptions<ListItems[ListKind]>;
  items: ListItems[ListKind][];
  settle: (outcome: Promise<Outcome>) => void;
};

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

const inPage = ({ request, options }: Pick<Pending, 'request' | 'options'>): Promise<Outcome> =>
  fetchList(request, options);

function onReply({ data: reply }: MessageEvent<ListWorkerReply>) {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  if (reply.type === 'first') waiting.options.onFirst?.(reply.items);
  else if (reply.type === 'part') for (const item of reply.items) waiting.items.push(item);
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

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./list-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = onReply;
    started.onerror = () => {
      // A worker that cannot run (a blocked script, a crash) hands its waiting lists to the page.
      worker = null;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.settle(inPage(waiting));
      }
    };
    return started;
  } catch {
    return null;
  }
}

function read(request: ListRequest, options: LargeListOptions<ListItems[ListKind]>): Promise<Outcome> {
  if (worker === undefined) worker = startWorker();
  const running = worker;
  if (!running) return inPage({ request, options });
  const id = (nextId += 1);
  return new Promise<Outcome>((resolve, reject) => {
    pending.set(id, { request, options, items: [], settle: (outcome) => outcome.then(resolve, reject) });
    options.signal?.addEventListener('abort', () => {
      if (!pending.delete(id)) return;
      running.postMessage({ id, cancel: true } satisfies ListWorkerRequest);
      reject(options.signal?.reason);
    });
    running.postMessage({ id, ...request } satisfies ListWorkerRequest);
  });
}

/**
 * A large list (listar_cobro/ and its kin): its checked items, or the API client's errors: the
 * ApiError shape, the one session-expired reaction to a 401, and 'Formato de datos inválido' for
 * an answer that is no list. Left-out items are counted as `listOf` counts them.
 */
export async function getLargeList<K extends ListKind>(
  path: string,
  kind: K,
  options: LargeListOptions<ListItems[K]> = {},
): Promise<ListItems[K][]> {
  const request: ListRequest = { kind, url: apiUrl(path), token: getToken() };
  const outcome = (await read(request, options as LargeListOptions<ListItems[ListKind]>)) as ListOutcome<
    ListItems[K]
  >;
  if (outcome.type === 'list') {
    recordOmitted(outcome.value, outcome.omitted);
    return outcome.value;
  }
  if (outcome.type === 'invalid') throw new InvalidDataError(outcome.error);
  throw failedAnswer(outcome.type === 'http' ? outcome : null);
}
