import type Database from 'better-sqlite3';
import { MONTHS } from '../../src/domain/months';
import { ROLES, type Role } from '../../src/domain/roles';
import { recordKindForTask, type TaskType } from '../../src/domain/task-types';
import { billUnits, recordUnitsForTask, subirNotasUnits } from '../../src/domain/units';
import { sum } from '../../src/domain/numeric';
import type { Servicio } from '../../src/contract/usuario';
import { INITIAL_PASSWORD, hashPasswordSync } from '../auth/password';
import { estimateForDocument } from '../estimates';
import { toCents } from '../money';
import { seedFinanzas } from './seed-finanzas';

/**
 * Demo data for a new database: every role, clients of both categories, documents with records
 * and estimates, and cobros of every task type over the months of `now`'s year up to its month.
 * Deterministic (a seeded generator, dates relative to `now`) so tests and screenshots repeat.
 */

/** Role ids are fixed (1 SuperAdmin … 5 user_Supervisado) because the real backend's are. */
export const ROLE_IDS: Readonly<Record<Role, number>> = Object.fromEntries(
  ROLES.map((role, index) => [role, index + 1]),
) as Record<Role, number>;

/** The client the Insert Bill payment screen leaves out (spec section 5). */
export const INTERNAL_CLIENT_ID = 1;

type SeedUser = {
  username: string;
  rol: Role | null;
  first_name: string;
  last_name: string;
  servicio: Servicio;
  subir_notas: boolean;
  is_active?: boolean;
};

/** The first five are the documented demo accounts, in this order (ids 1–5). */
const USERS: readonly SeedUser[] = [
  {
    username: 'superadmin',
    rol: 'SuperAdmin',
    first_name: 'Carmen',
    last_name: 'Rodríguez Vega',
    servicio: 'tcm',
    subir_notas: true,
  },
  {
    username: 'admin',
    rol: 'Admin',
    first_name: 'Luis',
    last_name: 'Fernández Castro',
    servicio: 'tcm',
    subir_notas: true,
  },
  {
    username: 'supervisor',
    rol: 'user_Supervisor',
    first_name: 'Rosa',
    last_name: 'Martínez Díaz',
    servicio: 'terapia',
    subir_notas: true,
  },
  {
    username: 'usuario',
    rol: 'user_User',
    first_name: 'Jorge',
    last_name: 'Ramírez Soto',
    servicio: 'tcm',
    subir_notas: true,
  },
  {
    username: 'supervisado',
    rol: 'user_Supervisado',
    first_name: 'Lucía',
    last_name: 'Herrera Paredes',
    servicio: 'terapia',
    subir_notas: false,
  },
  {
    username: 'mgomez',
    rol: 'user_User',
    first_name: 'Miguel',
    last_name: 'Gómez Rivas',
    servicio: 'terapia',
    subir_notas: false,
  },
  {
    username: 'emendoza',
    rol: 'user_Supervisor',
    first_name: 'Elena',
    last_name: 'Mendoza Rojas',
    servicio: 'tcm',
    subir_notas: true,
  },
  {
    username: 'psalazar',
    rol: 'user_Supervisado',
    first_name: 'Patricia',
    last_name: 'Salazar Núñez',
    servicio: 'tcm',
    subir_notas: false,
    is_active: false,
  },
  {
    username: 'dquispe',
    rol: null,
    first_name: 'Diego',
    last_name: 'Quispe Huamán',
    servicio: 'terapia',
    subir_notas: false,
  },
];

const STREETS = [
  'Av. Arequipa',
  'Jr. de la Unión',
  'Av. Brasil',
  'Calle Los Pinos',
  'Av. La Marina',
  'Jr. Huallaga',
  'Calle Las Begonias',
  'Av. Grau',
  'Jr. Junín',
];

const AGENCIAS = [
  'Agencia Sol Naciente',
  'Bienestar Familiar',
  'Cuidado Integral del Sur',
  'Red Salud Andina',
  'Terapias Horizonte',
  'Nueva Esperanza Servicios',
];

type SeedClient = { nombre: string; categoria: 1 | 2; agencias: readonly number[]; estado?: boolean };

/** Client 1 is the internal placeholder (INTERNAL_CLIENT_ID) and gets no documents. */
const CLIENTES: readonly SeedClient[] = [
  { nombre: 'Cliente interno', categoria: 1, agencias: [1] },
  { nombre: 'Clínica San Rafael', categoria: 1, agencias: [1, 2] },
  { nombre: 'Centro de Terapia Arcoíris', categoria: 1, agencias: [2] },
  { nombre: 'Servicios TCM Los Andes', categoria: 2, agencias: [3] },
  { nombre: 'Hogar Santa Teresa', categoria: 2, agencias: [1, 4] },
  { nombre: 'Instituto Renacer', categoria: 1, agencias: [5] },
  { nombre: 'Consultorio Vida Plena', categoria: 1, agencias: [6] },
  { nombre: 'Fundación Manos Unidas', categoria: 2, agencias: [3, 5] },
  { nombre: 'Centro Pediátrico Estrella', categoria: 1, agencias: [4] },
  { nombre: 'Red de Apoyo Comunitario', categoria: 2, agencias: [6] },
  { nombre: 'Terapia Integral Amanecer', categoria: 1, agencias: [2, 6] },
  { nombre: 'Clínica del Valle', categoria: 2, agencias: [1], estado: false },
];

const FIRST_NAMES = `
  María José Ana Juan Carlos Sofía Valentina Mateo Camila Diego
  Isabel Andrés Gabriela Fernando Daniela Ricardo Paula Alejandro Lucía Javier
  Martina Sebastián Elena Tomás Verónica Raúl Natalia Héctor Adriana Óscar
`
  .trim()
  .split(/\s+/);
const LAST_NAMES = `
  García López Pérez Sánchez Romero Torres Flores Vargas Castillo Morales
  Ortiz Chávez Ramos Guerrero Medina Aguilar Rojas Cruz Reyes Gutiérrez
  Navarro Delgado Espinoza Cabrera Ibáñez Peña Zúñiga Villanueva
`
  .trim()
  .split(/\s+/);

/** mulberry32: a tiny deterministic generator, so the demo data is the same on every run. */
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

/** Plain ASCII for e-mails and file names. */
function slug(text: string, separator: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/** A calendar date in local time, as the payment form sends it. */
function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Peruvian mobile number, +51 9XX XXX XXX, different for each user. */
function phoneNumber(id: number): string {
  const digits = String(87_654_321 - id * 1_111_111).padStart(8, '0');
  return `+51 9${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A moment in `month` of `now`'s year, never after `now`. */
function dayInMonth(now: Date, month: number, day: number): Date {
  const date = new Date(now.getFullYear(), month, day, 10, 30);
  return date > now ? now : date;
}

export function isDatabaseEmpty(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number }).count === 0;
}

type SeededDocument = {
  id: number;
  estimadoId: number;
  clienteId: number;
  tipo: 1 | 2;
  bill: boolean;
  notas: boolean;
  registros: { id: number; nombre: string; unidades: number }[];
};

export function seedDemo(db: Database.Database, now: Date = new Date()): void {
  const random = generator(20260101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const between = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy.slice(0, count);
  };

  db.transaction(() => {
    const insertRole = db.prepare('INSERT INTO roles (id, nombre) VALUES (?, ?)');
    for (const role of ROLES) insertRole.run(ROLE_IDS[role], role);

    // One hash for all demo users: hashing is deliberately slow and they share the documented password.
    const passwordHash = hashPasswordSync(INITIAL_PASSWORD);
    const insertUser = db.prepare(`
      INSERT INTO users (id, username, password_hash, email, first_name, last_name, id_user, dir, phone, servicio, subir_notas, is_active, rol_id)
      VALUES (@id, @username, @password_hash, @email, @first_name, @last_name, @id_user, @dir, @phone, @servicio, @subir_notas, @is_active, @rol_id)`);
    USERS.forEach((user, index) => {
      const id = index + 1;
      insertUser.run({
        id,
        username: user.username,
        password_hash: passwordHash,
        email: `${slug(user.first_name, '.')}.${slug(user.last_name.split(' ')[0], '.')}@cobros.example`,
        first_name: user.first_name,
        last_name: user.last_name,
        id_user: `EMP-${String(id).padStart(3, '0')}`,
        dir: `${STREETS[index % STREETS.length]} ${100 + id * 37}, Lima`,
        phone: phoneNumber(id),
        servicio: user.servicio,
        subir_notas: user.subir_notas ? 1 : 0,
        is_active: user.is_active === false ? 0 : 1,
        rol_id: user.rol === null ? null : ROLE_IDS[user.rol],
      });
    });
    const userId = (username: string): number => USERS.findIndex((user) => user.username === username) + 1;

    const insertAgencia = db.prepare('INSERT INTO agencias (id, nombre) VALUES (?, ?)');
    AGENCIAS.forEach((nombre, index) => insertAgencia.run(index + 1, nombre));

    const insertCliente = db.prepare(
      'INSERT INTO clientes (id, nombre, categoria, estado, creado) VALUES (?, ?, ?, ?, ?)',
    );
    const insertClienteAgencia = db.prepare(
      'INSERT INTO cliente_agencias (cliente_id, agencia_id) VALUES (?, ?)',
    );
    CLIENTES.forEach((cliente, index) => {
      const id = index + 1;
      insertCliente.run(
        id,
        cliente.nombre,
        cliente.categoria,
        cliente.estado === false ? 0 : 1,
        daysBefore(now, 420 - index * 23).toISOString(),
      );
      for (const agenciaId of cliente.agencias) insertClienteAgencia.run(id, agenciaId);
    });

    const insertDocumento = db.prepare(`
      INSERT INTO documentos (cliente_id, nombre_archivo, tipo, bill, notas, fecha_creacion, hoja_procesada, rango_filas)
      VALUES (?, ?, ?, ?, ?, ?, 'Hoja1', ?)`);
    const insertRegistro = db.prepare(
      'INSERT INTO documento_registros (documento_id, nombre_completo, unidades) VALUES (?, ?, ?)',
    );
    const insertEstimado = db.prepare(`
      INSERT INTO cobros_estimados (documento_id, bill_cents, notas_cents, subir_notas_cents, open_cents, spr_cents)
      VALUES (@documento_id, @bill_cents, @notas_cents, @subir_notas_cents, @open_cents, @spr_cents)`);

    const documentos: SeededDocument[] = [];
    const estimatedCentsByCliente = new Map<number, number>();
    let documentIndex = 0;
    CLIENTES.forEach((cliente, index) => {
      const clienteId = index + 1;
      if (clienteId === INTERNAL_CLIENT_ID) return;
      // Tipo 1 (Terapia) documents carry notes; tipo 2 (Bill) documents are billed. Some carry both.
      const tipos: readonly (1 | 2)[] = cliente.estado === false ? [2] : [1, 2];
      for (const tipo of tipos) {
        documentIndex += 1;
        const bill = tipo === 2 || documentIndex % 4 === 0;
        const notas = tipo === 1;
        // The first document has exactly 5 records, so the smaller subir-notas band is seeded too.
        const recordCount = documentIndex === 1 ? 5 : between(5, 40);
        const created = daysBefore(now, (24 - documentIndex) * 9 + 3);
        const nombreArchivo = `${tipo === 1 ? 'notas' : 'bill'}_${slug(cliente.nombre, '_')}_${MONTHS[created.getMonth()]}.xlsx`;
        const documentoId = Number(
          insertDocumento.run(
            clienteId,
            nombreArchivo,
            tipo,
            bill ? 1 : 0,
            notas ? 1 : 0,
            created.toISOString(),
            `2-${recordCount + 1}`,
          ).lastInsertRowid,
        );
        const usedNames = new Set<string>();
        const registros: SeededDocument['registros'] = [];
        while (registros.length < recordCount) {
          const nombre = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;
          if (usedNames.has(nombre)) continue;
          usedNames.add(nombre);
          const unidades = between(1, 12);
          const id = Number(insertRegistro.run(documentoId, nombre, unidades).lastInsertRowid);
          registros.push({ id, nombre, unidades });
        }
        const estimate = estimateForDocument(
          { bill, notas },
          registros.map((registro) => registro.unidades),
        );
        const estimadoId = Number(
          insertEstimado.run({ documento_id: documentoId, ...estimate }).lastInsertRowid,
        );
        estimatedCentsByCliente.set(
          clienteId,
          (estimatedCentsByCliente.get(clienteId) ?? 0) +
            estimate.bill_cents +
            estimate.notas_cents +
            estimate.subir_notas_cents,
        );
        documentos.push({ id: documentoId, estimadoId, clienteId, tipo, bill, notas, registros });
      }
    });

    const activeDocumentos = documentos.filter(
      (documento) => CLIENTES[documento.clienteId - 1].estado !== false,
    );
    const documentsForTask: Readonly<Record<TaskType, SeededDocument[]>> = {
      // The register form offers only tipo 1 documents for Notas (spec section 5).
      1: activeDocumentos.filter((documento) => documento.tipo === 1),
      2: activeDocumentos.filter((documento) => documento.notas),
      3: activeDocumentos.filter((documento) => documento.bill),
      4: activeDocumentos,
      5: activeDocumentos,
    };

    const insertCobro = db.prepare(`
      INSERT INTO cobros (cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea, unidades,
        bonificado_cents, sancionado_cents, nota_bonificado, nota_sancionado, pagado, fecha_creacion)
      VALUES (@cliente_id, @documento_id, @usuario_registra_id, @usuario_supervisor_id, @mes, @tipo_tarea, @unidades,
        @bonificado_cents, @sancionado_cents, @nota_bonificado, @nota_sancionado, @pagado, @fecha_creacion)`);
    const insertCobroRegistro = db.prepare(
      'INSERT INTO cobro_registros (cobro_id, kind, registro_id, nombre_completo, unidades) VALUES (?, ?, ?, ?, ?)',
    );
    const insertTarea = db.prepare(
      'INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, ?, ?, ?, ?)',
    );

    const supervisorId = userId('supervisor');
    const workers = [
      { id: userId('usuario'), supervisor: null },
      { id: supervisorId, supervisor: null },
      { id: userId('supervisado'), supervisor: supervisorId },
      { id: userId('admin'), supervisor: null },
      { id: userId('mgomez'), supervisor: null },
    ];
    const currentMonth = now.getMonth();
    const firstMonth = Math.max(0, currentMonth - 5);
    let cobroIndex = 0;
    for (let month = firstMonth; month <= currentMonth; month += 1) {
      for (const [workerIndex, worker] of workers.entries()) {
        const worksSubirNotas = USERS[worker.id - 1].subir_notas;
        for (let slot = 0; slot < 2; slot += 1) {
          cobroIndex += 1;
          let tipo = (((month * 2 + workerIndex + slot * 3) % 5) + 1) as TaskType;
          // Subir notas is offered only to users whose subir_notas is true (spec section 5).
          if (tipo === 2 && !worksSubirNotas) tipo = 3;
          const documento = pick(documentsForTask[tipo]);
          const kind = recordKindForTask(tipo);
          const chosen =
            tipo === 2 || tipo === 3
              ? []
              : sample(documento.registros, tipo === 1 ? between(2, 6) : between(1, 3));
          const lines = chosen.map((registro) => ({
            ...registro,
            unidades: recordUnitsForTask(tipo, registro.unidades),
          }));
          const recordsTotal = sum(lines.map((line) => line.unidades));
          const unidades =
            tipo === 2
              ? subirNotasUnits(documento.registros.length)
              : tipo === 3
                ? billUnits(sum(documento.registros.map((registro) => registro.unidades)))
                : recordsTotal;
          const bonus = cobroIndex % 7 === 0;
          const penalty = cobroIndex % 11 === 0;
          const fecha = dayInMonth(now, month, 1 + ((cobroIndex * 5) % 27));
          const cobroId = Number(
            insertCobro.run({
              cliente_id: documento.clienteId,
              documento_id: documento.id,
              usuario_registra_id: worker.id,
              usuario_supervisor_id: worker.supervisor,
              mes: MONTHS[month],
              tipo_tarea: tipo,
              unidades,
              bonificado_cents: bonus ? toCents(5) : 0,
              sancionado_cents: penalty ? toCents(2.5) : 0,
              nota_bonificado: bonus ? 'Excelente calidad en las notas' : null,
              nota_sancionado: penalty ? 'Entrega fuera de plazo' : null,
              pagado: month < currentMonth ? 1 : 0,
              fecha_creacion: fecha.toISOString(),
            }).lastInsertRowid,
          );
          for (const line of lines)
            insertCobroRegistro.run(cobroId, kind, line.id, line.nombre, line.unidades);
          // Open and SPR estimates start at 0; the app adds an adjustment for each such cobro.
          if (tipo === 4 || tipo === 5) {
            insertTarea.run(documento.estimadoId, tipo, recordsTotal, 0, fecha.toISOString());
          }
        }
      }
    }

    // A few manual corrections from the comparison screen, in both directions.
    documentos.slice(0, 6).forEach((documento, index) => {
      const subtract = index % 2 === 0;
      insertTarea.run(
        documento.estimadoId,
        documento.bill ? 3 : 1,
        subtract ? 0 : 5 + index,
        subtract ? 2 + index : 0,
        daysBefore(now, 10 + index * 4).toISOString(),
      );
    });

    // Client payments: some paid in full, some partly, some beyond the estimate (a fund), one nothing yet.
    const insertMonto = db.prepare(
      'INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (?, ?, ?)',
    );
    const insertPago = db.prepare(
      'INSERT INTO historial_pago (cliente_id, monto_cents, fecha) VALUES (?, ?, ?)',
    );
    const insertFondo = db.prepare(
      'INSERT INTO historial_fondo (cliente_id, monto_cents, descripcion, fecha) VALUES (?, ?, ?, ?)',
    );
    const paidShare: readonly [clienteId: number, share: number, installments: number][] = [
      [2, 1, 2],
      [3, 0.5, 1],
      [4, 1.2, 2],
      [6, 0.8, 1],
      [7, 1, 1],
      [8, 0.3, 1],
      [9, 1.1, 3],
    ];
    paidShare.forEach(([clienteId, share, installments], index) => {
      const estimated = estimatedCentsByCliente.get(clienteId) ?? 0;
      const total = Math.round(estimated * share);
      for (let part = 0; part < installments; part += 1) {
        const amount =
          part < installments - 1
            ? Math.floor(total / installments)
            : total - Math.floor(total / installments) * part;
        const paidAt = daysBefore(now, 5 + index * 6 + part * 15);
        insertMonto.run(clienteId, amount, paidAt.toISOString());
        insertPago.run(clienteId, amount, localDate(paidAt));
      }
      if (total > estimated) {
        const fundAt = daysBefore(now, 5 + index * 6);
        insertFondo.run(
          clienteId,
          total - estimated,
          'Excedente de pago registrado como fondo',
          fundAt.toISOString(),
        );
      }
    });
  })();
  seedFinanzas(db, now);
}
