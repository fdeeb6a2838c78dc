import { z } from 'zod';
import type { ExcelLimits } from './limits';

/** Main thread → worker: the one file this worker will ever parse. */
export type ParseRequest = { type: 'parse'; bytes: Uint8Array; limits: ExcelLimits };

/**
 * Worker → main thread. A worker has handled hostile bytes, so its answer is validated like
 * any other untrusted input before a single row is written.
 */
export const workerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('result'),
    extraction: z.discriminatedUnion('ok', [
      z.object({
        ok: z.literal(true),
        hoja: z.string().max(255),
        primeraFila: z.number().int().positive(),
        ultimaFila: z.number().int().positive(),
        nombres: z.array(z.string()),
        unidades: z.array(z.number().finite().nonnegative()),
        filasOmitidas: z.number().int().nonnegative(),
        errores: z.array(z.string()),
      }),
      z.object({ ok: z.literal(false), error: z.string().max(500) }),
    ]),
  }),
]);
export type WorkerMessage = z.infer<typeof workerMessageSchema>;
