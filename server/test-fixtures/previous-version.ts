import { migrate } from '../db/migrations';
import { IN_MEMORY, openDatabase } from '../db/open-database';

/** The schema before `periodos` and lasting ids, which every earlier database has. */
export const PREVIOUS_VERSION = 3;

/**
 * A database at the previous version with a little of everything in it, written with SQL of that
 * version. Registered 2026-01-10: a 'diciembre' cobro belongs to 2025. Root (1) is SuperAdmin, Jefa (2) Admin, Ana (4)
 * a user_User, Eva (5) a user_Supervisado supervised by Sara (3). Client 1 is the internal one; agency 3 has no clients.
 */
export function previousDatabase() {
  const db = openDatabase(IN_MEMORY);
  migrate(db, PREVIOUS_VERSION);
  const registered = new Date(2026, 0, 10, 9, 30).toISOString();
  db.exec(`
    INSERT INTO roles (id, nombre) VALUES (1, 'SuperAdmin'), (2, 'Admin'), (3, 'user_Supervisor'), (4, 'user_User'),
      (5, 'user_Supervisado');
    INSERT INTO users (id, username, password_hash, rol_id) VALUES (1, 'root', 'x', 1), (2, 'jefa', 'x', 2), (3, 'sara', 'x', 3),
      (4, 'ana', 'x', 4), (5, 'eva', 'x', 5), (6, 'sinrol', 'x', NULL);
    INSERT INTO agencias (id, nombre) VALUES (1, 'Norte'), (2, 'Sur'), (3, 'Este');
    INSERT INTO clientes (id, nombre, categoria, creado) VALUES (1, 'Clínica', 1, '${registered}'), (2, 'Centro', 2, '${registered}');
    INSERT INTO cliente_agencias (cliente_id, agencia_id) VALUES (1, 1), (2, 2);
    INSERT INTO documentos (id, cliente_id, nombre_archivo, tipo, fecha_creacion) VALUES (1, 1, 'a.xlsx', 1, '${registered}'),
      (2, 2, 'b.xlsx', 2, '${registered}');
    INSERT INTO documento_registros (id, documento_id, nombre_completo, unidades) VALUES (1, 1, 'Luis', 4), (2, 1, 'Rosa', 6),
      (3, 2, 'Juan', 8);
    INSERT INTO cobros (id, cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea, unidades,
        fecha_creacion)
      VALUES (1, 1, 1, 4, NULL, 'diciembre', 1, 4, '${registered}'),
        (2, 1, 1, 4, 3, 'enero', 1, 6, '${registered}'),
        (3, 2, 2, 5, 3, 'enero', 4, 8, '${registered}'),
        (4, 2, 2, 5, NULL, 'noviembre', 3, 1, '${registered}'),
        (5, 2, 2, 6, NULL, 'enero', 3, 1, '${registered}');
    INSERT INTO cobro_registros (cobro_id, kind, registro_id, nombre_completo, unidades) VALUES (1, 'bill', 1, 'Luis', 4),
      (2, 'bill', 2, 'Rosa', 6), (3, 'open', 3, 'Juan', 8);
    INSERT INTO cobros_estimados (id, documento_id, bill_cents) VALUES (1, 1, 1000), (2, 2, 2000);
    INSERT INTO tareas (id, cobro_estimado_id, tarea, suma, fecha) VALUES (1, 2, 4, 8, '${registered}');
    INSERT INTO montos_extra (id, cliente_id, monto_cents, fecha_registro) VALUES (1, 1, 5000, '${registered}'),
      (2, 2, 700, '${registered}');
    INSERT INTO historial_pago (id, cliente_id, monto_cents, fecha, monto_extra_id) VALUES (1, 1, 5000, '2026-01-10', 1);
  `);
  return db;
}
