import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  RESUMENES_MESSAGES,
  periodoListaQuerySchema,
  resumenFinanzasQuerySchema,
  type ResumenClientes,
  type ResumenFinanzas,
} from '../../src/contract/resumenes';
import type { Month } from '../../src/domain/months';
import { agencyToday } from '../dates';
import { resumenClientes, resumenFinanzas } from '../ext/resumenes';
import { HttpError } from '../http-errors';
import { secureRoute } from '../permissions';

/** A query read by `schema`, or 400 with the first problem as `{detail}` (before anything is read). */
function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw new HttpError(400, { detail: result.error.issues[0].message });
  return result.data;
}

/**
 * The period `?anio=&mes=` of a cobro list names (extension `resumenes`), or null when it names
 * none; one without the other, or either out of range, is a 400.
 */
export function listPeriod(query: unknown): { anio: number; mes: Month } | null {
  const { anio, mes } = parseQuery(periodoListaQuerySchema, query);
  if (anio === undefined && mes === undefined) return null;
  if (anio === undefined || mes === undefined)
    throw new HttpError(400, { detail: RESUMENES_MESSAGES.periodoIncompleto });
  return { anio, mes };
}

/** Extension `resumenes`: the SuperAdmin Home's figures and the per-client, per-document figures. */
export function resumenesRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  secureRoute(app, 'GET /api/ext/resumen_finanzas/', (request): ResumenFinanzas => {
    const query = parseQuery(resumenFinanzasQuerySchema, request.query);
    const anio = query.anio ?? Number(agencyToday(app.deps).slice(0, 4));
    return resumenFinanzas(db, anio);
  });

  secureRoute(app, 'GET /api/ext/resumen_clientes/', (): ResumenClientes => resumenClientes(db));
}
