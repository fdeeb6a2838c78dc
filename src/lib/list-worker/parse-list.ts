import type { Cobro } from '../../contract/cobro';
import { recordOmitted } from '../../contract/list';
import { InvalidDataError } from '../api-error';
import type { ListCheck } from './check-list';
import { checkCobroJson } from './fast-cobro';

/**
 * Large list answers are parsed and checked in a Web Worker (list-worker.ts), one for the page,
 * started on first use. Where there is no Worker (tests under jsdom, very old browsers) or it
 * fails to start, the same check runs in the page.
 */
export type ListWorkerRequest = { id: number; text: string };
export type ListWorkerReply = { id: number } & ListCheck<Cobro>;

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, (reply: ListCheck<Cobro>) => void>();

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./list-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<ListWorkerReply>) => {
      const { id, ...check } = event.data;
      pending.get(id)?.(check);
      pending.delete(id);
    };
    started.onerror = () => {
      // A worker that cannot run (a blocked script, a crash) hands its waiting lists to the page.
      worker = null;
      for (const [id, resolve] of pending) {
        pending.delete(id);
        resolve({ ok: false, error: 'worker' });
      }
    };
    return started;
  } catch {
    return null;
  }
}

function checkOffThread(text: string): Promise<ListCheck<Cobro>> {
  if (worker === undefined) worker = startWorker();
  const running = worker;
  if (!running) return Promise.resolve(checkCobroJson(text));
  const id = (nextId += 1);
  return new Promise<ListCheck<Cobro>>((resolve) => {
    pending.set(id, (check) => resolve(check.ok || check.error !== 'worker' ? check : checkCobroJson(text)));
    running.postMessage({ id, text } satisfies ListWorkerRequest);
  });
}

/** listar_cobro/ and its kin, from the body's text: the cobros, or 'Formato de datos inválido'. */
export async function parseCobroList(text: string): Promise<Cobro[]> {
  const check = await checkOffThread(text);
  if (!check.ok) throw new InvalidDataError(check.error);
  recordOmitted(check.value, check.omitted);
  return check.value;
}
