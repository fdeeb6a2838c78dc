import type { Database } from './sqlite-driver';
import { MONTHS } from '../../src/domain/months';
import type { Role } from '../../src/domain/roles';
import type { TaskType } from '../../src/domain/task-types';
import { toCents } from '../money';
import {
  BONUS_NOTES,
  BUSIEST_SUPERVISOR_ID,
  MAX_RECORDS_PER_COBRO,
  PENALTY_NOTES,
  SUPERVISADO_DEMO_ID,
  SUPERVISED_SHARE,
  TASK_WEIGHTS,
} from './seed-large-data';
import { cumulate, seedCobro, type Random, type SeedRegistro, type SeededDocumento } from './seed-kit';

/** The cobros of the production-sized seed: who registers them, who supervises, on which documents. */

export type Worker = { id: number; rol: Role; subirNotas: boolean };
export type Doc = { documento: SeededDocumento; active: boolean };
export type Users = { workers: Worker[]; supervisors: number[]; supervisados: Worker[] };
type Staff = Users & ReturnType<typeof assignSupervisors>;

/** Each supervised worker mostly reports to one supervisor; drawn right after the users. */
export function assignSupervisors(random: Random, { supervisors, supervisados }: Users) {
  // The demo supervisor gets about three times an average supervisor's share, the others taper off.
  const supervisorCumulative = cumulate(
    supervisors.map((id, index) => (id === BUSIEST_SUPERVISOR_ID ? 3 : 1 + 1 / (1 + index))),
  );
  const usualSupervisor = new Map(
    supervisados.map((worker) => [
      worker.id,
      worker.id === SUPERVISADO_DEMO_ID
        ? BUSIEST_SUPERVISOR_ID
        : random.weighted(supervisors, supervisorCumulative),
    ]),
  );
  return { supervisorCumulative, usualSupervisor };
}

/** Cobros on active clients' documents that fit the task (as the register form offers them). */
export function seedCobros(
  db: Database,
  cobroCount: number,
  now: Date,
  random: Random,
  staff: Staff,
  docs: Doc[],
) {
  const { workers, supervisors, supervisados, supervisorCumulative, usualSupervisor } = staff;
  // Some workers are far busier than others, as in any payroll.
  const workerCumulative = cumulate(workers.map((_, index) => 1 + (index % 5)));
  const supervisadoCumulative = cumulate(supervisados.map((_, index) => 1 + (index % 4)));
  const activeDocs = docs.filter((doc) => doc.active).map((doc) => doc.documento);
  const docsForTask: Readonly<Record<TaskType, SeededDocumento[]>> = {
    1: activeDocs.filter((doc) => doc.tipo === 1),
    2: activeDocs.filter((doc) => doc.notas),
    3: activeDocs.filter((doc) => doc.bill),
    4: activeDocs,
    5: activeDocs,
  };
  const taskCumulative = cumulate(TASK_WEIGHTS.map(([, weight]) => weight));
  const tasks = TASK_WEIGHTS.map(([task]) => task);

  const currentMonth = now.getMonth();
  let cobroRecords = 0;
  let supervisedCobros = 0;
  const order: number[] = [];
  for (let id = 1; id <= cobroCount && activeDocs.length > 0; id += 1) {
    const supervised =
      supervisados.length > 0 && supervisors.length > 0 && random.random() < SUPERVISED_SHARE;
    const worker = supervised
      ? random.weighted(supervisados, supervisadoCumulative)
      : random.weighted(workers.length > 0 ? workers : supervisados, workerCumulative);
    let supervisorId: number | null = null;
    if (supervised) {
      supervisedCobros += 1;
      supervisorId =
        random.random() < 0.85
          ? (usualSupervisor.get(worker.id) ?? null)
          : random.weighted(supervisors, supervisorCumulative);
    }

    let tipo = random.weighted(tasks, taskCumulative);
    // Subir notas is offered only to users whose subir_notas is true (spec section 5).
    if (tipo === 2 && !worker.subirNotas) tipo = 3;
    if (docsForTask[tipo].length === 0) tipo = 4;
    const documento = random.pick(docsForTask[tipo]);
    const { registros } = documento;
    const chosen: SeedRegistro[] = [];
    if (tipo !== 2 && tipo !== 3) {
      // A partial Fisher–Yates over the document's rows: distinct records, in a random order.
      const count = Math.min(registros.length, random.between(1, MAX_RECORDS_PER_COBRO));
      order.length = 0;
      for (let index = 0; index < registros.length; index += 1) order.push(index);
      for (let index = 0; index < count; index += 1) {
        const other = index + Math.floor(random.random() * (order.length - index));
        [order[index], order[other]] = [order[other], order[index]];
        chosen.push(registros[order[index]]);
      }
    }

    const month = Math.floor(random.random() * 12);
    // Months after the current one belong to last year, so no cobro is dated in the future.
    const year = month <= currentMonth ? now.getFullYear() : now.getFullYear() - 1;
    let fecha = new Date(year, month, random.between(1, 28), random.between(8, 19), random.between(0, 59));
    if (fecha > now) fecha = now;
    const monthsAgo = (now.getFullYear() - year) * 12 + currentMonth - month;
    const bonus = random.random() < 0.06;
    const penalty = random.random() < 0.04;
    // In this order: the generator's sequence decides every later row.
    const bonificadoCents = bonus ? toCents(random.between(1, 20) * 2.5) : 0;
    const sancionadoCents = penalty ? toCents(random.between(1, 10) * 1.5) : 0;
    const notaBonificado = bonus ? random.pick(BONUS_NOTES) : null;
    const notaSancionado = penalty ? random.pick(PENALTY_NOTES) : null;
    const pagado = monthsAgo >= 2 || (monthsAgo === 1 && random.random() < 0.7);
    seedCobro(db, {
      documento,
      tipo,
      chosen,
      usuarioRegistraId: worker.id,
      usuarioSupervisorId: supervisorId,
      mes: MONTHS[month],
      fecha,
      bonificadoCents,
      sancionadoCents,
      notaBonificado,
      notaSancionado,
      pagado,
    });
    cobroRecords += chosen.length;
  }
  return { cobros: activeDocs.length > 0 ? cobroCount : 0, cobroRecords, supervisedCobros };
}
