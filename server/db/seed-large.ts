import type Database from 'better-sqlite3';
import { MONTHS } from '../../src/domain/months';
import { sum } from '../../src/domain/numeric';
import type { Role } from '../../src/domain/roles';
import { recordKindForTask, type TaskType } from '../../src/domain/task-types';
import { billUnits, recordUnitsForTask, subirNotasUnits } from '../../src/domain/units';
import { INITIAL_PASSWORD, hashPasswordSync } from '../auth/password';
import { estimateForDocument } from '../estimates';
import { toCents } from '../money';
import { INTERNAL_CLIENT_ID, ROLE_IDS } from './seed';
import { seedFinanzas } from './seed-finanzas';

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

/** The demo accounts, as in seed.ts, so the same sign-ins work on either database. */
const DEMO_USERS: readonly {
  username: string;
  rol: Role;
  first: string;
  last: string;
  subirNotas: boolean;
}[] = [
  { username: 'superadmin', rol: 'SuperAdmin', first: 'Carmen', last: 'Rodríguez Vega', subirNotas: true },
  { username: 'admin', rol: 'Admin', first: 'Luis', last: 'Fernández Castro', subirNotas: true },
  { username: 'supervisor', rol: 'user_Supervisor', first: 'Rosa', last: 'Martínez Díaz', subirNotas: true },
  { username: 'usuario', rol: 'user_User', first: 'Jorge', last: 'Ramírez Soto', subirNotas: true },
  {
    username: 'supervisado',
    rol: 'user_Supervisado',
    first: 'Lucía',
    last: 'Herrera Paredes',
    subirNotas: false,
  },
];
const BUSIEST_SUPERVISOR_ID = 3;
const SUPERVISADO_DEMO_ID = 5;

const FIRST_NAMES = `
  María José Ana Juan Carlos Sofía Valentina Mateo Camila Diego Isabel Andrés Gabriela Fernando
  Daniela Ricardo Paula Alejandro Lucía Javier Martina Sebastián Elena Tomás Verónica Raúl Natalia
  Héctor Adriana Óscar Rocío Manuel Beatriz Gustavo Pilar Ernesto Milagros César Silvia Hugo
`
  .trim()
  .split(/\s+/);
const LAST_NAMES = `
  García López Pérez Sánchez Romero Torres Flores Vargas Castillo Morales Ortiz Chávez Ramos
  Guerrero Medina Aguilar Rojas Cruz Reyes Gutiérrez Navarro Delgado Espinoza Cabrera Ibáñez Peña
  Zúñiga Villanueva Quispe Mamani Huamán Salazar Paredes Cárdenas Valdivia Palacios Benites Alvarado
`
  .trim()
  .split(/\s+/);
const CLIENT_KINDS = [
  'Clínica',
  'Centro de Terapia',
  'Hogar',
  'Instituto',
  'Consultorio',
  'Fundación',
  'Centro Pediátrico',
  'Red de Apoyo',
  'Terapia Integral',
  'Servicios TCM',
];
const CLIENT_NAMES = `
  San Rafael|Arcoíris|Los Andes|Santa Teresa|Renacer|Vida Plena|Manos Unidas|Estrella|Amanecer|del Valle
  |San Martín|Santa Rosa|El Buen Pastor|Horizonte|Nueva Vida|La Esperanza|San José|Sol de Oro|Las Palmeras
  |Monte Sinaí|San Judas|Virgen del Carmen|Camino Verde|Corazón de Jesús|Los Olivos|Santa María|El Milagro
  |San Pedro|Miraflores|Bella Vista|La Alameda|Los Cedros|San Felipe|Las Lomas|Valle Sagrado|Puerta del Sol
`
  .split('|')
  .map((name) => name.trim());
const DISTRICTS = `
  Lima|Miraflores|Surco|San Borja|Jesús María|Lince|Barranco|Chorrillos|San Miguel|Pueblo Libre
  |Los Olivos|Comas|Ate|La Molina|San Isidro|Magdalena|Breña|Rímac|Callao|Independencia
`
  .split('|')
  .map((name) => name.trim());
const AGENCY_WORDS = ['Agencia', 'Red', 'Servicios', 'Grupo', 'Asociación'];
const AGENCY_NAMES = [
  'Sol Naciente',
  'Bienestar Familiar',
  'Cuidado Integral',
  'Salud Andina',
  'Horizonte',
  'Nueva Esperanza',
  'Manos Amigas',
  'Vida Sana',
];
const BONUS_NOTES = ['Excelente calidad en las notas', 'Entrega anticipada', 'Apoyo en cierre de mes'];
const PENALTY_NOTES = ['Entrega fuera de plazo', 'Registros incompletos', 'Notas con errores de formato'];

/** mulberry32, as in seed.ts: the data must be the same on every run for figures to compare. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Task mix of a busy month: Notas and Bill dominate, Subir notas is the rarest. */
const TASK_WEIGHTS: readonly (readonly [TaskType, number])[] = [
  [1, 30],
  [2, 10],
  [3, 25],
  [4, 20],
  [5, 15],
];
const SUPERVISED_SHARE = 0.3;
/** The tables that get hundreds of thousands of rows. */
const BULK_TABLES = ['documento_registros', 'cobros', 'cobro_registros', 'tareas'];
const SUPERVISORS_PER_300_USERS = 20;
const MAX_RECORDS_PER_COBRO = 8;

type Doc = {
  id: number;
  clienteId: number;
  active: boolean;
  tipo: 1 | 2;
  bill: boolean;
  notas: boolean;
  estimadoId: number;
};
type Registro = { id: number; nombre: string; unidades: number };
type Worker = { id: number; rol: Role; subirNotas: boolean };

/** Expects a migrated, empty database; everything is written in one transaction. */
export function seedLarge(db: Database.Database, options: SeedLargeOptions = {}): SeedLargeSummary {
  const started = performance.now();
  const cobroCount = options.cobros ?? 100_000;
  const userCount = Math.max(options.users ?? 300, DEMO_USERS.length);
  const clientCount = Math.max(options.clients ?? 2_000, 2);
  const now = options.now ?? new Date();

  const random = generator(20260202);
  const between = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const weighted = <T>(items: readonly T[], cumulative: readonly number[]): T => {
    const target = random() * cumulative[cumulative.length - 1];
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return items[low];
  };
  const personName = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;

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
    const insertRole = db.prepare('INSERT INTO roles (id, nombre) VALUES (?, ?)');
    for (const [role, id] of Object.entries(ROLE_IDS)) insertRole.run(id, role);

    // One slow hash shared by every account: they all start with the documented password.
    const passwordHash = hashPasswordSync(INITIAL_PASSWORD);
    const insertUser = db.prepare(`
      INSERT INTO users (id, username, password_hash, email, first_name, last_name, id_user, dir, phone, servicio, subir_notas, is_active, rol_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const supervisorTarget = Math.max(1, Math.round((userCount * SUPERVISORS_PER_300_USERS) / 300));
    const workers: Worker[] = [];
    const supervisors: number[] = [];
    const supervisados: Worker[] = [];
    for (let id = 1; id <= userCount; id += 1) {
      const demo = DEMO_USERS[id - 1];
      let rol: Role | null;
      let first: string;
      let last: string;
      let username: string;
      let subirNotas: boolean;
      let active = true;
      if (demo) {
        ({ rol, first, last, username, subirNotas } = demo);
      } else {
        first = pick(FIRST_NAMES);
        last = `${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;
        username = `${slug(first)}.${slug(last.split(' ')[0])}${id}`;
        if (supervisors.length < supervisorTarget) rol = 'user_Supervisor';
        else if (id % 97 === 0) rol = 'Admin';
        else if (id % 89 === 0) rol = null;
        else rol = random() < 0.4 ? 'user_Supervisado' : 'user_User';
        subirNotas = rol !== 'user_Supervisado' && random() < 0.6;
        active = id % 41 !== 0;
      }
      insertUser.run(
        id,
        username,
        passwordHash,
        `${username}@cobros.example`,
        first,
        last,
        `EMP-${String(id).padStart(4, '0')}`,
        `${pick(DISTRICTS)} ${100 + id}`,
        `+51 9${String(10_000_000 + id * 7919).slice(-8)}`,
        id % 3 === 0 ? 'terapia' : 'tcm',
        subirNotas ? 1 : 0,
        active ? 1 : 0,
        rol === null ? null : ROLE_IDS[rol],
      );
      if (rol === 'user_Supervisor' && active) supervisors.push(id);
      if (!active || rol === null || rol === 'SuperAdmin') continue;
      const worker = { id, rol, subirNotas };
      if (rol === 'user_Supervisado') supervisados.push(worker);
      else workers.push(worker);
    }

    // The demo supervisor gets about three times an average supervisor's share, the others taper off.
    const supervisorWeights = supervisors.map((id, index) =>
      id === BUSIEST_SUPERVISOR_ID ? 3 : 1 + 1 / (1 + index),
    );
    const supervisorCumulative = cumulate(supervisorWeights);
    // Some workers are far busier than others, as in any payroll.
    const workerCumulative = cumulate(workers.map((_, index) => 1 + (index % 5)));
    const supervisadoCumulative = cumulate(supervisados.map((_, index) => 1 + (index % 4)));
    // Each supervised worker mostly reports to one supervisor.
    const usualSupervisor = new Map(
      supervisados.map((worker) => [
        worker.id,
        worker.id === SUPERVISADO_DEMO_ID
          ? BUSIEST_SUPERVISOR_ID
          : weighted(supervisors, supervisorCumulative),
      ]),
    );

    const agencyCount = Math.min(40, AGENCY_WORDS.length * AGENCY_NAMES.length);
    const insertAgencia = db.prepare('INSERT INTO agencias (id, nombre) VALUES (?, ?)');
    for (let id = 1; id <= agencyCount; id += 1) {
      insertAgencia.run(
        id,
        `${AGENCY_WORDS[(id - 1) % AGENCY_WORDS.length]} ${AGENCY_NAMES[Math.floor((id - 1) / AGENCY_WORDS.length)]}`,
      );
    }

    const insertCliente = db.prepare(
      'INSERT INTO clientes (id, nombre, categoria, estado, creado) VALUES (?, ?, ?, ?, ?)',
    );
    const insertClienteAgencia = db.prepare(
      'INSERT INTO cliente_agencias (cliente_id, agencia_id) VALUES (?, ?)',
    );
    const insertDocumento = db.prepare(`
      INSERT INTO documentos (id, cliente_id, nombre_archivo, tipo, bill, notas, fecha_creacion, hoja_procesada, rango_filas)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'Hoja1', ?)`);
    const insertRegistro = db.prepare(
      'INSERT INTO documento_registros (id, documento_id, nombre_completo, unidades) VALUES (?, ?, ?, ?)',
    );
    const insertEstimado = db.prepare(`
      INSERT INTO cobros_estimados (id, documento_id, bill_cents, notas_cents, subir_notas_cents, open_cents, spr_cents)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);

    const docs: Doc[] = [];
    const registrosByDoc = new Map<number, Registro[]>();
    const estimatedCentsByCliente = new Map<number, number>();
    let registroId = 0;
    const nameCombos = CLIENT_KINDS.length * CLIENT_NAMES.length;
    for (let id = 1; id <= clientCount; id += 1) {
      const internal = id === INTERNAL_CLIENT_ID;
      const combo = (id * 7919) % nameCombos;
      const base = `${CLIENT_KINDS[combo % CLIENT_KINDS.length]} ${CLIENT_NAMES[Math.floor(combo / CLIENT_KINDS.length)]}`;
      const round = Math.floor((id - 2) / nameCombos);
      const nombre = internal
        ? 'Cliente interno'
        : round === 0
          ? base
          : `${base} ${DISTRICTS[round % DISTRICTS.length]}`;
      const active = internal || id % 23 !== 0;
      const creado = new Date(now.getTime() - (400 + (id % 300)) * 86_400_000);
      insertCliente.run(id, nombre, 1 + (id % 2), active ? 1 : 0, creado.toISOString());
      const firstAgency = 1 + (id % agencyCount);
      insertClienteAgencia.run(id, firstAgency);
      if (id % 4 === 0 && agencyCount > 1) insertClienteAgencia.run(id, 1 + ((id + 7) % agencyCount));
      if (internal) continue;

      const documentCount = between(2, 5);
      for (let index = 0; index < documentCount; index += 1) {
        const tipo: 1 | 2 = index % 2 === 0 ? 1 : 2;
        const bill = tipo === 2 || random() < 0.25;
        const notas = tipo === 1;
        const documentoId = docs.length + 1;
        const recordCount = between(5, 40);
        const created = new Date(now.getTime() - between(5, 360) * 86_400_000);
        insertDocumento.run(
          documentoId,
          id,
          `${tipo === 1 ? 'notas' : 'bill'}_${slug(nombre)}_${MONTHS[created.getMonth()]}_${index + 1}.xlsx`,
          tipo,
          bill ? 1 : 0,
          notas ? 1 : 0,
          created.toISOString(),
          `2-${recordCount + 1}`,
        );
        const registros: Registro[] = [];
        for (let row = 0; row < recordCount; row += 1) {
          registroId += 1;
          const registro = { id: registroId, nombre: personName(), unidades: between(1, 12) };
          insertRegistro.run(registro.id, documentoId, registro.nombre, registro.unidades);
          registros.push(registro);
        }
        const estimate = estimateForDocument(
          { bill, notas },
          registros.map((registro) => registro.unidades),
        );
        insertEstimado.run(
          documentoId,
          documentoId,
          estimate.bill_cents,
          estimate.notas_cents,
          estimate.subir_notas_cents,
          estimate.open_cents,
          estimate.spr_cents,
        );
        estimatedCentsByCliente.set(
          id,
          (estimatedCentsByCliente.get(id) ?? 0) +
            estimate.bill_cents +
            estimate.notas_cents +
            estimate.subir_notas_cents,
        );
        registrosByDoc.set(documentoId, registros);
        docs.push({ id: documentoId, clienteId: id, active, tipo, bill, notas, estimadoId: documentoId });
      }
    }

    // Cobros go to active clients only, and to documents that fit the task (as the register form offers them).
    const activeDocs = docs.filter((doc) => doc.active);
    const docsForTask: Readonly<Record<TaskType, Doc[]>> = {
      1: activeDocs.filter((doc) => doc.tipo === 1),
      2: activeDocs.filter((doc) => doc.notas),
      3: activeDocs.filter((doc) => doc.bill),
      4: activeDocs,
      5: activeDocs,
    };
    const taskCumulative = cumulate(TASK_WEIGHTS.map(([, weight]) => weight));
    const tasks = TASK_WEIGHTS.map(([task]) => task);

    const insertCobro = db.prepare(`
      INSERT INTO cobros (id, cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea, unidades,
        bonificado_cents, sancionado_cents, nota_bonificado, nota_sancionado, pagado, fecha_creacion)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertCobroRegistro = db.prepare(
      'INSERT INTO cobro_registros (cobro_id, kind, registro_id, nombre_completo, unidades) VALUES (?, ?, ?, ?, ?)',
    );
    const insertTarea = db.prepare(
      'INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, ?, ?, ?, ?)',
    );

    const currentMonth = now.getMonth();
    let cobroRecords = 0;
    let supervisedCobros = 0;
    const order: number[] = [];
    for (let id = 1; id <= cobroCount && activeDocs.length > 0; id += 1) {
      const supervised = supervisados.length > 0 && supervisors.length > 0 && random() < SUPERVISED_SHARE;
      const worker = supervised
        ? weighted(supervisados, supervisadoCumulative)
        : weighted(workers.length > 0 ? workers : supervisados, workerCumulative);
      let supervisorId: number | null = null;
      if (supervised) {
        supervisedCobros += 1;
        supervisorId =
          random() < 0.85
            ? (usualSupervisor.get(worker.id) ?? null)
            : weighted(supervisors, supervisorCumulative);
      }

      let tipo = weighted(tasks, taskCumulative);
      // Subir notas is offered only to users whose subir_notas is true (spec section 5).
      if (tipo === 2 && !worker.subirNotas) tipo = 3;
      if (docsForTask[tipo].length === 0) tipo = 4;
      const doc = pick(docsForTask[tipo]);
      const registros = registrosByDoc.get(doc.id) ?? [];

      let unidades: number;
      const lines: Registro[] = [];
      if (tipo === 2) unidades = subirNotasUnits(registros.length);
      else if (tipo === 3) unidades = billUnits(sum(registros.map((registro) => registro.unidades)));
      else {
        // A partial Fisher–Yates over the document's rows: distinct records, in a random order.
        const count = Math.min(registros.length, between(1, MAX_RECORDS_PER_COBRO));
        order.length = 0;
        for (let index = 0; index < registros.length; index += 1) order.push(index);
        for (let index = 0; index < count; index += 1) {
          const other = index + Math.floor(random() * (order.length - index));
          [order[index], order[other]] = [order[other], order[index]];
          const registro = registros[order[index]];
          lines.push({ ...registro, unidades: recordUnitsForTask(tipo, registro.unidades) });
        }
        unidades = sum(lines.map((line) => line.unidades));
      }

      const month = Math.floor(random() * 12);
      // Months after the current one belong to last year, so no cobro is dated in the future.
      const year = month <= currentMonth ? now.getFullYear() : now.getFullYear() - 1;
      let fecha = new Date(year, month, between(1, 28), between(8, 19), between(0, 59));
      if (fecha > now) fecha = now;
      const monthsAgo = (now.getFullYear() - year) * 12 + currentMonth - month;
      const bonus = random() < 0.06;
      const penalty = random() < 0.04;
      insertCobro.run(
        id,
        doc.clienteId,
        doc.id,
        worker.id,
        supervisorId,
        MONTHS[month],
        tipo,
        unidades,
        bonus ? toCents(between(1, 20) * 2.5) : 0,
        penalty ? toCents(between(1, 10) * 1.5) : 0,
        bonus ? pick(BONUS_NOTES) : null,
        penalty ? pick(PENALTY_NOTES) : null,
        monthsAgo >= 2 || (monthsAgo === 1 && random() < 0.7) ? 1 : 0,
        fecha.toISOString(),
      );
      const kind = recordKindForTask(tipo);
      for (const line of lines) insertCobroRegistro.run(id, kind, line.id, line.nombre, line.unidades);
      cobroRecords += lines.length;
      // Open and SPR estimates start at 0; the app adds an adjustment for each such cobro, as in seed.ts.
      if (tipo === 4 || tipo === 5) insertTarea.run(doc.estimadoId, tipo, unidades, 0, fecha.toISOString());
    }

    for (const index of indexes) db.exec(index.sql);

    // Client payments: about two clients in three have paid something, some beyond the estimate.
    const insertMonto = db.prepare(
      'INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (?, ?, ?)',
    );
    const insertPago = db.prepare(
      'INSERT INTO historial_pago (cliente_id, monto_cents, fecha) VALUES (?, ?, ?)',
    );
    for (const [clienteId, estimated] of estimatedCentsByCliente) {
      if (random() < 0.33 || estimated === 0) continue;
      const paid = Math.round(estimated * (0.3 + random() * 0.9));
      const paidAt = new Date(now.getTime() - between(1, 300) * 86_400_000);
      insertMonto.run(clienteId, paid, paidAt.toISOString());
      insertPago.run(clienteId, paid, paidAt.toISOString().slice(0, 10));
    }

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
      supervisors: supervisors.length,
      clients: clientCount,
      documents: docs.length,
      documentRecords: registroId,
      cobros: activeDocs.length > 0 ? cobroCount : 0,
      cobroRecords,
      supervisedCobros,
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

function cumulate(weights: readonly number[]): number[] {
  const totals: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    totals.push(total);
  }
  return totals;
}
