import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  RESUMENES_MESSAGES,
  periodoListaQuerySchema,
  resumenFinanzasQuerySchema,
  type ResumenFinanzas,
} from '../../src/contract/resumenes';
import type { Month } from '../../src/domain/months';
import { agencyToday } from '../dates';
import { sendAnswer } from '../compression';
import { resumenClientesAnswer } from '../ext/resumen-clientes';
import { resumenFinanzas } from '../ext/resumen-finanzas';
import { HttpError } from '../http-errors';
import { secureRoute } from '../permissions';

/** A query read by `schema`, or 400 with the first problem as `{detail}` (before anything is read). */
function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw new HttpError(400, { detail: result.error.issues[0].message });
  return result.data;
}

/** What `?anio=&mes=` or `?documento=` of a cobro list narrows it to (extension `resumenes`). */
export type ListNarrowing = { anio: number; mes: Month; columnas: boolean } | { documento: number };

/**
 * The period `?anio=&mes=` or the document `?documento=` a cobro list names (extension
 * `resumenes`), or null when it names none; one of anio and mes without the other, either out of
 * range, a documento that is not a positive whole number, a documento with a period, or a
 * `formato` other than `columnas` or without a period is a 400.
 */
export function listNarrowing(query: unknown): ListNarrowing | null {
  const { anio, mes, documento, formato } = parseQuery(periodoListaQuerySchema, query);
  if (formato !== undefined && (anio === undefined || mes === undefined || documento !== undefined))
    throw new HttpError(400, { detail: RESUMENES_MESSAGES.formatoSinPeriodo });
  if (documento !== undefined) {
    if (anio !== undefined || mes !== undefined)
      throw new HttpError(400, { detail: RESUMENES_MESSAGES.documentoConPeriodo });
    return { documento };
  }
  if (anio === undefined && mes === undefined) return null;
  if (anio === undefined || mes === undefined)
    throw new HttpError(400, { detail: RESUMENES_MESSAGES.periodoIncompleto });
  return { anio, mes, columnas: formato === 'columnas' };
}

/** Extension `resumenes`: the SuperAdmin Home's figures and the per-client, per-document figures. */
export function resumenesRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  secureRoute(app, 'GET /api/ext/resumen_finanzas/', (request): ResumenFinanzas => {
    const query = parseQuery(resumenFinanzasQuerySchema, request.query);
    const hoy = agencyToday(app.deps);
    const anio = query.anio ?? Number(hoy.slice(0, 4));
    return resumenFinanzas(db, anio, hoy);
  });

  secureRoute(app, 'GET /api/ext/resumen_clientes/', (request, reply) =>
    sendAnswer(request, reply, resumenClientesAnswer(db, agencyToday(app.deps))),
  );
}
