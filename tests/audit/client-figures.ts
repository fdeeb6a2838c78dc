/**
 * The clients' and documents' figures (spec sections 4 and 9, backend-notes.md "Comparativa"):
 * estimates, adjustments, what was paid and how it spreads, balances and discrepancies.
 */
import { unitsAsDollars, wireCents } from './money';
import type { Wire, WireCobro, WireDocumento, WireEstimado } from './wire';
import { cobroUnits } from './worker-pay';

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
