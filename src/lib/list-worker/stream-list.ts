import type { OmittedItem } from '../../contract/list';
import { ArraySplitError, ArraySplitter, type ResumePoint } from './array-splitter';
import { listChecker, type ItemReader, type ListCheck } from './check-list';
import { startListFetch } from './list-fetch';
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
  /** Another reader (the other list worker) that may read some of the batches (see BatchHelper). */
  helper?: BatchHelper;
  /** How much text goes to the helper at once: BATCH_TEXT, less in tests. */
  batchText?: number;
};

/**
 * A run of whole items read elsewhere: how many items it had, the ones left out (their index
 * within the run) and how to hand its kept items on, which readList calls in list order.
 */
export type ReadBatch = { count: number; omitted: OmittedItem[]; handOn: () => void };

/**
 * The other list worker, lending its core while the list arrives: readList sends it
 * one batch at a time, of about BATCH_TEXT of text, and reads the next ones itself meanwhile. It
 * answers null when it could not read the text (not a run of whole items, or the worker is gone);
 * readList then reads that text itself.
 */
export type BatchHelper = { read: (text: string) => Promise<ReadBatch | null> };

/** About 2,500 cobros: a task of some tens of milliseconds for either reader. */
export const BATCH_TEXT = 2 << 20;

/** Batches sent to the helper and not answered yet, at most: it has the next one when it ends one. */
const HELPER_QUEUE = 2;

/** After the tasks already queued (a message from the helper among them). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

/** A run of whole items (a list's text without its brackets) read and checked, or null. */
export function readRun<T>(
  itemReader: ItemReader<T>,
  text: string,
): { count: number; omitted: OmittedItem[]; kept: T[] } | null {
  let items: unknown[];
  try {
    items = JSON.parse(`[${text}]`) as unknown[];
  } catch {
    return null;
  }
  const checker = listChecker(itemReader);
  for (const item of items) checker.add(item);
  return { count: items.length, omitted: checker.omitted, kept: checker.value };
}

/**
 * The text a batch may end before: an item's closing brace, the comma and the next item's
 * opening, followed by the list's first item's key (`},{"id":`, compact JSON as the backend
 * sends it). A record inside an item often starts with the same key, so a candidate is taken only
 * when the second key follows too (`,"cliente":`); JSON.parse of the batch is the proof.
 */
type BatchMarker = { before: string; second: string };

function batchMarker(first: unknown): BatchMarker | null {
  if (typeof first !== 'object' || first === null || Array.isArray(first)) return null;
  const [key, second] = Object.keys(first);
  if (key === undefined || second === undefined) return null;
  return { before: `},{${JSON.stringify(key)}:`, second: `,${JSON.stringify(second)}:` };
}

/** The index of the last candidate end of an item in `text`, or -1 (see BatchMarker). */
function lastBatchEnd(text: string, { before, second }: BatchMarker): number {
  for (let at = text.lastIndexOf(before); at > 0; at = text.lastIndexOf(before, at - 1)) {
    const comma = text.indexOf(',', at + before.length);
    if (comma !== -1 && text.startsWith(second, comma)) return at;
  }
  return -1;
}

/**
 * Beyond this much text with no batch end in sight (a backend that sends spaces between items),
 * the careful splitter reads it, so memory and the first rows do not wait for the end.
 */
const CAREFUL_AFTER = 1 << 20;

/**
 * The body of a list answer, read and checked; a body that is no JSON list fails as zod would.
 *
 * Most of the text is read in batches: everything up to the last item end in the text so far is
 * JSON.parsed at once, wrapped in brackets. A batch that is not a run of whole items fails to
 * parse (it ends inside a string or an inner list), and that text is read by the careful splitter
 * (array-splitter.ts) instead, which also reads the list's opening and end and finds any error.
 * Measured on the large seed (Node, 77 MB): the splitter went through every character and each
 * item was parsed on its own, 1.1 s of a 2.1–2.3 s read; in batches the same items cost the time of
 * one JSON.parse of the whole text.
 */
export async function readList<T>(
  body: ReadableStream<Uint8Array> | null,
  itemReader: ItemReader<T>,
  { onFirst, onPart, partSize = Infinity, signal, helper, batchText = BATCH_TEXT }: ListProgress<T> = {},
): Promise<ListCheck<T>> {
  const checker = listChecker(itemReader);
  const decoder = new TextDecoder();
  /** The careful reader, while it has the text; null while batches do. */
  let splitter: ArraySplitter | null = new ArraySplitter();
  /** The text not read yet, while batches read it: it starts at an item or before one. */
  let pending: ResumePoint = { text: '', afterComma: false };
  let marker: BatchMarker | null = null;
  let firstSent = false;
  let partSent = 0;
  const handOnParts = () => {
    if (onPart && checker.value.length > partSent) onPart(checker.value.slice(partSent));
    partSent = checker.value.length;
  };
  const progress = () => {
    if (!firstSent && checker.value.length + checker.omitted.length >= FIRST_BATCH_SIZE) {
      firstSent = true;
      onFirst?.(checker.value.slice(0, FIRST_BATCH_SIZE));
    }
    if (onPart && checker.value.length - partSent >= partSize) handOnParts();
  };
  const add = (item: unknown) => {
    marker ??= batchMarker(item);
    checker.add(item);
  };
  const careful = (reader: ArraySplitter, text: string) => {
    for (const item of reader.push(text)) add(JSON.parse(item));
    const resumed = marker ? reader.resumePoint() : null;
    if (resumed) pending = resumed;
    splitter = resumed ? null : reader;
  };

  /**
   * With a helper, once the first items are handed on, batches are not read as they are cut:
   * their text gathers in `gathered` up to BATCH_TEXT, then goes to the helper (when it has none
   * of ours) or is read here, and the reads are taken in list order from `queue`. A batch that is
   * not a run of whole items is found when its turn comes: from its start on, the careful reader
   * reads everything again (the batches queued after it are dropped).
   */
  type Queued = {
    text: string;
    afterComma: boolean;
    batch: ReadBatch | null | undefined;
    read: Promise<void>;
  };
  const queue: Queued[] = [];
  let gathered: { texts: string[]; length: number; afterComma: boolean } | null = null;
  let helping = 0;
  /** Whether a batch was read here since the last look at the helper's answers. */
  let readHereSince = false;
  const readHere = (text: string): ReadBatch | null => {
    const run = readRun(itemReader, text);
    if (!run) return null;
    return {
      count: run.count,
      omitted: run.omitted,
      handOn: () => run.kept.length > 0 && onPart?.(run.kept),
    };
  };
  const sendGathered = () => {
    if (!gathered || !helper) return;
    const text = gathered.texts.join(',');
    const entry: Queued = {
      text,
      afterComma: gathered.afterComma,
      batch: undefined,
      read: Promise.resolve(),
    };
    gathered = null;
    if (helping < HELPER_QUEUE) {
      helping += 1;
      entry.read = helper.read(text).then(
        (batch) => {
          helping -= 1;
          entry.batch = batch;
        },
        () => {
          helping -= 1;
          entry.batch = null;
        },
      );
    } else {
      entry.batch = readHere(text);
      readHereSince = true;
    }
    queue.push(entry);
  };
  const takeQueued = () => {
    while (queue.length > 0 && queue[0].batch !== undefined) {
      const entry = queue.shift() as Queued;
      const batch = entry.batch ?? readHere(entry.text);
      if (batch) {
        handOnParts();
        checker.skip(batch.count, batch.omitted);
        batch.handOn();
        continue;
      }
      const rest = [entry.text, ...queue.map((later) => later.text), ...(gathered?.texts ?? [])];
      queue.length = 0;
      gathered = null;
      careful(new ArraySplitter({ afterComma: entry.afterComma }), `${rest.join(',')},${pending.text}`);
      progress();
    }
  };
  const gather = (text: string) => {
    gathered ??= { texts: [], length: 0, afterComma: pending.afterComma };
    gathered.texts.push(text);
    gathered.length += text.length;
    if (gathered.length >= batchText) sendGathered();
  };

  const take = (text: string) => {
    const lending = helper !== undefined && firstSent;
    const long = !splitter && pending.text.length + text.length > CAREFUL_AFTER;
    if (lending && long) {
      // The careful reader may take this text, and it hands its items straight on: the batches
      // gathered or sent before it go first (takeQueued may itself hand the text to it).
      sendGathered();
      takeQueued();
    }
    if (splitter) careful(splitter, text);
    else {
      const all = pending.text + text;
      const end = marker ? lastBatchEnd(all, marker) : -1;
      if (lending && end !== -1) {
        gather(all.slice(0, end + 1));
        pending = { text: all.slice(end + 2), afterComma: true };
        takeQueued();
        return;
      }
      if (lending && long && queue.length > 0) {
        // Batches sent earlier are still out: this text waits for them.
        pending = { text: all, afterComma: pending.afterComma };
        return;
      }
      let batch: unknown[] | null = null;
      if (end !== -1) {
        try {
          batch = JSON.parse(`[${all.slice(0, end + 1)}]`) as unknown[];
        } catch {
          // Not a run of whole items: the careful reader below reads this text.
        }
      }
      if (batch) {
        for (const item of batch) add(item);
        pending = { text: all.slice(end + 2), afterComma: true };
      } else if (end !== -1 || all.length > CAREFUL_AFTER) careful(new ArraySplitter(pending), all);
      else pending = { text: all, afterComma: pending.afterComma };
    }
    progress();
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
        take(decoder.decode(value, { stream: true }));
        if (readHereSince) {
          // Chunks already here are read one after another without a pause, and the helper's
          // answers wait behind them: a pause lets them in, so it gets its next batch.
          readHereSince = false;
          await nextTask();
          takeQueued();
        }
      }
    }
    sendGathered();
    while (queue.length > 0) {
      await queue[0].read;
      if (signal?.aborted) throw signal.reason;
      takeQueued();
    }
    const last = splitter ?? new ArraySplitter(pending);
    for (const item of last.push(splitter ? decoder.decode() : pending.text + decoder.decode()))
      add(JSON.parse(item));
    progress();
    last.end();
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
  handOnParts();
  return { ok: true, value: checker.value, omitted: checker.omitted };
}

/**
 * One GET of a large list, as the API client would send it (the bearer token), answered as an
 * outcome the page turns into the client's errors (large-list.ts): the worker cannot run the
 * client's session-expired reaction itself. The worker passes the request it has already started.
 */
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
