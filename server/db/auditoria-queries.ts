import type { Database } from './sqlite-driver';
import type { AuditoriaAccion, AuditoriaEntidad, AuditoriaWire } from '../../src/contract/cierre-mes';
import { statement } from './statement';

/**
 * The change history (extension `auditoria`). Every caller writes its records inside the
 * transaction of the change they describe, so a change and its history stand or fall together.
 * Values are stored as the JSON the wire shows, and read back as values.
 */

export type AuditEntry = {
  accion: AuditoriaAccion;
  entidad: AuditoriaEntidad;
  entidadId: number;
  campo?: string | null;
  antes?: unknown;
  despues?: unknown;
  motivo?: string | null;
};

/** Who made the change and when, shared by the records of one write. */
export type AuditAuthor = { usuarioId: number; fecha: string };

const asJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

export function audit(db: Database, author: AuditAuthor, entries: readonly AuditEntry[]): void {
  const insert = statement(
    db,
    `INSERT INTO auditoria (fecha, usuario_id, accion, entidad, entidad_id, campo, antes, despues, motivo)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const entry of entries) {
    insert.run(
      author.fecha,
      author.usuarioId,
      entry.accion,
      entry.entidad,
      entry.entidadId,
      entry.campo ?? null,
      asJson(entry.antes),
      asJson(entry.despues),
      entry.motivo ?? null,
    );
  }
}

/**
 * One 'modificar' record per field of `campos` whose wire value differs between the two
 * snapshots of the same entity; nothing when the write changed none of them.
 */
export function fieldChanges(
  entidad: AuditoriaEntidad,
  entidadId: number,
  campos: readonly string[],
  antes: Record<string, unknown>,
  despues: Record<string, unknown>,
): AuditEntry[] {
  return campos
    .filter((campo) => asJson(antes[campo]) !== asJson(despues[campo]))
    .map((campo) => ({
      accion: 'modificar' as const,
      entidad,
      entidadId,
      campo,
      antes: antes[campo] ?? null,
      despues: despues[campo] ?? null,
    }));
}

export type AuditoriaFilter = {
  entidad?: AuditoriaEntidad;
  id?: number;
  usuario?: number;
  /** ISO instants: from `desde` inclusive to `hasta` exclusive. */
  desde?: string;
  hasta?: string;
  cliente?: number;
  trabajador?: number;
  /** Only records older than this one (a smaller id): the next page. */
  antes?: number;
};

/**
 * The records of one entity kind that belong to client `@cliente`: the live rows, and the
 * snapshots of deleted ones (a creation's `despues` or a deletion's `antes` names the client).
 */
const ofCliente = (entidad: AuditoriaEntidad, table: string, snapshotField: string) =>
  `(a.entidad = '${entidad}' AND a.entidad_id IN (
     SELECT id FROM ${table} WHERE cliente_id = @cliente
     UNION SELECT entidad_id FROM auditoria WHERE entidad = '${entidad}'
       AND json_extract(coalesce(despues, antes), '$.${snapshotField}') = @cliente))`;

const FILTER_SQL: Record<keyof AuditoriaFilter, string> = {
  entidad: 'a.entidad = @entidad',
  id: 'a.entidad_id = @id',
  usuario: 'a.usuario_id = @usuario',
  desde: 'a.fecha >= @desde',
  hasta: 'a.fecha < @hasta',
  // A client's money: its extra amounts, its payments and the unit adjustments of its documents.
  cliente: `(${ofCliente('monto_extra', 'montos_extra', 'cliente')}
    OR ${ofCliente('historial_pago', 'historial_pago', 'cliente_id')}
    OR (a.entidad = 'tarea' AND a.entidad_id IN (
      SELECT t.id FROM tareas t JOIN cobros_estimados ce ON ce.id = t.cobro_estimado_id
        JOIN documentos d ON d.id = ce.documento_id WHERE d.cliente_id = @cliente)))`,
  // A worker's pay: the cobros it registered or supervises, its role and its closings.
  trabajador: `((a.entidad = 'cobro' AND a.entidad_id IN (
      SELECT id FROM cobros WHERE usuario_registra_id = @trabajador OR usuario_supervisor_id = @trabajador
      UNION SELECT entidad_id FROM auditoria WHERE entidad = 'cobro' AND @trabajador IN (
        json_extract(coalesce(despues, antes), '$.usuario_registra.id'),
        json_extract(coalesce(despues, antes), '$.usuario_supervisor.id'))))
    OR (a.entidad = 'usuario' AND a.entidad_id = @trabajador)
    OR (a.entidad = 'cierre' AND a.entidad_id IN (SELECT id FROM cierres WHERE usuario_id = @trabajador)))`,
  antes: 'a.id < @antes',
};

type AuditoriaRow = Omit<AuditoriaWire, 'usuario' | 'antes' | 'despues'> & {
  usuario_id: number;
  usuario_nombre: string | null;
  antes: string | null;
  despues: string | null;
};

/**
 * Newest first (the order they were written in), at most `limite`; the author's name as the cobro
 * lists write it (full name, else username).
 */
export function listAuditoria(db: Database, filter: AuditoriaFilter, limite: number): AuditoriaWire[] {
  const conditions = (Object.keys(FILTER_SQL) as (keyof AuditoriaFilter)[])
    .filter((key) => filter[key] !== undefined)
    .map((key) => FILTER_SQL[key]);
  const params = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
  const rows = db
    .prepare(
      `SELECT a.id, a.fecha, a.usuario_id, ${USER_NAME_SQL('u')} AS usuario_nombre, a.accion, a.entidad,
         a.entidad_id, a.campo, a.antes, a.despues, a.motivo
       FROM auditoria a LEFT JOIN users u ON u.id = a.usuario_id
       ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY a.id DESC
       LIMIT @limite`,
    )
    .all({ ...params, limite }) as AuditoriaRow[];
  return rows.map((row) => ({
    id: row.id,
    fecha: row.fecha,
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre ?? `Usuario ${row.usuario_id}` },
    accion: row.accion,
    entidad: row.entidad,
    entidad_id: row.entidad_id,
    campo: row.campo,
    antes: row.antes === null ? null : (JSON.parse(row.antes) as unknown),
    despues: row.despues === null ? null : (JSON.parse(row.despues) as unknown),
    motivo: row.motivo,
  }));
}

/** A user's name as every answer writes it: first and last name, or the username when both are empty. */
export const USER_NAME_SQL = (alias: string) =>
  `coalesce(nullif(trim(concat(trim(${alias}.first_name, char(32, 9, 10, 13)), ' ', trim(${alias}.last_name, char(32, 9, 10, 13))), char(32, 9, 10, 13)), ''), ${alias}.username)`;
