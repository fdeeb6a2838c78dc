/**
 * Finance at scale: the previous client's nested scans, written from their
 * description, against our joins in src/domain, on the same large-seed lists.
 *
 * The baseline: for each client it filters the whole document list; for each document, the whole
 * cobro list and the whole estimate list; for each estimate, the whole task list. Per item it
 * computes with the same domain rules as ours (cobroUnits, estimateTotalCents, lineCents), so the
 * two differ only in how they join, and the bench checks that they agree before timing them.
 *
 * Alone: `node node_modules/tsx/dist/cli.mjs bench/finance-baseline.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { clienteListSchema } from '../src/contract/cliente';
import { cobroListSchema } from '../src/contract/cobro';
import { documentoListSchema } from '../src/contract/documento';
import { cobroEstimadoListSchema, montoExtraListSchema, tareaListSchema } from '../src/contract/finanzas';
import { lineCents, sumCents, toCents, type Cents } from '../src/domain/cents';
import { clientPaymentRows } from '../src/domain/client-payments';
import { comparativaRows, type ComparativaInput } from '../src/domain/comparativa';
import { estimateTotalCents } from '../src/domain/finance';
import { cobroUnits } from '../src/domain/units';
import { buildApp } from '../server/app';
import { signToken } from '../server/auth/token';
import { migrate } from '../server/db/migrations';
import { openDatabase } from '../server/db/open-database';
import { seedLarge } from '../server/db/seed-large';
import { findUserById } from '../server/db/usuario-queries';

const ADMIN_ID = 2;
const RUNS = 3;
export const GOAL_RATIO = 10;

/** Per client, the figures both ways must agree on. */
type ClientFigures = { id: number; estimatedCents: Cents; actualCents: Cents; paidCents: Cents };

/** The previous client's algorithm: one scan of a whole list per row of another. */
export function baselineFigures(input: ComparativaInput): ClientFigures[] {
  return input.clientes.map((cliente) => {
    const documentos = input.documentos.filter((documento) => documento.cliente?.id === cliente.id);
    const perDocument = documentos.map((documento) => {
      const cobros = input.cobros.filter((cobro) => cobro.documento?.id === documento.id);
      // The backend writes one estimate per document; the first is the one that counts.
      const estimado = input.estimados.filter((item) => item.documento.id === documento.id)[0];
      const tareas = estimado ? input.tareas.filter((tarea) => tarea.cobro === estimado.id) : [];
      return {
        estimatedCents: estimado ? estimateTotalCents(estimado, tareas) : 0,
        actualCents: sumCents(cobros.map((cobro) => lineCents(cobroUnits(cobro), 100))),
      };
    });
    const paid = input.montos.filter((monto) => monto.cliente === cliente.id);
    return {
      id: cliente.id,
      estimatedCents: sumCents(perDocument.map((document) => document.estimatedCents)),
      actualCents: sumCents(perDocument.map((document) => document.actualCents)),
      paidCents: sumCents(paid.map((monto) => toCents(monto.monto))),
    };
  });
}

/** Ours: the two finance screens' joins through id maps (src/domain/finance-joins.ts). */
export function ourFigures(input: ComparativaInput): ClientFigures[] {
  // 'Pagos de Clientes' joins the same lists without the cobros; both screens are timed.
  clientPaymentRows(input);
  return comparativaRows(input).map((row) => ({
    id: row.id,
    estimatedCents: row.estimatedCents,
    actualCents: row.actualCents,
    paidCents: row.paidCents,
  }));
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function timed(run: () => unknown): number[] {
  const runs: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    run();
    runs.push(performance.now() - started);
  }
  return runs;
}

export type FinanceBench = {
  sizes: Record<string, number>;
  baselineMs: number[];
  oursMs: number[];
  ratio: number;
};

/** The lists as the app reads them: the wire answers of the large seed, through the contract. */
async function largeSeedInput(): Promise<ComparativaInput> {
  const dir = mkdtempSync(join(tmpdir(), 'cobros-finanzas-'));
  const db = openDatabase(join(dir, 'cobros.sqlite'));
  try {
    migrate(db);
    seedLarge(db, { now: new Date() });
    const app = await buildApp({ db, jwtSecret: 'bench-finanzas' });
    try {
      const admin = findUserById(db, ADMIN_ID);
      if (!admin) throw new Error('Falta el usuario admin en la semilla');
      const authorization = `Bearer ${await signToken(admin, app.deps.token)}`;
      const read = async <S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> =>
        schema.parse((await app.inject({ method: 'GET', url, headers: { authorization } })).json());
      return {
        clientes: await read('/api/list_client/', clienteListSchema),
        documentos: await read('/api/listar_documentacion/', documentoListSchema),
        estimados: await read('/api/listar_cobros_estimados/', cobroEstimadoListSchema),
        tareas: await read('/api/listar_tarea/', tareaListSchema),
        montos: await read('/api/listar_monto_extra/', montoExtraListSchema),
        cobros: await read('/api/listar_cobro/', cobroListSchema),
      };
    } finally {
      await app.close();
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runFinanceBench(): Promise<FinanceBench> {
  const input = await largeSeedInput();
  const expected = baselineFigures(input);
  const ours = ourFigures(input);
  const differing = ours.filter((row, index) => JSON.stringify(row) !== JSON.stringify(expected[index]));
  if (differing.length > 0) {
    throw new Error(`Las cifras no coinciden con la línea base en ${differing.length} clientes`);
  }
  const baselineMs = timed(() => baselineFigures(input));
  const oursMs = timed(() => ourFigures(input));
  return {
    sizes: Object.fromEntries(Object.entries(input).map(([name, list]) => [name, list.length])),
    baselineMs,
    oursMs,
    ratio: median(baselineMs) / median(oursMs),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runFinanceBench();
  console.log(result);
}
