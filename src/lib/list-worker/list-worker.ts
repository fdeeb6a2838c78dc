import { requestsInName, startListFetch, type NumberedRequest } from './list-fetch';
import type { ListWorkerReply, ListWorkerRequest } from './worker-protocol';

/**
 * The worker behind large-list.ts: fetching, JSON.parse and the list check of a large answer run
 * here, so the 77 MB of 100,000 cobros never block the page's main thread.
 *
 * This first module is small: it starts each request the moment the page's message arrives, and
 * the reader (worker-protocol.ts and its schemas, some 120 kB that took 150 ms to compile and run
 * on a loaded machine) is loaded beside it, while the server prepares the answer.
 */
const scope = self as unknown as {
  name?: string;
  onmessage: ((event: MessageEvent<ListWorkerRequest>) => void) | null;
  postMessage: (reply: ListWorkerReply, transfer?: Transferable[]) => void;
};
const reader = import('./worker-protocol');
const running = new Map<number, AbortController>();
/** The other list worker, which reads some of our batches while we read the rest. */
let peer: MessagePort | null = null;

scope.onmessage = ({ data }) => {
  if ('peer' in data) {
    peer = data.peer;
    peer.onmessage = ({ data: message }) => void reader.then((m) => m.onPeerMessage(data.peer, message));
    return;
  }
  if ('peerLost' in data) {
    peer = null;
    void reader.then((m) => m.peerLost());
    return;
  }
  if ('cancel' in data) {
    running.get(data.id)?.abort();
    running.delete(data.id);
    return;
  }
  serve(data);
};

function serve(data: NumberedRequest): void {
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
        () => peer,
      ),
    )
    .finally(() => running.delete(data.id));
}

// The requests the page asked for before this worker existed leave now, not when the page's busy
// main thread hands on its first messages (list-host.ts).
requestsInName(scope.name ?? '').forEach(serve);
