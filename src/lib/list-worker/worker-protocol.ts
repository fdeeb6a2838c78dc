import type { OmittedItem } from '../../contract/list';
import type { ListItems, ListKind } from './list-readers';
import { packPart, type PackedPart } from './list-packing';
import { fetchList, type ListFailure, type ListRequest } from './stream-list';

/**
 * The messages between the page (list-host.ts) and the worker (list-worker.ts). Kept items cross
 * in parts of PART_SIZE, so the page takes them in short tasks while the rest is still arriving.
 */
export const PART_SIZE = 10_000;

export type ListWorkerRequest = ({ id: number } & ListRequest) | { id: number; cancel: true };

export type ListWorkerReply = { id: number } & (
  | { type: 'first'; items: ListItems[ListKind][] }
  | { type: 'part'; items: ListItems[ListKind][] }
  | { type: 'packed'; part: PackedPart }
  | { type: 'done'; omitted: OmittedItem[] }
  | { type: 'failed'; failure: ListFailure }
);

/** One request, with the fetch list-worker.ts has already started; an aborted one posts nothing more. */
export async function serveListRequest(
  { id, ...request }: { id: number } & ListRequest,
  signal: AbortSignal,
  post: (reply: ListWorkerReply, transfer?: Transferable[]) => void,
  started?: Promise<Response>,
): Promise<void> {
  try {
    const outcome = await fetchList(
      request,
      {
        signal,
        partSize: PART_SIZE,
        onFirst: (items) => post({ id, type: 'first', items }),
        onPart: (items) => {
          const packed = packPart(request.kind, items);
          if (packed) post({ id, type: 'packed', part: packed.part }, packed.transfer);
          else post({ id, type: 'part', items });
        },
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
