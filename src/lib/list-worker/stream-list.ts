import type { OmittedItem } from '../../contract/list';
import { ArraySplitError, ArraySplitter } from './array-splitter';
import { listChecker, type ItemReader, type ListCheck } from './check-list';
import { LIST_READERS, type ListItems, type ListKind } from './list-readers';

/**
 * A large list read as it arrives: the body streamed through the array splitter, each item
 * JSON.parsed and checked on its own (check-list.ts), so the first rows are ready long before
 * the last byte. The same code runs in the worker and, where there is none, in the page.
 */

/** Twice the largest table page (100 rows), so a filter on the first rows still leaves some. */
export const FIRST_BATCH_SIZE = 200;

/** What the page needs to ask for a list: the absolute URL and the bearer token, if any. */
export type ListRequest = { kind: ListKind; url: string; token: string | null };

export type ListFailure =
  { type: 'invalid'; error: string } | { type: 'http'; status: number; body: string } | { type: 'network' };

export type ListOutcome<T> = { type: 'list'; value: T[]; omitted: OmittedItem[] } | ListFailure;

export type ListProgress<T> = {
  /** The first FIRST_BATCH_SIZE items read (kept or left out), once, when there are that many. */
  onFirst?: (items: T[]) => void;
  /** The kept items since the previous call, each time `partSize` more are ready, then the rest. */
  onPart?: (items: T[]) => void;
  partSize?: number;
  /** Checked between chunks: reading stops and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
};

/** The body of a list answer, read and checked; a body that is no JSON list fails as zod would. */
export async function readList<T>(
  body: ReadableStream<Uint8Array> | null,
  itemReader: ItemReader<T>,
  { onFirst, onPart, partSize = Infinity, signal }: ListProgress<T> = {},
): Promise<ListCheck<T>> {
  const splitter = new ArraySplitter();
  const checker = listChecker(itemReader);
  const decoder = new TextDecoder();
  let firstSent = false;
  let partSent = 0;
  const take = (texts: readonly string[]) => {
    for (const text of texts) checker.add(JSON.parse(text));
    if (!firstSent && checker.value.length + checker.omitted.length >= FIRST_BATCH_SIZE) {
      firstSent = true;
      onFirst?.(checker.value.slice(0, FIRST_BATCH_SIZE));
    }
    if (onPart && checker.value.length - partSent >= partSize) {
      onPart(checker.value.slice(partSent));
      partSent = checker.value.length;
    }
  };
  try {
    if (body) {
      const chunks = body.getReader();
      for (;;) {
        const { done, value } = await chunks.read();
        if (signal?.aborted) {
          await chunks.cancel();
          throw signal.reason;
        }
        if (done) break;
        take(splitter.push(decoder.decode(value, { stream: true })));
      }
    }
    take(splitter.push(decoder.decode()));
    splitter.end();
  } catch (error) {
    if (error instanceof ArraySplitError) {
      return {
        ok: false,
        error: error.notAList ? error.message : `La respuesta no es JSON: ${error.message}`,
      };
    }
    if (error instanceof SyntaxError) return { ok: false, error: 'La respuesta no es JSON' };
    throw error;
  }
  if (onPart && checker.value.length > partSent) onPart(checker.value.slice(partSent));
  return { ok: true, value: checker.value, omitted: checker.omitted };
}

/**
 * One GET of a large list, as the API client would send it (the bearer token), answered as an
 * outcome the page turns into the client's errors (large-list.ts): the worker cannot run the
 * client's session-expired reaction itself.
 */
export async function fetchList<K extends ListKind>(
  request: ListRequest & { kind: K },
  progress: ListProgress<ListItems[K]> = {},
): Promise<ListOutcome<ListItems[K]>> {
  try {
    const response = await fetch(request.url, {
      headers: request.token ? { Authorization: `Bearer ${request.token}` } : {},
    });
    if (!response.ok) return { type: 'http', status: response.status, body: await response.text() };
    const check = await readList(response.body, LIST_READERS[request.kind], progress);
    return check.ok
      ? { type: 'list', value: check.value, omitted: check.omitted }
      : { type: 'invalid', error: check.error };
  } catch (error) {
    if (progress.signal?.aborted) throw error;
    // fetch fails only without an answer, and a read only when the connection drops.
    return { type: 'network' };
  }
}
