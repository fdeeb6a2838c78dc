import { startListFetch } from './list-fetch';
import type { ListWorkerReply, ListWorkerRequest } from './worker-protocol';

/** The worker behind list-host.ts: a large list's fetch, JSON.parse and check, off the page's main thread. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ListWorkerRequest>) => void) | null;
  postMessage: (reply: ListWorkerReply, transfer?: Transferable[]) => void;
};
const reader = import('./worker-protocol');
const running = new Map<number, AbortController>();

scope.onmessage = ({ data }) => {
  if ('cancel' in data) {
    running.get(data.id)?.abort();
    running.delete(data.id);
    return;
  }
  const controller = new AbortController();
  running.set(data.id, controller);
  const started = startListFetch(data);
  // A request that fails before the reader is loaded is answered by the reader ('network').
  started.catch(() => undefined);
  void reader
    .then(({ serveListRequest }) =>
      serveListRequest(
        data,
        controller.signal,
        (reply, transfer) => scope.postMessage(reply, transfer),
        started,
      ),
    )
    .finally(() => running.delete(data.id));
};
