import { checkCobroJson } from './fast-cobro';
import type { ListWorkerReply, ListWorkerRequest } from './parse-list';

/**
 * The worker behind parse-list.ts: JSON.parse and the list check of a large answer run here, so
 * the 77 MB of 100,000 cobros never block the page's main thread.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ListWorkerRequest>) => void) | null;
  postMessage: (reply: ListWorkerReply) => void;
};

scope.onmessage = (event) => {
  const { id, text } = event.data;
  scope.postMessage(Object.assign({ id }, checkCobroJson(text)));
};
