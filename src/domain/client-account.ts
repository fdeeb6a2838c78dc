import { daysBetween } from './calendar-day';
import { toCents, type Cents } from './cents';
import {
  documentEstimatesByClient,
  type FinanceDocumento,
  type FinanceEstimado,
  type FinanceTarea,
} from './finance-joins';
import { dayOf, type HistoryPayment } from './payment-history';

/**
 * A client's account (extension `estado_cuenta`): what each document is estimated to cost, its
 * unit adjustments and the payments of its history, as dated movements with a running balance.
 * The charges are the figures 'Pagos de Clientes' adds up (documentEstimatesByClient: each
 * document's cobro estimado, each adjustment in céntimos), so over all of history the closing
 * balance is that screen's balance whenever the payments of the history are its money received.
 */

export type AccountDocumento = FinanceDocumento & { fecha_creacion: string };
/**
 * An adjustment dated by its tarea; without a date (listar_tarea/ sends none) it takes its
 * document's, so the app can age a client's debt from the lists it reads.
 */
export type AccountTarea = FinanceTarea & { fecha?: string | null };

export type AccountInput = {
  documentos: readonly AccountDocumento[];
  estimados: readonly FinanceEstimado[];
  tareas: readonly AccountTarea[];
  pagos: readonly HistoryPayment[];
};

/** `cargo`: a document's estimate; `ajuste`: a unit adjustment, either way; `pago`: money received. */
export type MovementKind = 'cargo' | 'ajuste' | 'pago';

export type Movement = {
  /** 'YYYY-MM-DD'. */
  fecha: string;
  tipo: MovementKind;
  /** The id of the row the movement comes from: the document, the tarea or the payment. */
  id: number;
  documento: { id: number; nombre: string } | null;
  /** The task type of an adjustment (1–5); null otherwise. */
  tarea: number | null;
  cargoCents: Cents;
  abonoCents: Cents;
  /** Owed after this movement: positive is a debt (Deuda), negative a fund (Fondo). */
  saldoCents: Cents;
};

const KIND_ORDER: Record<MovementKind, number> = { cargo: 0, ajuste: 1, pago: 2 };

/** Date order; on one day charges before credits, then documents, adjustments, payments, then id. */
function compareMovements(a: Movement, b: Movement): number {
  return (
    a.fecha.localeCompare(b.fecha) ||
    Number(a.abonoCents > 0) - Number(b.abonoCents > 0) ||
    KIND_ORDER[a.tipo] - KIND_ORDER[b.tipo] ||
    a.id - b.id
  );
}

/** Sorts the movements and writes each one's running balance. */
function withRunningBalance(movements: Movement[]): Movement[] {
  movements.sort(compareMovements);
  let saldo: Cents = 0;
  for (const movement of movements) {
    saldo += movement.cargoCents - movement.abonoCents;
    movement.saldoCents = saldo;
  }
  return movements;
}

/**
 * Every client's movements at once, for checks over all clients; `clientMovements` for one.
 * A document without a cobro estimado charges nothing and has no movement.
 */
export function movementsByClient(input: AccountInput): Map<number, Movement[]> {
  const documentDates = new Map(
    input.documentos.map((documento) => [documento.id, documento.fecha_creacion]),
  );
  const tareaDates = new Map<number, string>();
  for (const tarea of input.tareas) if (tarea.fecha) tareaDates.set(tarea.id, tarea.fecha);
  const byClient = new Map<number, Movement[]>();
  const listOf = (clienteId: number) => {
    let list = byClient.get(clienteId);
    if (!list) byClient.set(clienteId, (list = []));
    return list;
  };
  const estimates = documentEstimatesByClient(input.documentos, input.estimados, input.tareas);
  for (const [clienteId, documents] of estimates) {
    const list = listOf(clienteId);
    for (const document of documents) {
      if (document.estimadoId === null) continue;
      const documento = { id: document.id, nombre: document.nombre };
      const documentDay = dayOf(documentDates.get(document.id) ?? '');
      list.push({
        fecha: documentDay,
        tipo: 'cargo',
        id: document.id,
        documento,
        tarea: null,
        cargoCents: document.estimatedCents - document.adjustmentsCents,
        abonoCents: 0,
        saldoCents: 0,
      });
      for (const adjustment of document.adjustments) {
        list.push({
          fecha: dayOf(tareaDates.get(adjustment.id) ?? documentDay),
          tipo: 'ajuste',
          id: adjustment.id,
          documento,
          tarea: adjustment.tarea,
          cargoCents: Math.max(0, adjustment.cents),
          abonoCents: Math.max(0, -adjustment.cents),
          saldoCents: 0,
        });
      }
    }
  }
  for (const pago of input.pagos) {
    listOf(pago.cliente_id).push({
      fecha: dayOf(pago.fecha),
      tipo: 'pago',
      id: pago.id,
      documento: null,
      tarea: null,
      cargoCents: 0,
      abonoCents: toCents(pago.monto),
      saldoCents: 0,
    });
  }
  for (const movements of byClient.values()) withRunningBalance(movements);
  return byClient;
}

/** One client's movements in date order with their running balance. */
export function clientMovements(clienteId: number, input: AccountInput): Movement[] {
  return movementsByClient(input).get(clienteId) ?? [];
}

export type Statement = {
  /** The balance before `desde`: every earlier movement. */
  saldoInicialCents: Cents;
  /** The movements from `desde` to `hasta`, both days included. */
  movimientos: Movement[];
  /** The balance at the end of `hasta` (or of all history without it). */
  saldoFinalCents: Cents;
};

/** The statement of a period; either end may be left open. `movements` as clientMovements gives them. */
export function statement(movements: readonly Movement[], desde?: string, hasta?: string): Statement {
  let saldoInicialCents: Cents = 0;
  const movimientos: Movement[] = [];
  for (const movement of movements) {
    if (desde && movement.fecha < desde) saldoInicialCents = movement.saldoCents;
    else if (!hasta || movement.fecha <= hasta) movimientos.push(movement);
  }
  const saldoFinalCents = movimientos.at(-1)?.saldoCents ?? saldoInicialCents;
  return { saldoInicialCents, movimientos, saldoFinalCents };
}

export type AgingBucketKey = 'd0_30' | 'd31_60' | 'd61_90' | 'd90_mas';

export type AgingBucket = { key: AgingBucketKey; label: string; cents: Cents };

/** Days since the charge, inclusive; the last bucket is open. */
export const AGING_BUCKETS: readonly { key: AgingBucketKey; label: string; maxDays: number }[] = [
  { key: 'd0_30', label: '0–30 días', maxDays: 30 },
  { key: 'd31_60', label: '31–60 días', maxDays: 60 },
  { key: 'd61_90', label: '61–90 días', maxDays: 90 },
  { key: 'd90_mas', label: 'Más de 90 días', maxDays: Number.POSITIVE_INFINITY },
];

/**
 * What aging reads of a movement; a statement's movements back in céntimos will do. `tipo` and
 * `documento` let an adjustment age with the document it adjusts.
 */
export type AgingMovement = Pick<Movement, 'fecha' | 'cargoCents' | 'abonoCents' | 'saldoCents'> & {
  tipo?: MovementKind;
  documento?: { id: number } | null;
};

/**
 * The day a charge ages from: a document's estimate from its own day, and an adjustment, which
 * corrects that estimate, from the day of the document it adjusts (the spec's task list carries no
 * date, so the screens that age debts from the lists can only date it so; the statement does the
 * same, and both show one aging). An adjustment whose document has no charge here keeps its day.
 */
function agingDays(movements: readonly AgingMovement[]): (movement: AgingMovement) => string {
  const documentDays = new Map<number, string>();
  for (const movement of movements) {
    if (movement.tipo === 'cargo' && movement.documento && !documentDays.has(movement.documento.id)) {
      documentDays.set(movement.documento.id, movement.fecha);
    }
  }
  return (movement) =>
    (movement.tipo === 'ajuste' && movement.documento && documentDays.get(movement.documento.id)) ||
    movement.fecha;
}

export type Aging = {
  /** The balance at `asOf`: positive owed, negative a fund. */
  saldoCents: Cents;
  /** What is owed by the age of the charges it comes from; all 0 for a fund or a settled client. */
  buckets: AgingBucket[];
};

/**
 * What the client owes at `asOf`, by the age of the charges it comes from. Credits (payments and
 * negative adjustments) pay the oldest charges first, whenever they came (FIFO), so what is left
 * unpaid is the newest charges; the buckets add up to the balance. A fund owes nothing and has no
 * aging. Movements after `asOf` are not counted.
 */
export function aging(movements: readonly AgingMovement[], asOf: string): Aging {
  const counted = movements.filter((movement) => movement.fecha <= asOf);
  const buckets = AGING_BUCKETS.map(({ key, label }) => ({ key, label, cents: 0 }));
  let credit = counted.reduce((total, movement) => total + movement.abonoCents, 0);
  const since = agingDays(counted);
  const charges = counted
    .filter((movement) => movement.cargoCents > 0)
    .map((movement) => ({ cents: movement.cargoCents, day: since(movement) }))
    // Oldest first, by the day each charge ages from; a stable sort keeps the statement's order on a tie.
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const charge of charges) {
    const paid = Math.min(credit, charge.cents);
    credit -= paid;
    const unpaid = charge.cents - paid;
    if (unpaid === 0) continue;
    const age = daysBetween(charge.day, asOf);
    const index = AGING_BUCKETS.findIndex((bucket) => age <= bucket.maxDays);
    buckets[index].cents += unpaid;
  }
  return { saldoCents: counted.at(-1)?.saldoCents ?? 0, buckets };
}
