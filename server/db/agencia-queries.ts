import type { Database } from './sqlite-driver';
import type { Agencia } from '../../src/contract/agencia';
import { statement } from './statement';

export function listAgencias(db: Database): Agencia[] {
  return db.prepare('SELECT id, nombre FROM agencias').all() as Agencia[];
}

export function agenciaNombres(db: Database): string[] {
  return db.prepare('SELECT nombre FROM agencias').pluck().all() as string[];
}

export function agenciaExists(db: Database, id: number): boolean {
  return db.prepare('SELECT 1 FROM agencias WHERE id = ?').get(id) !== undefined;
}

/** How many clients the agency serves. */
export function agenciaClientCount(db: Database, id: number): number {
  return db.prepare('SELECT COUNT(*) FROM cliente_agencias WHERE agencia_id = ?').pluck().get(id) as number;
}

export function insertAgencia(db: Database, nombre: string): number {
  return Number(statement(db, 'INSERT INTO agencias (nombre) VALUES (?)').run(nombre).lastInsertRowid);
}

export function deleteAgencia(db: Database, id: number): void {
  db.prepare('DELETE FROM agencias WHERE id = ?').run(id);
}
