/**
 * The independent recomputation of every money figure, from the API's lists and the rules of spec
 * sections 4 and 9 and backend-notes.md ("Payments", "Comparativa"), with its own joins. It shares
 * nothing with src/domain or src/features on purpose: the check is only worth something if a
 * wrong rule there cannot be copied into here.
 */
import { unitsAsDollars, unitsTimesRate, wireCents } from './money';

export type WireRecord = { unidades: number };
export type WireCobro = {
  id: number;
  cliente: { id?: number; nombre?: string } | null;
  documento: { id: number } | null;
  usuario_registra: { id: number; nombre?: string } | null;
  usuario_supervisor: { id: number; nombre?: string } | null;
  mes: string;
  tipo_tarea: number;
  unidades: number;
  bonificado: number | string | null;
  sancionado: number | string | null;
  contenido?: WireRecord[] | null;
  contenido_open?: WireRecord[] | null;
  contenido_spr?: WireRecord[] | null;
  /** With the `periodos` extension: the worker's rate per unit, in soles. */
  tarifa?: number | string | null;
  anio?: number;
};
export type WireUsuario = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  rol: { nombre: string } | null;
};
export type WireEstimado = {
  id: number;
  documento: { id: number };
  bill: number;
  notas: number;
  subir_notas: number;
  open: number;
  spr: number;
};
export type WireTarea = {
  id: number;
  tipo_tarea?: number | null;
  cobro: { id: number; tarea?: number | null; suma: number; restar: number };
};
export type WireMonto = { id: number; monto: number | string; cliente: number };
export type WireHistorial = { id: number; cliente_id: number; monto: number | string; fecha: string };
export type WireDocumento = {
  id: number;
  nombre_archivo: string;
  fecha_creacion?: string;
  cliente: { id_cliente?: number; id?: number };
};
export type WireCliente = { id: number; nombre: string };

export type Wire = {
  usuarios: WireUsuario[];
  cobros: WireCobro[];
  estimados: WireEstimado[];
  tareas: WireTarea[];
  montos: WireMonto[];
  historial: WireHistorial[];
  documentos: WireDocumento[];
  clientes: WireCliente[];
  /** The extensions `GET ext/capacidades/` lists (none against the real backend). */
  capacidades: string[];
};

export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

// ---------------------------------------------------------------- units and rates (section 9)

/** Units of a cobro: the records of the three kinds summed; the cobro's own unidades when that is 0. */
export function cobroUnits(cobro: WireCobro): number {
  let milli = 0;
  for (const list of [cobro.contenido, cobro.contenido_open, cobro.contenido_spr])
    for (const record of list ?? []) milli += Math.round(Number(record.unidades) * 1000);
  return milli !== 0 ? milli / 1000 : Number(cobro.unidades);
}

/** 'Unidades Netas' (section 9): units + bonificado − sancionado, floored at 0. */
export function netUnits(cobro: WireCobro): number {
  const milli =
    Math.round(cobroUnits(cobro) * 1000) +
    wireCents(cobro.bonificado) * 10 -
    wireCents(cobro.sancionado) * 10;
  return Math.max(0, milli) / 1000;
}

/**
 * The registering worker's rate in céntimos per unit: the cobro's own `tarifa` when the server
 * offers `periodos` and the cobro carries one (extensions.md, "The rates rule"); otherwise 0.20
 * with a supervisor or when the worker's current role is user_Supervisado, else 0.40. Without
 * `periodos` a `tarifa` on the wire is not part of the contract and is not read.
 */
export function workerRate(
  cobro: WireCobro,
  roleOf: (userId: number) => string | null,
  periodos = true,
): number {
  if (periodos && cobro.tarifa !== undefined && cobro.tarifa !== null) return wireCents(cobro.tarifa);
  if (cobro.usuario_supervisor) return 20;
  const worker = cobro.usuario_registra?.id;
  if (worker !== undefined && roleOf(worker) === 'user_Supervisado') return 20;
  return 40;
}

export const SUPERVISOR_RATE = 20;

export type OwnLine = {
  cobroId: number;
  units: number;
  rate: number;
  devengado: number;
  bonificado: number;
  sancionado: number;
  /** What the line pays: devengado + bonificado − sancionado, floored at 0. */
  pay: number;
};

export function ownLine(
  cobro: WireCobro,
  roleOf: (userId: number) => string | null,
  periodos = true,
): OwnLine {
  const units = cobroUnits(cobro);
  const rate = workerRate(cobro, roleOf, periodos);
  const devengado = unitsTimesRate(units, rate);
  const bonificado = wireCents(cobro.bonificado);
  const sancionado = wireCents(cobro.sancionado);
  return {
    cobroId: cobro.id,
    units,
    rate,
    devengado,
    bonificado,
    sancionado,
    pay: Math.max(0, devengado + bonificado - sancionado),
  };
}

export function supervisedShare(cobro: WireCobro): number {
  return cobro.usuario_supervisor ? unitsTimesRate(cobroUnits(cobro), SUPERVISOR_RATE) : 0;
}

export type WorkerPay = {
  userId: number;
  ownUnits: number;
  supervisedUnits: number;
  devengado: number;
  bonificado: number;
  sancionado: number;
  supervisados: number;
  /** What the floor at 0 gave back: Σ of −(devengado + bonificado − sancionado) where that is below 0. */
  floor: number;
  ownPay: number;
  pay: number;
  supervisedNames: string[];
  cobros: number;
};

function emptyPay(userId: number): WorkerPay {
  return {
    userId,
    ownUnits: 0,
    supervisedUnits: 0,
    devengado: 0,
    bonificado: 0,
    sancionado: 0,
    supervisados: 0,
    floor: 0,
    ownPay: 0,
    pay: 0,
    supervisedNames: [],
    cobros: 0,
  };
}

/**
 * Every user's pay over `cobros` (a month's, or all of them), grouped by user id. `periodos`:
 * whether the server offers the extension (each cobro's `tarifa` is then its rate).
 */
export function payroll(
  cobros: readonly WireCobro[],
  usuarios: readonly WireUsuario[],
  periodos = true,
): Map<number, WorkerPay> {
  const roles = new Map(usuarios.map((u) => [u.id, u.rol?.nombre ?? null]));
  const roleOf = (id: number) => roles.get(id) ?? null;
  const result = new Map<number, WorkerPay>();
  const entry = (id: number) => {
    let found = result.get(id);
    if (!found) result.set(id, (found = emptyPay(id)));
    return found;
  };
  for (const cobro of cobros) {
    if (cobro.usuario_registra) {
      const line = ownLine(cobro, roleOf, periodos);
      const own = entry(cobro.usuario_registra.id);
      own.ownUnits += line.units;
      own.devengado += line.devengado;
      own.bonificado += line.bonificado;
      own.sancionado += line.sancionado;
      own.ownPay += line.pay;
      own.floor += line.pay - (line.devengado + line.bonificado - line.sancionado);
      own.pay += line.pay;
      own.cobros += 1;
    }
    if (cobro.usuario_supervisor) {
      const sup = entry(cobro.usuario_supervisor.id);
      const share = supervisedShare(cobro);
      sup.supervisedUnits += cobroUnits(cobro);
      sup.supervisados += share;
      sup.pay += share;
      const name = cobro.usuario_registra?.nombre;
      if (name && !sup.supervisedNames.includes(name)) sup.supervisedNames.push(name);
    }
  }
  return result;
}

export function hasPeriodos(wire: Pick<Wire, 'capacidades'>): boolean {
  return wire.capacidades.includes('periodos');
}

export function cobrosOfMonth(cobros: readonly WireCobro[], mes: string): WireCobro[] {
  return cobros.filter((c) => c.mes === mes);
}

/** The pay of one user over `cobros` (0 when it earns nothing). */
export function payOf(
  cobros: readonly WireCobro[],
  usuarios: readonly WireUsuario[],
  userId: number,
  periodos = true,
): WorkerPay {
  return payroll(cobros, usuarios, periodos).get(userId) ?? emptyPay(userId);
}

/** SuperAdmin 'Total Pagado': the sum of 'Lista Pagos' over the twelve months. */
export function totalPagado(wire: Wire): number {
  let total = 0;
  const periodos = hasPeriodos(wire);
  for (const mes of MESES)
    for (const row of payroll(cobrosOfMonth(wire.cobros, mes), wire.usuarios, periodos).values())
      total += row.pay;
  return total;
}

// ---------------------------------------------------------------- clients and documents (section 4, 9)

export type DocumentFigures = {
  id: number;
  nombre: string;
  clienteId: number;
  hasEstimate: boolean;
  /** bill + notas + subir_notas (the SuperAdmin Home's rule, before adjustments). */
  baseHome: number;
  /** bill + notas + subir_notas + open + spr (one charge's rule, before adjustments). */
  baseFull: number;
  suma: number;
  resta: number;
  estimated: number;
  actual: number;
  units: number;
  paidShare: number;
  discrepancy: boolean;
};

export type ClientFigures = {
  id: number;
  nombre: string;
  documents: DocumentFigures[];
  estimated: number;
  paid: number;
  /** estimated − paid: positive is Deuda, negative is Fondo. */
  balance: number;
  status: 'Pendiente' | 'Pagado';
  actual: number;
  units: number;
  adjustments: number;
  discrepancies: number;
  historyPaid: number;
  payments: number;
};

function clientOfDocument(doc: WireDocumento): number {
  const id = doc.cliente.id_cliente ?? doc.cliente.id;
  if (id === undefined) throw new Error(`Documento ${doc.id} sin cliente`);
  return id;
}

/**
 * A client's paid amount spread over its documents in proportion to their estimates, in whole
 * céntimos; the céntimos left over go one each to the largest remainders (ties to the document
 * listed first), so the shares add up to the amount paid (spec section 4: "in proportion to its
 * estimated total", so a client paying beyond its estimate shows each document paid beyond its
 * own). Without a positive estimate every share is 0.
 */
export function spreadPaid(paid: number, estimates: readonly number[]): number[] {
  const weights = estimates.map((e) => Math.max(0, e));
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || paid <= 0) return weights.map(() => 0);
  // Integer numerators: the remainders compare exactly, with no floating-point ties.
  const numerators = weights.map((w) => w * paid);
  const shares = numerators.map((n) => Math.floor(n / total));
  const remainders = numerators.map((n, i) => n - shares[i] * total);
  let left = paid - shares.reduce((a, b) => a + b, 0);
  const order = remainders.map((r, i) => ({ i, r })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

export function clientFigures(wire: Wire): ClientFigures[] {
  const estimateOfDoc = new Map<number, WireEstimado>();
  for (const e of wire.estimados)
    if (!estimateOfDoc.has(e.documento.id)) estimateOfDoc.set(e.documento.id, e);
  const adjustmentsOfEstimate = new Map<number, { suma: number; resta: number }>();
  for (const t of wire.tareas) {
    const sum = adjustmentsOfEstimate.get(t.cobro.id) ?? { suma: 0, resta: 0 };
    sum.suma += wireCents(t.cobro.suma);
    sum.resta += wireCents(t.cobro.restar);
    adjustmentsOfEstimate.set(t.cobro.id, sum);
  }
  const cobrosOfDoc = new Map<number, WireCobro[]>();
  for (const c of wire.cobros) {
    if (!c.documento) continue;
    const list = cobrosOfDoc.get(c.documento.id) ?? [];
    list.push(c);
    cobrosOfDoc.set(c.documento.id, list);
  }
  return wire.clientes.map((cliente) => {
    const docs = wire.documentos.filter((d) => clientOfDocument(d) === cliente.id);
    const documents: DocumentFigures[] = docs.map((d) => {
      const e = estimateOfDoc.get(d.id);
      const baseHome = e ? wireCents(e.bill) + wireCents(e.notas) + wireCents(e.subir_notas) : 0;
      const baseFull = e ? baseHome + wireCents(e.open) + wireCents(e.spr) : 0;
      const adj = e ? (adjustmentsOfEstimate.get(e.id) ?? { suma: 0, resta: 0 }) : { suma: 0, resta: 0 };
      const cobros = cobrosOfDoc.get(d.id) ?? [];
      // Each cobro is one line of the document's actual total, rounded once.
      const actual = cobros.reduce((sum, c) => sum + unitsAsDollars(cobroUnits(c)), 0);
      const units = cobros.reduce((sum, c) => sum + cobroUnits(c), 0);
      const estimated = baseFull + adj.suma - adj.resta;
      return {
        id: d.id,
        nombre: d.nombre_archivo,
        clienteId: cliente.id,
        hasEstimate: !!e,
        baseHome,
        baseFull,
        suma: adj.suma,
        resta: adj.resta,
        estimated,
        actual,
        units,
        paidShare: 0,
        discrepancy: Math.abs(actual - estimated) > 1,
      };
    });
    const paid = wire.montos
      .filter((m) => m.cliente === cliente.id)
      .reduce((s, m) => s + wireCents(m.monto), 0);
    const shares = spreadPaid(
      paid,
      documents.map((d) => d.estimated),
    );
    documents.forEach((d, i) => (d.paidShare = shares[i]));
    const estimated = documents.reduce((s, d) => s + d.estimated, 0);
    const balance = estimated - paid;
    const history = wire.historial.filter((h) => h.cliente_id === cliente.id);
    return {
      id: cliente.id,
      nombre: cliente.nombre,
      documents,
      estimated,
      paid,
      balance,
      status: balance > 0 ? 'Pendiente' : 'Pagado',
      actual: documents.reduce((s, d) => s + d.actual, 0),
      units: documents.reduce((s, d) => s + d.units, 0),
      adjustments: documents.reduce((s, d) => s + d.suma - d.resta, 0),
      discrepancies: documents.filter((d) => d.discrepancy).length,
      historyPaid: history.reduce((s, h) => s + wireCents(h.monto), 0),
      payments: history.length,
    };
  });
}

export function documentStatus(d: DocumentFigures): 'Pendiente' | 'Pagado' {
  return d.estimated - d.paidShare > 0 ? 'Pendiente' : 'Pagado';
}

/** Pagos de Clientes' badges and footer: sums of the client rows. */
export function clientTotals(clients: readonly ClientFigures[]) {
  const sum = (f: (c: ClientFigures) => number) => clients.reduce((s, c) => s + f(c), 0);
  return {
    count: clients.length,
    estimated: sum((c) => c.estimated),
    paid: sum((c) => c.paid),
    balance: sum((c) => c.balance),
    owed: sum((c) => Math.max(0, c.balance)),
    funds: sum((c) => Math.max(0, -c.balance)),
    actual: sum((c) => c.actual),
    units: clients.reduce((s, c) => s + c.units, 0),
    adjustments: sum((c) => c.adjustments),
    discrepancies: sum((c) => c.discrepancies),
  };
}

/** SuperAdmin Home (section 9): Total Cobrar, Total Cobrado, Total Pagado, Pendiente por Cobrar. */
export function superAdminHome(wire: Wire) {
  const clients = clientFigures(wire);
  let totalCobrar = 0;
  for (const c of clients) for (const d of c.documents) totalCobrar += d.baseHome + d.suma - d.resta;
  const totalCobrado = wire.montos.reduce((s, m) => s + wireCents(m.monto), 0);
  const totals = clientTotals(clients);
  return {
    totalCobrar,
    totalCobrado,
    totalPagado: totalPagado(wire),
    pendiente: Math.max(0, totalCobrar - totalCobrado),
    owed: totals.owed,
    funds: totals.funds,
  };
}

/**
 * The SuperAdmin chart's table for `year`: per month, 'Cobrado' (the payment history by the
 * date the money came in) and 'Estimado' (each document's estimate by the SuperAdmin rule, with
 * its adjustments, in the month the document was created). Months are read from the date's
 * digits, so no time zone moves a figure across months.
 */
export function moneyByMonth(wire: Wire, year: number): { cobrado: number; estimado: number }[] {
  const months = MESES.map(() => ({ cobrado: 0, estimado: 0 }));
  const monthOf = (date: string | undefined) => {
    const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
    return match && Number(match[1]) === year ? Number(match[2]) - 1 : null;
  };
  for (const h of wire.historial) {
    const m = monthOf(h.fecha);
    if (m !== null) months[m].cobrado += wireCents(h.monto);
  }
  const created = new Map(wire.documentos.map((d) => [d.id, d.fecha_creacion]));
  for (const c of clientFigures(wire))
    for (const d of c.documents) {
      const m = monthOf(created.get(d.id));
      if (m !== null && d.hasEstimate) months[m].estimado += d.baseHome + d.suma - d.resta;
    }
  return months;
}
