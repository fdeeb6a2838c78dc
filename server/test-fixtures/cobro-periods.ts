import type { Database } from '../db/sqlite-driver';
import { periodYear } from '../../src/domain/months';
import { calendarDate } from '../dates';

/**
 * What the seeds must write on every cobro (extension `periodos`): the year its month belongs to,
 * by its registration day, and the rate of its worker's role and its supervisor, fixed at
 * registration. Checked against the rule as stated, not through the server's own helpers.
 * Answers the distinct period years seen.
 */
export function expectPeriodsFixedAtRegistration(db: Database): number[] {
  const rows = db
    .prepare(
      `SELECT c.id, c.mes, c.fecha_creacion, c.anio, c.tarifa_cents, c.tarifa_origen, c.usuario_supervisor_id,
              roles.nombre AS rol
       FROM cobros c JOIN users ON users.id = c.usuario_registra_id LEFT JOIN roles ON roles.id = users.rol_id`,
    )
    .all() as {
    id: number;
    mes: string;
    fecha_creacion: string;
    anio: number;
    tarifa_cents: number;
    tarifa_origen: string;
    usuario_supervisor_id: number | null;
    rol: string | null;
  }[];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const rate = row.usuario_supervisor_id !== null || row.rol === 'user_Supervisado' ? 20 : 40;
    expect(
      { anio: row.anio, tarifa_cents: row.tarifa_cents, tarifa_origen: row.tarifa_origen },
      `cobro ${row.id}`,
    ).toEqual({
      anio: periodYear(row.mes, calendarDate(new Date(row.fecha_creacion))),
      tarifa_cents: rate,
      tarifa_origen: 'registro',
    });
  }
  return [...new Set(rows.map((row) => row.anio))].sort();
}
