import { availableParallelism } from 'node:os';
import type { Extraction } from './layout';
import { ChildWorker as Worker } from './child-worker';
import type { ExcelLimits } from './limits';
import { FILE_ERRORS } from './messages';
import { workerMessageSchema, type ParseRequest } from './protocol';

const BOOT_URL = new URL('./boot.mjs', import.meta.url);

/** Starting a worker takes well under a second, a few on a saturated machine; far more means it is stuck. */
const BOOT_TIMEOUT_MS = 60_000;

type PooledWorker = { worker: Worker; ready: Promise<void>; isReady: boolean };

export type ExcelParserOptions = {
  /** The limits at the time of each call; resource limits apply to workers started afterwards. */
  limits: () => ExcelLimits;
  /** Files parsed at once across all requests; the rest wait. Defaults to the cores, at most 2. */
  concurrency?: number;
  /**
   * Started workers kept waiting (about 40 MB each), so that an upload does not wait for a
   * worker to start. Two cover back-to-back uploads: each spare has two uploads' time to load.
   */
  spares?: number;
};

type RunOutcome = { extraction: Extraction; workerSurvived: boolean };

/**
 * Parses spreadsheets in child processes (child-worker.ts). The isolation boundary is the upload: the files of
 * one request go through at most `concurrency` workers ("lanes"), which are terminated when
 * the request is done. No worker ever sees two users' uploads, so a file that pollutes
 * prototypes (a known SheetJS advisory) can only spoil its own batch; and a worker that hits
 * the timeout, runs out of heap or crashes is replaced before the lane's next file.
 *
 * Each file is bounded by a V8 heap limit (the worker, not the server, runs out of memory) and
 * by a timeout (the worker is terminated mid-parse). Either way that file fails alone.
 *
 * `spares` workers are started ahead of need, with SheetJS loaded and warmed up on a sample of
 * their own, so that an upload does not pay for the start-up.
 */
export class ExcelParserPool {
  private readonly spares: PooledWorker[] = [];
  private readonly busy = new Set<Worker>();
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly spareCount: number;
  private running = 0;
  private closed = false;
  private started = 0;
  private warmStarts = 0;

  constructor(private readonly options: ExcelParserOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? Math.min(2, availableParallelism()));
    this.spareCount = Math.max(0, options.spares ?? 2);
  }

  /** The files of one upload, answered in their order. */
  async parseAll(files: readonly Uint8Array[]): Promise<Extraction[]> {
    const results: Extraction[] = new Array(files.length);
    let next = 0;
    const lane = async () => {
      let pooled: PooledWorker | null = null;
      try {
        while (next < files.length) {
          const index = next;
          next += 1;
          await this.acquireSlot();
          try {
            pooled ??= await this.takeWorker();
            if (!pooled) {
              results[index] = { ok: false, error: FILE_ERRORS.unavailable };
              continue;
            }
            const outcome = await this.run(pooled.worker, files[index]);
            results[index] = outcome.extraction;
            if (!outcome.workerSurvived) pooled = null;
          } finally {
            this.releaseSlot();
          }
        }
      } finally {
        if (pooled) this.retire(pooled.worker);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, files.length) }, lane));
    // Replacements start after the batch, so that they do not take CPU from its parses.
    if (files.length > 0) this.topUpSpares();
    return results;
  }

  async parse(bytes: Uint8Array): Promise<Extraction> {
    const [extraction] = await this.parseAll([bytes]);
    return extraction;
  }

  /** Workers started, lanes that found their worker already loaded, and loaded spares now. */
  stats(): { started: number; warmStarts: number; readySpares: number } {
    return {
      started: this.started,
      warmStarts: this.warmStarts,
      readySpares: this.spares.filter((spare) => spare.isReady).length,
    };
  }

  /** Drops the waiting workers, e.g. after the limits changed; the next upload starts new ones. */
  recycleSpares(): void {
    for (const spare of this.spares.splice(0)) void spare.worker.terminate();
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = [...this.spares.splice(0).map((spare) => spare.worker), ...this.busy];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private acquireSlot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private spawn(): PooledWorker {
    const limits = this.options.limits();
    const worker = new Worker(BOOT_URL, { workerData: { limits }, heapMb: limits.workerHeapMb });
    this.started += 1;
    // A waiting spare must not keep the process alive (tests, shutdown); a lane refs its worker.
    worker.unref();
    // Without a listener an 'error' would be thrown in the server; each phase below listens too.
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      const index = this.spares.findIndex((spare) => spare.worker === worker);
      if (index >= 0) this.spares.splice(index, 1);
    });
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('worker boot timeout')), BOOT_TIMEOUT_MS);
      timer.unref();
      const settle = (error?: unknown) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', settle);
        worker.off('exit', onExit);
        if (error === undefined) resolve();
        else reject(error instanceof Error ? error : new Error(String(error)));
      };
      const onMessage = (message: unknown) => {
        if (workerMessageSchema.safeParse(message).data?.type === 'ready') settle();
      };
      const onExit = (code: number) =>
        settle(new Error(`worker exited with code ${code} before it was ready`));
      worker.on('message', onMessage);
      worker.once('error', settle);
      worker.once('exit', onExit);
    });
    const pooled: PooledWorker = { worker, ready, isReady: false };
    // The rejection is handled by whoever takes the worker; this only silences spares never taken.
    ready.then(
      () => {
        pooled.isReady = true;
      },
      () => undefined,
    );
    return pooled;
  }

  private topUpSpares(): void {
    while (!this.closed && this.spares.length < this.spareCount) this.spares.push(this.spawn());
  }

  /** A loaded worker for a lane (a spare if there is one), or null when none could start. */
  private async takeWorker(): Promise<PooledWorker | null> {
    if (this.closed) return null;
    const pooled = this.spares.shift() ?? this.spawn();
    if (pooled.isReady) this.warmStarts += 1;
    this.busy.add(pooled.worker);
    // A ref'd worker keeps the process alive while a request waits on it.
    pooled.worker.ref();
    try {
      await pooled.ready;
      return pooled;
    } catch {
      this.retire(pooled.worker);
      return null;
    }
  }

  private retire(worker: Worker): void {
    this.busy.delete(worker);
    void worker.terminate();
  }

  private run(worker: Worker, bytes: Uint8Array): Promise<RunOutcome> {
    const limits = this.options.limits();
    return new Promise<RunOutcome>((resolve) => {
      let settled = false;
      const finish = (extraction: Extraction, workerSurvived: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (!workerSurvived) this.retire(worker);
        resolve({ extraction, workerSurvived });
      };
      const onMessage = (message: unknown) => {
        const parsed = workerMessageSchema.safeParse(message);
        // A worker that answers nonsense is not trusted with another file.
        if (!parsed.success) finish({ ok: false, error: FILE_ERRORS.corrupt }, false);
        else if (parsed.data.type === 'result') finish(checkedExtraction(parsed.data.extraction), true);
      };
      const onError = (error: NodeJS.ErrnoException) => {
        const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        finish({ ok: false, error: outOfMemory ? FILE_ERRORS.outOfMemory : FILE_ERRORS.corrupt }, false);
      };
      // A parser that dies mid-file (its heap ran out, or the file crashed it) fails that file alone.
      const onExit = () => finish({ ok: false, error: FILE_ERRORS.outOfMemory }, false);
      const timer = setTimeout(
        () => finish({ ok: false, error: FILE_ERRORS.timeout(limits) }, false),
        limits.parseTimeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy in a fresh ArrayBuffer can be transferred; the request's Buffer may share a pool.
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      const request: ParseRequest = { type: 'parse', bytes: copy, limits };
      worker.postMessage(request);
    });
  }
}

/** Shapes a schema cannot express: one unit per name, and rows in order. */
function checkedExtraction(extraction: Extraction): Extraction {
  if (!extraction.ok) return extraction;
  const consistent =
    extraction.nombres.length === extraction.unidades.length &&
    extraction.nombres.length > 0 &&
    extraction.primeraFila <= extraction.ultimaFila;
  return consistent ? extraction : { ok: false, error: FILE_ERRORS.corrupt };
}
