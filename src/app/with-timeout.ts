import { CHUNK_LOAD_TIMEOUT_MS } from '../lib/timings';
import type { PageModule } from './routes';

export const CHUNK_TIMEOUT_MESSAGE = 'Tiempo de espera agotado al cargar la página';

/** Spec section 9: a page's code that has not arrived after 120 s counts as failed. */
export function withTimeout(
  load: () => Promise<PageModule>,
  ms = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<PageModule> {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = window.setTimeout(() => reject(new Error(CHUNK_TIMEOUT_MESSAGE)), ms);
      load().then(
        (module) => {
          window.clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          window.clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
