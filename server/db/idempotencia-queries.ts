import type { Database } from './sqlite-driver';

/** An answer kept for an Idempotency-Key: the route it answered, its status and its body. */
export type StoredAnswer = { ruta: string; estado: number; respuesta: string };

/** The `idempotencia` table's statements (server/idempotency.ts). */
export function idempotenciaQueries(db: Database) {
  const find = db.prepare(
    'SELECT ruta, estado, respuesta FROM idempotencia WHERE usuario_id = ? AND clave = ? AND creado > ?',
  );
  const store = db.prepare(
    'INSERT OR REPLACE INTO idempotencia (usuario_id, clave, ruta, estado, respuesta, creado) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const prune = db.prepare('DELETE FROM idempotencia WHERE creado <= ?');
  return {
    /** The answer `usuarioId` got for `clave` after `cutoff` (ISO instant), if any. */
    find: (usuarioId: number, clave: string, cutoff: string) =>
      find.get(usuarioId, clave, cutoff) as StoredAnswer | undefined,
    store: (usuarioId: number, clave: string, answer: StoredAnswer, creado: string) =>
      store.run(usuarioId, clave, answer.ruta, answer.estado, answer.respuesta, creado),
    /** Forgets every answer kept at or before `cutoff`. */
    prune: (cutoff: string) => prune.run(cutoff),
  };
}
