import { serveListRequest, type ListWorkerReply, type ListWorkerRequest } from './worker-protocol';

/**
 * The worker behind large-list.ts: fetching, JSON.parse and the list check of a large answer run
 * here, so the 77 MB of 100,000 cobros never block the page's main thread.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ListWorkerRequest>) => void) | null;
  postMessage: (reply: ListWorkerReply, transfer?: Transferable[]) => void;
};
const running = new Map<number, AbortController>();

scope.onmessage = ({ data }) => {
  if ('cancel' in data) {
    running.get(data.id)?.abort();
    running.delete(data.id);
    return;
  }
  const controller = new AbortController();
  running.set(data.id, controller);
  void serveListRequest(data, controller.signal, (reply, transfer) =>
    scope.postMessage(reply, transfer),).finally(() =>
    running.delete(data.id),
  );
};
