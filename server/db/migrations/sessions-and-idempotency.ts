/**
 * A user's token version: every token carries the version it was issued under, and a change
 * that must end the user's sessions (password, deactivation, role, 'cerrar en todos') bumps it.
 * Idempotency keys: the first answer to a create sent with an Idempotency-Key, replayed to a
 * repeat of the same key by the same user within 24 h.
 */
export const SESSIONS_AND_IDEMPOTENCY = `
  ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE idempotencia (
    usuario_id INTEGER NOT NULL,
    clave TEXT NOT NULL,
    ruta TEXT NOT NULL,
    estado INTEGER NOT NULL,
    respuesta TEXT NOT NULL,
    creado TEXT NOT NULL,
    PRIMARY KEY (usuario_id, clave)
  ) WITHOUT ROWID;
  CREATE INDEX idempotencia_creado ON idempotencia(creado);
  `;
