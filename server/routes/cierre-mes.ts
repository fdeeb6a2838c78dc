import type { FastifyInstance } from 'fastify';
import {
  CIERRE_MESSAGES,
  auditoriaQuerySchema,
  cerrarRequestSchema,
  cierresQuerySchema,
  periodoLabel,
  periodoQuerySchema,
  reabrirRequestSchema,
  type AuditoriaWire,
  type CierreVigenteWire,
  type CierreWire,
  type LiquidacionWire,
} from '../../src/contract/cierre-mes';
import { audit, listAuditoria } from '../db/auditoria-queries';
import {
  cierresEnVigor,
  cierresVisibles,
  findCierre,
  insertCierre,
  reopenCierre,
  type CierresScope,
} from '../db/cierres-queries';
import { findUserById } from '../db/usuario-queries';
import { cobroVisibility } from '../../src/domain/roles';
import { liquidacion, paidWorkers } from '../ext/liquidacion';
import { HttpError, notFound } from '../http-errors';
import { secureRoute } from '../permissions';
import { idParam, parseInput } from '../validation';

/** A day typed as YYYY-MM-DD, as the instant its local midnight is, `plusDays` later. */
function dayStart(date: string, plusDays = 0): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
}

/** Extensions `cierre_mes` (payroll, closing, reopening) and `auditoria` (the change history). */
export function cierreMesRoutes(app: FastifyInstance): void {
  const { db, now } = app.deps;

  secureRoute(app, 'GET /api/ext/liquidacion/', (request): LiquidacionWire => {
    const { anio, mes } = parseInput(periodoQuerySchema, request.query);
    return liquidacion(db, anio, mes);
  });

  // One worker, or every worker the period pays whose month is still open.
  secureRoute(app, 'POST /api/ext/cierres/', (request, reply) => {
    const input = parseInput(cerrarRequestSchema, request.body);
    const periodo = periodoLabel(input.anio, input.mes);
    const cierres = db.transaction((): CierreWire[] => {
      const paid = paidWorkers(db, input.anio, input.mes);
      const closed = cierresEnVigor(db, input.anio, input.mes);
      let usuarioIds: number[];
      if (input.usuario != null) {
        const usuario = findUserById(db, input.usuario);
        if (!usuario) throw new HttpError(400, { usuario: [CIERRE_MESSAGES.usuarioInvalido] });
        const nombre = paid.get(usuario.id);
        if (nombre === undefined) throw new HttpError(400, { usuario: [CIERRE_MESSAGES.usuarioSinCobros] });
        if (closed.has(usuario.id))
          throw new HttpError(409, { detail: CIERRE_MESSAGES.yaCerrado(nombre, periodo) });
        usuarioIds = [usuario.id];
      } else {
        if (paid.size === 0) throw new HttpError(400, { detail: CIERRE_MESSAGES.periodoSinCobros });
        usuarioIds = [...paid.keys()].filter((id) => !closed.has(id));
        if (usuarioIds.length === 0)
          throw new HttpError(409, { detail: CIERRE_MESSAGES.todosCerrados(periodo) });
      }
      const author = { usuarioId: request.user.id, fecha: now().toISOString() };
      return usuarioIds.map((usuarioId) => {
        const id = insertCierre(db, {
          usuarioId,
          anio: input.anio,
          mes: input.mes,
          cerradoPor: author.usuarioId,
          cerradoEn: author.fecha,
        });
        const cierre = findCierre(db, id);
        if (!cierre) throw new Error(`Cierre ${id} no encontrado tras escribirlo`);
        audit(db, author, [{ accion: 'cerrar', entidad: 'cierre', entidadId: id, despues: cierre }]);
        return cierre;
      });
    })();
    return reply.code(201).send(cierres);
  });

  // The closings in force, as far as the caller sees cobros: its own, its team's, or everyone's.
  secureRoute(app, 'GET /api/ext/cierres/', (request): CierreVigenteWire[] => {
    const filter = parseInput(cierresQuerySchema, request.query);
    const { id, rol_nombre } = request.user;
    const visibility = cobroVisibility(rol_nombre);
    const scope: CierresScope =
      visibility === 'all'
        ? { kind: 'all' }
        : { kind: visibility === 'ownAndSupervised' ? 'ownAndTeam' : 'own', userId: id };
    return cierresVisibles(db, scope, filter);
  });

  // DRF's order: the closing (404), the body (400), then its state (409).
  secureRoute(app, 'DELETE /api/ext/cierres/:id/', (request): CierreWire => {
    const cierre = findCierre(db, idParam(request.params, 'id'));
    if (!cierre) throw notFound(CIERRE_MESSAGES.cierreNoEncontrado);
    const { motivo } = parseInput(reabrirRequestSchema, request.body);
    if (cierre.reabierto_en !== null) throw new HttpError(409, { detail: CIERRE_MESSAGES.yaReabierto });
    const author = { usuarioId: request.user.id, fecha: now().toISOString() };
    return db.transaction(() => {
      reopenCierre(db, cierre.id, { por: author.usuarioId, en: author.fecha, motivo });
      audit(db, author, [
        {
          accion: 'reabrir',
          entidad: 'cierre',
          entidadId: cierre.id,
          campo: 'estado',
          antes: 'cerrado',
          despues: 'abierto',
          motivo,
        },
      ]);
      const reopened = findCierre(db, cierre.id);
      if (!reopened) throw new Error(`Cierre ${cierre.id} no encontrado tras reabrirlo`);
      return reopened;
    })();
  });

  secureRoute(app, 'GET /api/ext/auditoria/', (request): AuditoriaWire[] => {
    const query = parseInput(auditoriaQuerySchema, request.query);
    return listAuditoria(
      db,
      {
        entidad: query.entidad,
        id: query.id,
        usuario: query.usuario,
        desde: query.desde === undefined ? undefined : dayStart(query.desde),
        hasta: query.hasta === undefined ? undefined : dayStart(query.hasta, 1),
        cliente: query.cliente,
        trabajador: query.trabajador,
        antes: query.antes,
      },
      query.limite,
    );
  });
}
