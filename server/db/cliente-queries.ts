import type { Database } from './sqlite-driver';
import type { Agencia } from '../../src/contract/agencia';
import type { ClienteWire } from '../../src/contract/cliente';
import { byNombreThenId } from '../../src/domain/collator';
import { wireDate } from '../dates';
import { statement } from './statement';

/** A client as the client endpoints send it: the agency list is named `agencia` there (backend-notes). */
export type ClienteResponse = ClienteWire & {
  id: number;
  nombre: string;
  categoria: 1 | 2;
  agencia: Agencia[];
  estado: boolean;
  creado: string;
};

type ClienteRow = { id: number; nombre: string; categoria: 1 | 2; estado: 0 | 1; creado: string };
type LinkRow = { cliente_id: number; id: number; nombre: string };

const SELECT_CLIENTES = 'SELECT id, nombre, categoria, estado, creado FROM clientes';
const SELECT_LINKS = `
  SELECT cliente_agencias.cliente_id, agencias.id, agencias.nombre
  FROM cliente_agencias JOIN agencias ON agencias.id = cliente_agencias.agencia_id`;

/** The agencies come in one query for all the clients, not one per client. */
function toResponses(rows: readonly ClienteRow[], links: readonly LinkRow[]): ClienteResponse[] {
  const agenciasByCliente = new Map<number, Agencia[]>();
  for (const link of links) {
    const list = agenciasByCliente.get(link.cliente_id) ?? [];
    list.push({ id: link.id, nombre: link.nombre });
    agenciasByCliente.set(link.cliente_id, list);
  }
  return rows
    .map((row) => ({
      id: row.id,
      nombre: row.nombre,
      categoria: row.categoria,
      agencia: (agenciasByCliente.get(row.id) ?? []).sort(byNombreThenId),
      estado: row.estado === 1,
      creado: wireDate(row.creado),
    }))
    .sort(byNombreThenId);
}

export function listClientes(db: Database): ClienteResponse[] {
  return toResponses(
    db.prepare(SELECT_CLIENTES).all() as ClienteRow[],
    db.prepare(SELECT_LINKS).all() as LinkRow[],
  );
}

export function findCliente(db: Database, id: number): ClienteResponse | undefined {
  const row = db.prepare(`${SELECT_CLIENTES} WHERE id = ?`).get(id) as ClienteRow | undefined;
  if (!row) return undefined;
  const links = db.prepare(`${SELECT_LINKS} WHERE cliente_agencias.cliente_id = ?`).all(id) as LinkRow[];
  return toResponses([row], links)[0];
}

/** The ids among `ids` that name no agency. */
export function missingAgencias(db: Database, ids: readonly number[]): number[] {
  const known = new Set(
    (
      db.prepare(`SELECT id FROM agencias WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as {
        id: number;
      }[]
    ).map((row) => row.id),
  );
  return ids.filter((id) => !known.has(id));
}

export function linkAgencias(db: Database, clienteId: number, agencias: readonly number[]): void {
  const insert = statement(db, 'INSERT INTO cliente_agencias (cliente_id, agencia_id) VALUES (?, ?)');
  for (const agenciaId of agencias) insert.run(clienteId, agenciaId);
}

export type NewCliente = {
  nombre: string;
  categoria: 1 | 2;
  estado: boolean;
  /** When the client was created: an ISO datetime (answered as its date). */
  creado: string;
  agencias: readonly number[];
};

/** The client and its agency links; the caller runs it inside a transaction. */
export function insertCliente(db: Database, cliente: NewCliente): number {
  const id = Number(
    statement(db, 'INSERT INTO clientes (nombre, categoria, estado, creado) VALUES (?, ?, ?, ?)').run(
      cliente.nombre,
      cliente.categoria,
      cliente.estado ? 1 : 0,
      cliente.creado,
    ).lastInsertRowid,
  );
  linkAgencias(db, id, cliente.agencias);
  return id;
}

/** New name, category and agencies; the caller runs it inside a transaction. */
export function updateCliente(
  db: Database,
  id: number,
  cliente: { nombre: string; categoria: 1 | 2; agencias: readonly number[] },
): void {
  db.prepare('UPDATE clientes SET nombre = ?, categoria = ? WHERE id = ?').run(
    cliente.nombre,
    cliente.categoria,
    id,
  );
  db.prepare('DELETE FROM cliente_agencias WHERE cliente_id = ?').run(id);
  linkAgencias(db, id, cliente.agencias);
}

export function setClienteEstado(db: Database, id: number, estado: boolean): void {
  db.prepare('UPDATE clientes SET estado = ? WHERE id = ?').run(estado ? 1 : 0, id);
}

export function clienteExists(db: Database, id: number): boolean {
  return db.prepare('SELECT 1 FROM clientes WHERE id = ?').get(id) !== undefined;
}

export function isClienteActive(db: Database, id: number): boolean {
  const row = db.prepare('SELECT estado FROM clientes WHERE id = ?').get(id) as
    { estado: number } | undefined;
  return row?.estado === 1;
}
