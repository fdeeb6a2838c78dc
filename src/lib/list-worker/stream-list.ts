import type { OmittedItem } from '../../contract/list';
import { listChecker, type ItemReader, type ListCheck } from './check-list';
import { startListFetch } from './list-fetch';
import { LIST_READERS, type ListItems, type ListKind } from './list-readers';

/**
 * A large list read as it arrives: the text so far is cut after its last whole item, that run
 * JSON.parsed at once and each item checked (check-list.ts), in the worker or, without one, the page.
 */

/** Twice the largest table page (100 rows), so a filter on the first rows still leaves some. */
export const FIRST_BATCH_SIZE = 200;

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
  signal?: AbortSignal;
};

/** Beyond this much text with no cut in sight, the rest is read in one JSON.parse at the end. */
const WHOLE_AFTER = 1 << 20;

/** Candidate cuts tried per chunk, from the last one back. */
const TRIES = 4;

function parseRun(text: string): unknown[] | null {
  try {
    return JSON.parse(`[${text}]`) as unknown[];
  } catch {
    return null;
  }
}

/** The index after the first item of `text`, or -1 while not whole: strings and nesting only. */
function firstItemEnd(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 34) {
      for (at += 1; at < text.length && text.charCodeAt(at) !== 34; at += 1)
        if (text.charCodeAt(at) === 92) at += 1;
    } else if (code === 123 || code === 91) depth += 1;
    else if (code === 125 || code === 93) {
      depth -= 1;
      if (depth === 0) return at + 1;
    } else if (depth === 0 && code > 32) return -1;
  }
  return -1;
}

/**
 * The text between two items (`},{"id":`, compact JSON) and, since a record inside an item often
 * starts with the same key, the second key (`,"cliente":`); JSON.parse of the run is the proof.
 */
type Marker = { before: string; second: string };

function markerOf(first: unknown): Marker | null {
  if (typeof first !== 'object' || first === null || Array.isArray(first)) return null;
  const [key, second] = Object.keys(first);
  if (key === undefined || second === undefined) return null;
  return { before: `},{${JSON.stringify(key)}:`, second: `,${JSON.stringify(second)}:` };
}

/** The candidate cuts of `text`, last first: the index of each `}` that ends an item. */
function* cuts(text: string, { before, second }: Marker): Generator<number> {
  for (let at = text.lastIndexOf(before); at > 0; at = text.lastIndexOf(before, at - 1)) {
    const comma = text.indexOf(',', at + before.length);
    if (comma !== -1 && text.startsWith(second, comma)) yield at;
  }
}

/** The body of a list answer, read and checked; a body that is no JSON list fails as zod would. */
export async function readList<T>(
  body: ReadableStream<Uint8Array> | null,
  itemReader: ItemReader<T>,
  { onFirst, onPart, partSize = Infinity, signal }: ListProgress<T> = {},
): Promise<ListCheck<T>> {
  const checker = listChecker(itemReader);
  const decoder = new TextDecoder();
  let pending = '';
  let inList = false;
  let whole = false;
  let marker: Marker | null = null;
  let retryAt = 0;
  let firstSent = false;
  let partSent = 0;
  const handOnParts = () => {
    if (onPart && checker.value.length > partSent) onPart(checker.value.slice(partSent));
    partSent = checker.value.length;
  };
  const addRun = (items: unknown[], rest: string) => {
    for (const item of items) checker.add(item);
    pending = rest;
    if (!firstSent && checker.value.length + checker.omitted.length >= FIRST_BATCH_SIZE) {
      firstSent = true;
      onFirst?.(checker.value.slice(0, FIRST_BATCH_SIZE));
    }
    if (onPart && checker.value.length - partSent >= partSize) handOnParts();
  };
  const cutFirst = () => {
    const end = firstItemEnd(pending);
    const items = end > 0 && pending[end] === ',' ? parseRun(pending.slice(0, end)) : null;
    if (!items) return;
    marker = markerOf(items[0]);
    addRun(items, pending.slice(end + 1));
  };
  const cut = (from: Marker) => {
    let tries = 0;
    for (const at of cuts(pending, from)) {
      const items = parseRun(pending.slice(0, at + 1));
      if (items) return addRun(items, pending.slice(at + 2));
      if ((tries += 1) === TRIES) return;
    }
  };
  const take = (text: string) => {
    pending += text;
    if (!inList) {
      const start = pending.trimStart();
      if (start === '') return;
      // Not a list, or not one as expected: JSON.parse says which at the end.
      if (start[0] !== '[') whole = true;
      else {
        inList = true;
        pending = start.slice(1).trimStart();
      }
    }
    if (whole || pending.length < retryAt) return;
    const before = pending.length;
    if (!marker) cutFirst();
    if (marker) cut(marker);
    // No cut: the next try waits for twice the text, so a list that will not cut costs no more
    // than a few parses of it, however small its chunks.
    retryAt = pending.length === before ? before * 2 : 0;
    if (pending.length > WHOLE_AFTER) whole = true;
  };

  let rest: unknown;
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
        take(decoder.decode(value, { stream: true }));
      }
    }
    pending += decoder.decode();
    rest = JSON.parse(inList ? `[${pending}` : pending);
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false, error: 'La respuesta no es JSON' };
    throw error;
  }
  if (!Array.isArray(rest)) return { ok: false, error: 'La respuesta no es una lista' };
  addRun(rest, '');
  handOnParts();
  return { ok: true, value: checker.value, omitted: checker.omitted };
}

/** One GET of a large list, as an outcome the page turns into the client's errors (large-list.ts). */
export async function fetchList<K extends ListKind>(
  request: ListRequest & { kind: K },
  progress: ListProgress<ListItems[K]> = {},
  started: Promise<Response> = startListFetch(request),
): Promise<ListOutcome<ListItems[K]>> {
  try {
    const response = await started;
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
