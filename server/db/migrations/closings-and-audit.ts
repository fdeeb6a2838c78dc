/**
 * Closing a worker's month (extension `cierre_mes`): one row per closing; a reopening fills the
 * reabierto_* columns of that row and a new closing is a new row, so the history stays. At most
 * one closing of a worker and period is in force (the partial unique index).
 * The change history (extension `auditoria`): one row per changed field, written in the same
 * transaction as the change; antes/despues hold the wire's value as JSON text. No foreign keys,
 * so the history outlives what it names; the triggers keep its rows from being changed or removed.
 */
export const CLOSINGS_AND_AUDIT = `
  CREATE TABLE cierres (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    usuario_id INTEGER NOT NULL REFERENCES users(id),
    anio INTEGER NOT NULL,
    mes TEXT NOT NULL,
    cerrado_por INTEGER NOT NULL REFERENCES users(id),
    cerrado_en TEXT NOT NULL,
    reabierto_por INTEGER REFERENCES users(id),
    reabierto_en TEXT,
    motivo_reapertura TEXT,
    CHECK ((reabierto_en IS NULL) = (reabierto_por IS NULL) AND (reabierto_en IS NULL) = (motivo_reapertura IS NULL))
  );
  CREATE UNIQUE INDEX cierres_en_vigor ON cierres(usuario_id, anio, mes) WHERE reabierto_en IS NULL;
  CREATE INDEX cierres_periodo ON cierres(anio, mes);

  CREATE TABLE auditoria (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    fecha TEXT NOT NULL,
    usuario_id INTEGER NOT NULL,
    accion TEXT NOT NULL CHECK (accion IN ('crear', 'modificar', 'eliminar', 'cerrar', 'reabrir')),
    entidad TEXT NOT NULL,
    entidad_id INTEGER NOT NULL,
    campo TEXT,
    antes TEXT,
    despues TEXT,
    motivo TEXT
  );
  CREATE INDEX auditoria_entidad ON auditoria(entidad, entidad_id);
  CREATE INDEX auditoria_fecha ON auditoria(fecha);
  CREATE TRIGGER auditoria_sin_cambios BEFORE UPDATE ON auditoria
    BEGIN SELECT RAISE(ABORT, 'El historial de cambios no se modifica'); END;
  CREATE TRIGGER auditoria_sin_borrados BEFORE DELETE ON auditoria
    BEGIN SELECT RAISE(ABORT, 'El historial de cambios no se borra'); END;
  `;
