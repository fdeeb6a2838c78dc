import type { Database, Statement } from './sqlite-driver';
import { cobroSchema, type Cobro } from '../../src/contract/cobro';
import type { PayrollUser } from '../../src/domain/pay';
import { USER_NAME_SQL } from './auditoria-queries';
import { cobroJsonSql } from './cobro-json-sql';

/**
 * What a period's payroll is computed from: its cobros exactly as `listar_cobro/` sends them
 * (the same SQL writes both), so the server's figures and the app's 'Lista Pagos' read the same
 * values through the same rule (src/domain/pay.ts).
 */

const statements = new WeakMap<Database, Statement>();

/** The period's cobros read by the contract's schema, as the app reads them. */
export function periodCobros(db: Database, anio: number, mes: string): Cobro[] {
  let select = statements.get(db);
  if (!select) {
    const where = (alias: string) => `WHERE ${alias}.anio = @anio AND ${alias}.mes = @mes`;
    select = db.prepare(cobroJsonSql(where('scoped'), where('c'))).pluck();
    statements.set(db, select);
  }
  return (select.all({ anio, mes }) as Buffer[]).map((json) =>
    cobroSchema.parse(JSON.parse(json.toString('utf8'))),
  );
}

/** Every user with its name as the cobro answers write it and its current role. */
export function payrollUsers(db: Database): PayrollUser[] {
  return db
    .prepare(
      `SELECT u.id, ${USER_NAME_SQL('u')} AS nombre, r.nombre AS rol FROM users u LEFT JOIN roles r ON r.id = u.rol_id`,
    )
    .all() as PayrollUser[];
}
