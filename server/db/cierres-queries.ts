import type { Database } from './sqlite-driver';
import type { CierreVigenteWire, CierreWire } from '../../src/contract/cierre-mes';
import { USER_NAME_SQL } from './auditoria-queries';

/**
 * Closings of a worker's month (extension `cierre_mes`). A row is one closing; reopening fills its
 * reabierto_* columns, and closing again writes a new row, so every closing stays in the history.
 * The one in force for a worker and period is the row not reopened (at most one: a unique index).
 */

type CierreRow = {
  id: number;
  usuario_id: number;
  usuario_nombre: string;
  anio: number;
  mes: string;
  cerrado_por: number;
  cerrado_por_nombre: string;
  cerrado_en: string;
  reabierto_por: number | null;
  reabierto_por_nombre: string | null;
  reabierto_en: string | null;
  motivo_reapertura: string | null;
};

const SELECT_CIERRES = `SELECT c.id, c.usuario_id, ${USER_NAME_SQL('u')} AS usuario_nombre, c.anio, c.mes,
    c.cerrado_por, ${USER_NAME_SQL('cp')} AS cerrado_por_nombre, c.cerrado_en,
    c.reabierto_por, ${USER_NAME_SQL('rp')} AS reabierto_por_nombre, c.reabierto_en, c.motivo_reapertura
  FROM cierres c JOIN users u ON u.id = c.usuario_id JOIN users cp ON cp.id = c.cerrado_por
  LEFT JOIN users rp ON rp.id = c.reabierto_por`;

function toWire(row: CierreRow): CierreWire {
  return {
    id: row.id,
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
    anio: row.anio,
    mes: row.mes,
    cerrado_por: { id: row.cerrado_por, nombre: row.cerrado_por_nombre },
    cerrado_en: row.cerrado_en,
    reabierto_por:
      row.reabierto_por === null ? null : { id: row.reabierto_por, nombre: row.reabierto_por_nombre ?? '' },
    reabierto_en: row.reabierto_en,
    motivo_reapertura: row.motivo_reapertura,
  };
}

export function findCierre(db: Database, id: number): CierreWire | undefined {
  const row = db.prepare(`${SELECT_CIERRES} WHERE c.id = ?`).get(id) as CierreRow | undefined;
  return row && toWire(row);
}

/** The closings in force of one period, by worker id. */
export function cierresEnVigor(db: Database, anio: number, mes: string): Map<number, CierreWire> {
  const rows = db
    .prepare(`${SELECT_CIERRES} WHERE c.anio = ? AND c.mes = ? AND c.reabierto_en IS NULL`)
    .all(anio, mes) as CierreRow[];
  return new Map(rows.map((row) => [row.usuario_id, toWire(row)]));
}

/** The first of `usuarioIds` whose period is closed, with its name; undefined when all are open. */
export function closedWorker(
  db: Database,
  usuarioIds: readonly number[],
  anio: number,
  mes: string,
): { id: number; nombre: string } | undefined {
  if (usuarioIds.length === 0) return undefined;
  return db
    .prepare(
      `SELECT u.id, ${USER_NAME_SQL('u')} AS nombre FROM cierres c JOIN users u ON u.id = c.usuario_id
       WHERE c.anio = ? AND c.mes = ? AND c.reabierto_en IS NULL
         AND c.usuario_id IN (${usuarioIds.map(() => '?').join(', ')})
       ORDER BY c.usuario_id LIMIT 1`,
    )
    .get(anio, mes, ...usuarioIds) as { id: number; nombre: string } | undefined;
}

export function insertCierre(
  db: Database,
  cierre: { usuarioId: number; anio: number; mes: string; cerradoPor: number; cerradoEn: string },
): number {
  return Number(
    db
      .prepare('INSERT INTO cierres (usuario_id, anio, mes, cerrado_por, cerrado_en) VALUES (?, ?, ?, ?, ?)')
      .run(cierre.usuarioId, cierre.anio, cierre.mes, cierre.cerradoPor, cierre.cerradoEn).lastInsertRowid,
  );
}

export function reopenCierre(
  db: Database,
  id: number,
  reapertura: { por: number; en: string; motivo: string },
): void {
  db.prepare(
    'UPDATE cierres SET reabierto_por = ?, reabierto_en = ?, motivo_reapertura = ? WHERE id = ? AND reabierto_en IS NULL',
  ).run(reapertura.por, reapertura.en, reapertura.motivo, id);
}

/** A cobro's workers and period: the registering worker, its supervisor (paid on it too), and where it counts. */
export type CobroPeriod = {
  usuario_registra_id: number;
  usuario_supervisor_id: number | null;
  anio: number;
  mes: string;
  fecha_creacion: string;
};

export function findCobroPeriod(db: Database, cobroId: number): CobroPeriod | undefined {
  return db
    .prepare(
      'SELECT usuario_registra_id, usuario_supervisor_id, anio, mes, fecha_creacion FROM cobros WHERE id = ?',
    )
    .get(cobroId) as CobroPeriod | undefined;
}

/** Whose closings a caller sees: everyone's, its own, or its own and those of the workers it supervises. */
export type CierresScope =
  { kind: 'all' } | { kind: 'own'; userId: number } | { kind: 'ownAndTeam'; userId: number };

/** The closings in force a scope sees, optionally of one year and/or month, oldest period first. */
export function cierresVisibles(
  db: Database,
  scope: CierresScope,
  filter: { anio?: number; mes?: string },
): CierreVigenteWire[] {
  const where = ['c.reabierto_en IS NULL'];
  const params: (string | number)[] = [];
  if (scope.kind === 'own') {
    where.push('c.usuario_id = ?');
    params.push(scope.userId);
  } else if (scope.kind === 'ownAndTeam') {
    where.push(
      '(c.usuario_id = ? OR c.usuario_id IN (SELECT usuario_registra_id FROM cobros WHERE usuario_supervisor_id = ?))',
    );
    params.push(scope.userId, scope.userId);
  }
  if (filter.anio !== undefined) {
    where.push('c.anio = ?');
    params.push(filter.anio);
  }
  if (filter.mes !== undefined) {
    where.push('c.mes = ?');
    params.push(filter.mes);
  }
  const rows = db
    .prepare(`${SELECT_CIERRES} WHERE ${where.join(' AND ')} ORDER BY c.anio, c.id`)
    .all(...params) as CierreRow[];
  return rows.map((row) => {
    const { id, anio, mes, usuario, cerrado_por, cerrado_en } = toWire(row);
    return { id, anio, mes, usuario, cerrado_por, cerrado_en };
  });
}
