import type { OmittedItem } from '../../contract/list';
import type { ItemReader } from './check-list';
import { LIST_READERS, type ListItems, type ListKind } from './list-readers';
import { packPart, type PackedPart } from './list-packing';
import { fetchList, readRun, type BatchHelper, type ListFailure, type ListRequest } from './stream-list';

/**
 * The messages between the page (large-list.ts) and the worker (list-worker.ts). The worker
 * fetches and reads the list; its kept items cross in parts of PART_SIZE, so the page takes them
 * in short tasks while the rest is still arriving, not in one long one at the end. The cobros'
 * parts cross packed in columns (list-packing.ts), their buffers transferred.
 */
export const PART_SIZE = 10_000;

export type ListWorkerRequest =
  | ({ id: number } & ListRequest)
  | { id: number; cancel: true }
  /** The port to the other list worker (list-host.ts connects them), or word that it is gone. */
  | { peer: MessagePort }
  | { peerLost: true };

export type ListWorkerReply<T = ListItems[ListKind]> = { id: number } & (
  | { type: 'first'; items: T[] }
  | { type: 'part'; items: T[] }
  | { type: 'packed'; part: PackedPart }
  | { type: 'done'; omitted: OmittedItem[] }
  | { type: 'failed'; failure: ListFailure }
);

type PartReply<T = ListItems[ListKind]> = { type: 'part'; items: T[] } | { type: 'packed'; part: PackedPart };

/** A batch's kept items as they cross to the page: packed where the list is (list-packing.ts). */
function partReply(
  kind: ListKind,
  items: ListItems[ListKind][],
): { reply: PartReply; transfer: ArrayBuffer[] } {
  const packed = packPart(kind, items);
  return packed
    ? { reply: { type: 'packed', part: packed.part }, transfer: packed.transfer }
    : { reply: { type: 'part', items }, transfer: [] };
}

/**
 * Between the two list workers (stream-list.ts's BatchHelper): one asks the other to read a run of
 * items of its list; the other answers what it read, its kept items ready to cross to the page
 * (their buffers transferred on to it), or null when the text was not a run of whole items.
 */
export type PeerMessage =
  | { type: 'batch'; seq: number; kind: ListKind; text: string }
  | {
      type: 'batch-read';
      seq: number;
      batch: {
        count: number;
        omitted: OmittedItem[];
        part: PartReply | null;
        transfer: ArrayBuffer[];
      } | null;
    };

type BatchRead = Extract<PeerMessage, { type: 'batch-read' }>['batch'];
const waiting = new Map<number, (batch: BatchRead) => void>();
let nextSeq = 0;

/** A message from the other worker: a batch to read for it, or its reading of one of ours. */
export function onPeerMessage(port: MessagePort, message: PeerMessage): void {
  if (message.type === 'batch-read') {
    waiting.get(message.seq)?.(message.batch);
    waiting.delete(message.seq);
    return;
  }
  const run = readRun(LIST_READERS[message.kind] as ItemReader<ListItems[ListKind]>, message.text);
  if (!run) {
    port.postMessage({ type: 'batch-read', seq: message.seq, batch: null } satisfies PeerMessage);
    return;
  }
  const { reply, transfer } =
    run.kept.length > 0 ? partReply(message.kind, run.kept) : { reply: null, transfer: [] };
  port.postMessage(
    {
      type: 'batch-read',
      seq: message.seq,
      batch: { count: run.count, omitted: run.omitted, part: reply, transfer },
    } satisfies PeerMessage,
    transfer,
  );
}

/** The other worker is gone: what it was reading for us is read here (stream-list.ts). */
export function peerLost(): void {
  for (const answer of waiting.values()) answer(null);
  waiting.clear();
}

/** The other worker as a BatchHelper of list `id`, while there is one (`peer`). */
function peerHelper(
  id: number,
  kind: ListKind,
  peer: () => MessagePort | null,
  post: (reply: ListWorkerReply, transfer?: Transferable[]) => void,
): BatchHelper {
  return {
    read: (text) => {
      const port = peer();
      if (!port) return Promise.resolve(null);
      const seq = (nextSeq += 1);
      return new Promise((resolve) => {
        waiting.set(seq, (batch) =>
          resolve(
            batch && {
              count: batch.count,
              omitted: batch.omitted,
              handOn: () => batch.part && post({ id, ...batch.part }, batch.transfer),
            },
          ),
        );
        port.postMessage({ type: 'batch', seq, kind, text } satisfies PeerMessage);
      });
    },
  };
}

/**
 * One request, served as list-worker.ts does (which passes the fetch it has already started); an
 * aborted one posts nothing more.
 */
export async function serveListRequest(
  { id, ...request }: { id: number } & ListRequest,
  signal: AbortSignal,
  post: (reply: ListWorkerReply, transfer?: Transferable[]) => void,
  started?: Promise<Response>,
  peer: () => MessagePort | null = () => null,
): Promise<void> {
  try {
    const outcome = await fetchList(
      request,
      {
        signal,
        partSize: PART_SIZE,
        onFirst: (items) => post({ id, type: 'first', items }),
        onPart: (items) => {
          const { reply, transfer } = partReply(request.kind, items);
          post({ id, ...reply }, transfer);
        },
        helper: peerHelper(id, request.kind, peer, post),
      },
      started,
    );
    post(
      outcome.type === 'list'
        ? { id, type: 'done', omitted: outcome.omitted }
        : { id, type: 'failed', failure: outcome },
    );
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
