import type { Database } from './sqlite-driver';
import { EXCLUDED_CLIENT_ID } from '../../src/domain/reserved-ids';
import { MONTHS } from '../../src/domain/months';
import type { Role } from '../../src/domain/roles';
import { INITIAL_PASSWORD, hashPasswordSync } from '../auth/password';
import { insertAgencia } from './agencia-queries';
import { insertCliente } from './cliente-queries';
import { USERS as DEMO_USERS } from './seed-demo-data';
import {
  AGENCY_NAMES,
  BUSIEST_SUPERVISOR_ID,
  AGENCY_WORDS,
  BULK_TABLES,
  CLIENT_KINDS,
  CLIENT_NAMES,
  DISTRICTS,
  FIRST_NAMES,
  LAST_NAMES,
  SUPERVISORS_PER_300_USERS,
} from './seed-large-data';
import {
  DAY_MS,
  ROLE_IDS,
  estimatedCents,
  randomTools,
  seedDocumento,
  seedPayments,
  seedRoles,
  slug,
  type Random,
  type SeedPayment,
} from './seed-kit';
import { seedFinanzas } from './seed-finanzas';
import { assignSupervisors, seedCobros, type Doc, type Users, type Worker } from './seed-large-cobros';
import { insertUser } from './usuario-queries';

/**
 * A production-sized database for benchmarks and for trying the screens at scale (`SEED=large`):
 * 100,000 cobros by default, over every task type and every month, about 30% supervised. It keeps
 * the five demo accounts (ids 1–5, password cobros2026) so the browser can sign in, and makes
 * `supervisor` (id 3) the busiest supervisor, so signing in as it shows the heaviest worker list.
 * Deterministic for a given `now` and sizes.
 */

export type SeedLargeOptions = {
  cobros?: number;
  /** Every user, the five demo accounts included. */
  users?: number;
  /** Every client, the internal client 1 included. */
  clients?: number;
  now?: Date;
};

export type SeedLargeSummary = {
  users: number;
  supervisors: number;
  clients: number;
  documents: number;
  documentRecords: number;
  cobros: number;
  cobroRecords: number;
  supervisedCobros: number;
  busiestSupervisorId: number;
  /** Cobros that the busiest supervisor sees in listar_cobro/: its own plus those it supervises. */
  busiestSupervisorCobros: number;
  milliseconds: number;
};

/** The demo accounts, as in the demo seed, so the same sign-ins work on either database. */
const DEMO_ACCOUNTS = 5;

function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

function seedUsers(db: Database, userCount: number, random: Random): Users {
  // One slow hash shared by every account: they all start with the documented password.
  const passwordHash = hashPasswordSync(INITIAL_PASSWORD);
  const supervisorTarget = Math.max(1, Math.round((userCount * SUPERVISORS_PER_300_USERS) / 300));
  const workers: Worker[] = [];
  const supervisors: number[] = [];
  const supervisados: Worker[] = [];
  for (let id = 1; id <= userCount; id += 1) {
    const demo = id <= DEMO_ACCOUNTS ? DEMO_USERS[id - 1] : undefined;
    let rol: Role | null;
    let first: string;
    let last: string;
    let username: string;
    let subirNotas: boolean;
    let active = true;
    if (demo) {
      ({ rol, first_name: first, last_name: last, username, subir_notas: subirNotas } = demo);
    } else {
      first = random.pick(FIRST_NAMES);
      last = `${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
      username = `${slug(first)}.${slug(last.split(' ')[0])}${id}`;
      if (supervisors.length < supervisorTarget) rol = 'user_Supervisor';
      else if (id % 97 === 0) rol = 'Admin';
      else if (id % 89 === 0) rol = null;
      else rol = random.random() < 0.4 ? 'user_Supervisado' : 'user_User';
      subirNotas = rol !== 'user_Supervisado' && random.random() < 0.6;
      active = id % 41 !== 0;
    }
    insertUser(db, {
      username,
      password_hash: passwordHash,
      email: `${username}@cobros.example`,
      first_name: first,
      last_name: last,
      id_user: `EMP-${String(id).padStart(4, '0')}`,
      dir: `${random.pick(DISTRICTS)} ${100 + id}`,
      phone: `+51 9${String(10_000_000 + id * 7919).slice(-8)}`,
      servicio: id % 3 === 0 ? 'terapia' : 'tcm',
      subir_notas: subirNotas ? 1 : 0,
      is_active: active ? 1 : 0,
      rol_id: rol === null ? null : ROLE_IDS[rol],
    });
    if (rol === 'user_Supervisor' && active) supervisors.push(id);
    if (!active || rol === null || rol === 'SuperAdmin') continue;
    const worker = { id, rol, subirNotas };
    if (rol === 'user_Supervisado') supervisados.push(worker);
    else workers.push(worker);
  }
  return { workers, supervisors, supervisados };
}

/** Agencies, then clients with two to five documents each (the internal client has none). */
function seedClientes(db: Database, clientCount: number, now: Date, random: Random): Doc[] {
  const agencyCount = Math.min(40, AGENCY_WORDS.length * AGENCY_NAMES.length);
  for (let id = 1; id <= agencyCount; id += 1) {
    insertAgencia(
      db,
      `${AGENCY_WORDS[(id - 1) % AGENCY_WORDS.length]} ${AGENCY_NAMES[Math.floor((id - 1) / AGENCY_WORDS.length)]}`,
    );
  }
  const docs: Doc[] = [];
  const nameCombos = CLIENT_KINDS.length * CLIENT_NAMES.length;
  for (let id = 1; id <= clientCount; id += 1) {
    const internal = id === EXCLUDED_CLIENT_ID;
    const combo = (id * 7919) % nameCombos;
    const base = `${CLIENT_KINDS[combo % CLIENT_KINDS.length]} ${CLIENT_NAMES[Math.floor(combo / CLIENT_KINDS.length)]}`;
    const round = Math.floor((id - 2) / nameCombos);
    const nombre = internal
      ? 'Cliente interno'
      : round === 0
        ? base
        : `${base} ${DISTRICTS[round % DISTRICTS.length]}`;
    const active = internal || id % 23 !== 0;
    const agencias = [1 + (id % agencyCount)];
    if (id % 4 === 0 && agencyCount > 1) agencias.push(1 + ((id + 7) % agencyCount));
    insertCliente(db, {
      nombre,
      categoria: id % 2 === 0 ? 1 : 2,
      estado: active,
      creado: new Date(now.getTime() - (400 + (id % 300)) * DAY_MS).toISOString(),
      agencias,
    });
    if (internal) continue;

    const documentCount = random.between(2, 5);
    for (let index = 0; index < documentCount; index += 1) {
      const tipo: 1 | 2 = index % 2 === 0 ? 1 : 2;
      const bill = tipo === 2 || random.random() < 0.25;
      const recordCount = random.between(5, 40);
      const created = new Date(now.getTime() - random.between(5, 360) * DAY_MS);
      const registros: { nombre: string; unidades: number }[] = [];
      for (let row = 0; row < recordCount; row += 1) {
        const registroNombre = personName(random);
        registros.push({ nombre: registroNombre, unidades: random.between(1, 12) });
      }
      const documento = seedDocumento(db, {
        clienteId: id,
        nombreArchivo: `${tipo === 1 ? 'notas' : 'bill'}_${slug(nombre)}_${MONTHS[created.getMonth()]}_${index + 1}.xlsx`,
        tipo,
        bill,
        notas: tipo === 1,
        fechaCreacion: created.toISOString(),
        registros,
      });
      docs.push({ documento, active });
    }
  }
  return docs;
}

/** About two clients in three have paid something, some beyond the estimate. */
function clientPayments(now: Date, random: Random, docs: readonly Doc[]): SeedPayment[] {
  const estimatedByCliente = new Map<number, number>();
  for (const { documento } of docs) {
    estimatedByCliente.set(
      documento.clienteId,
      (estimatedByCliente.get(documento.clienteId) ?? 0) + estimatedCents(documento),
    );
  }
  const payments: SeedPayment[] = [];
  for (const [clienteId, estimated] of estimatedByCliente) {
    if (random.random() < 0.33 || estimated === 0) continue;
    const montoCents = Math.round(estimated * (0.3 + random.random() * 0.9));
    const paidAt = new Date(now.getTime() - random.between(1, 300) * DAY_MS);
    payments.push({ clienteId, montoCents, paidAt, paymentDate: paidAt.toISOString().slice(0, 10) });
  }
  return payments;
}

/** Expects a migrated, empty database; everything is written in one transaction. */
export function seedLarge(db: Database, options: SeedLargeOptions = {}): SeedLargeSummary {
  const started = performance.now();
  const cobroCount = options.cobros ?? 100_000;
  const userCount = Math.max(options.users ?? 300, DEMO_ACCOUNTS);
  const clientCount = Math.max(options.clients ?? 2_000, 2);
  const now = options.now ?? new Date();
  const random = randomTools(20260202);

  // The generator only links rows it has just written, so per-row foreign-key lookups are pure cost
  // here; SQLite ignores this pragma inside a transaction, hence before it.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  const seed = db.transaction((): Omit<SeedLargeSummary, 'milliseconds'> => {
    // Building each index once over the loaded rows is about a third cheaper than updating it per row.
    const indexes = db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${BULK_TABLES.map(() => '?').join(', ')})`,
      )
      .all(...BULK_TABLES) as { name: string; sql: string }[];
    for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
    seedRoles(db);
    const users = seedUsers(db, userCount, random);
    const staff = { ...users, ...assignSupervisors(random, users) };
    const docs = seedClientes(db, clientCount, now, random);
    const cobros = seedCobros(db, cobroCount, now, random, staff, docs);
    for (const index of indexes) db.exec(index.sql);
    seedPayments(db, clientPayments(now, random, docs), []);
    seedFinanzas(db, now, 'large');

    // Measured rather than assumed, so the benchmark always times the heaviest supervisor list.
    const busiest = db
      .prepare(
        `SELECT users.id AS id, COUNT(*) AS count
         FROM users JOIN cobros ON cobros.usuario_registra_id = users.id OR cobros.usuario_supervisor_id = users.id
         WHERE users.rol_id = ? GROUP BY users.id ORDER BY count DESC, users.id LIMIT 1`,
      )
      .get(ROLE_IDS.user_Supervisor) as { id: number; count: number } | undefined;
    return {
      users: userCount,
      supervisors: staff.supervisors.length,
      clients: clientCount,
      documents: docs.length,
      documentRecords: docs.reduce((total, doc) => total + doc.documento.registros.length, 0),
      ...cobros,
      busiestSupervisorId: busiest?.id ?? BUSIEST_SUPERVISOR_ID,
      busiestSupervisorCobros: busiest?.count ?? 0,
    };
  });
  let summary: Omit<SeedLargeSummary, 'milliseconds'>;
  try {
    summary = seed();
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  // Fresh statistics let the planner pick the scoped-list indexes from the first request.
  db.exec('ANALYZE');
  return { ...summary, milliseconds: Math.round(performance.now() - started) };
}
