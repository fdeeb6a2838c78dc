import type { Database } from './sqlite-driver';
import { EXCLUDED_CLIENT_ID } from '../../src/domain/reserved-ids';
import { MONTHS } from '../../src/domain/months';
import type { TaskType } from '../../src/domain/task-types';
import { INITIAL_PASSWORD, hashPasswordSync } from '../auth/password';
import { calendarDate } from '../dates';
import { toCents } from '../money';
import { insertAgencia } from './agencia-queries';
import { insertCliente } from './cliente-queries';
import { AGENCIAS, CLIENTES, FIRST_NAMES, LAST_NAMES, STREETS, USERS } from './seed-demo-data';
import {
  ROLE_IDS,
  daysBefore,
  estimatedCents,
  randomTools,
  seedCobro,
  seedDocumento,
  seedPayments,
  seedRoles,
  seedTarea,
  slug,
  type Random,
  type SeedFund,
  type SeedPayment,
  type SeedRegistro,
  type SeededDocumento,
} from './seed-kit';
import { seedFinanzas } from './seed-finanzas';
import { insertUser } from './usuario-queries';

/**
 * Demo data for a new database: every role, clients of both categories, documents with records
 * and estimates, and cobros of every task type over the months of `now`'s year up to its month.
 * Deterministic (a seeded generator, dates relative to `now`) so tests and screenshots repeat.
 */

/** A Peruvian mobile number, +51 9XX XXX XXX, different for each user. */
function phoneNumber(id: number): string {
  const digits = String(87_654_321 - id * 1_111_111).padStart(8, '0');
  return `+51 9${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/** A moment in `month` of `now`'s year, never after `now`. */
function dayInMonth(now: Date, month: number, day: number): Date {
  const date = new Date(now.getFullYear(), month, day, 10, 30);
  return date > now ? now : date;
}

export function isDatabaseEmpty(db: Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number }).count === 0;
}

function seedUsers(db: Database): void {
  // One hash for all demo users: hashing is deliberately slow and they share the documented password.
  const passwordHash = hashPasswordSync(INITIAL_PASSWORD);
  USERS.forEach((user, index) => {
    const id = index + 1;
    insertUser(db, {
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
}

function seedClientes(db: Database, now: Date): void {
  for (const nombre of AGENCIAS) insertAgencia(db, nombre);
  CLIENTES.forEach((cliente, index) =>
    insertCliente(db, {
      nombre: cliente.nombre,
      categoria: cliente.categoria,
      estado: cliente.estado !== false,
      creado: daysBefore(now, 420 - index * 23).toISOString(),
      agencias: cliente.agencias,
    }),
  );
}

function seedDocumentos(db: Database, now: Date, random: Random): SeededDocumento[] {
  const documentos: SeededDocumento[] = [];
  let documentIndex = 0;
  CLIENTES.forEach((cliente, index) => {
    const clienteId = index + 1;
    if (clienteId === EXCLUDED_CLIENT_ID) return;
    // Tipo 1 (Terapia) documents carry notes; tipo 2 (Bill) documents are billed. Some carry both.
    const tipos: readonly (1 | 2)[] = cliente.estado === false ? [2] : [1, 2];
    for (const tipo of tipos) {
      documentIndex += 1;
      // The first document has exactly 5 records, so the smaller subir-notas band is seeded too.
      const recordCount = documentIndex === 1 ? 5 : random.between(5, 40);
      const created = daysBefore(now, (24 - documentIndex) * 9 + 3);
      const usedNames = new Set<string>();
      const registros: { nombre: string; unidades: number }[] = [];
      while (registros.length < recordCount) {
        const nombre = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
        if (usedNames.has(nombre)) continue;
        usedNames.add(nombre);
        registros.push({ nombre, unidades: random.between(1, 12) });
      }
      documentos.push(
        seedDocumento(db, {
          clienteId,
          nombreArchivo: `${tipo === 1 ? 'notas' : 'bill'}_${slug(cliente.nombre)}_${MONTHS[created.getMonth()]}.xlsx`,
          tipo,
          bill: tipo === 2 || documentIndex % 4 === 0,
          notas: tipo === 1,
          fechaCreacion: created.toISOString(),
          registros,
        }),
      );
    }
  });
  return documentos;
}

/** Two cobros a month for each worker, from six months back to `now`'s month. */
function seedCobros(db: Database, now: Date, random: Random, documentos: SeededDocumento[]): void {
  const activeDocumentos = documentos.filter(
    (documento) => CLIENTES[documento.clienteId - 1].estado !== false,
  );
  const documentsForTask: Readonly<Record<TaskType, SeededDocumento[]>> = {
    // The register form offers only tipo 1 documents for Notas (spec section 5).
    1: activeDocumentos.filter((documento) => documento.tipo === 1),
    2: activeDocumentos.filter((documento) => documento.notas),
    3: activeDocumentos.filter((documento) => documento.bill),
    4: activeDocumentos,
    5: activeDocumentos,
  };
  const userId = (username: string): number => USERS.findIndex((user) => user.username === username) + 1;
  const supervisorId = userId('supervisor');
  const workers = [
    { id: userId('usuario'), supervisor: null },
    { id: supervisorId, supervisor: null },
    { id: userId('supervisado'), supervisor: supervisorId },
    { id: userId('admin'), supervisor: null },
    { id: userId('mgomez'), supervisor: null },
  ];
  const currentMonth = now.getMonth();
  let cobroIndex = 0;
  for (let month = Math.max(0, currentMonth - 5); month <= currentMonth; month += 1) {
    for (const [workerIndex, worker] of workers.entries()) {
      for (let slot = 0; slot < 2; slot += 1) {
        cobroIndex += 1;
        let tipo = (((month * 2 + workerIndex + slot * 3) % 5) + 1) as TaskType;
        // Subir notas is offered only to users whose subir_notas is true (spec section 5).
        if (tipo === 2 && !USERS[worker.id - 1].subir_notas) tipo = 3;
        const documento = random.pick(documentsForTask[tipo]);
        const chosen: SeedRegistro[] =
          tipo === 2 || tipo === 3
            ? []
            : random.sample(documento.registros, tipo === 1 ? random.between(2, 6) : random.between(1, 3));
        const bonus = cobroIndex % 7 === 0;
        const penalty = cobroIndex % 11 === 0;
        seedCobro(db, {
          documento,
          tipo,
          chosen,
          usuarioRegistraId: worker.id,
          usuarioSupervisorId: worker.supervisor,
          mes: MONTHS[month],
          fecha: dayInMonth(now, month, 1 + ((cobroIndex * 5) % 27)),
          bonificadoCents: bonus ? toCents(5) : 0,
          sancionadoCents: penalty ? toCents(2.5) : 0,
          notaBonificado: bonus ? 'Excelente calidad en las notas' : null,
          notaSancionado: penalty ? 'Entrega fuera de plazo' : null,
          pagado: month < currentMonth,
        });
      }
    }
  }

  // A few manual corrections from the comparison screen, in both directions.
  documentos.slice(0, 6).forEach((documento, index) => {
    const subtract = index % 2 === 0;
    seedTarea(
      db,
      documento.estimadoId,
      documento.bill ? 3 : 1,
      subtract ? 0 : 5 + index,
      subtract ? 2 + index : 0,
      daysBefore(now, 10 + index * 4).toISOString(),
    );
  });
}

/** Some clients paid in full, some partly, some beyond the estimate (a fund), one nothing yet. */
const PAID_SHARE: readonly [clienteId: number, share: number, installments: number][] = [
  [2, 1, 2],
  [3, 0.5, 1],
  [4, 1.2, 2],
  [6, 0.8, 1],
  [7, 1, 1],
  [8, 0.3, 1],
  [9, 1.1, 3],
];

function clientPayments(now: Date, documentos: readonly SeededDocumento[]) {
  const payments: SeedPayment[] = [];
  const funds: SeedFund[] = [];
  PAID_SHARE.forEach(([clienteId, share, installments], index) => {
    const estimated = documentos
      .filter((documento) => documento.clienteId === clienteId)
      .reduce((total, documento) => total + estimatedCents(documento), 0);
    const total = Math.round(estimated * share);
    for (let part = 0; part < installments; part += 1) {
      const montoCents =
        part < installments - 1
          ? Math.floor(total / installments)
          : total - Math.floor(total / installments) * part;
      const paidAt = daysBefore(now, 5 + index * 6 + part * 15);
      payments.push({ clienteId, montoCents, paidAt, paymentDate: calendarDate(paidAt) });
    }
    if (total > estimated) {
      funds.push({
        clienteId,
        montoCents: total - estimated,
        descripcion: 'Excedente de pago registrado como fondo',
        fecha: daysBefore(now, 5 + index * 6),
      });
    }
  });
  return { payments, funds };
}

export function seedDemo(db: Database, now: Date = new Date()): void {
  const random = randomTools(20260101);
  db.transaction(() => {
    seedRoles(db);
    seedUsers(db);
    seedClientes(db, now);
    const documentos = seedDocumentos(db, now, random);
    seedCobros(db, now, random, documentos);
    const { payments, funds } = clientPayments(now, documentos);
    seedPayments(db, payments, funds);
  })();
  seedFinanzas(db, now);
}
