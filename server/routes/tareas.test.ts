import { cobroEstimadoListSchema, tareaListSchema, tareaSchema } from '../../src/contract/finanzas';
import {
  bearer,
  countRows,
  createTestApp,
  requestChecks,
  TEST_NOW,
  tokenFor,
  USER_IDS,
  type TestApp,
} from '../test-support';

type Method = 'GET' | 'POST';
type Call = { method: Method; url: string; payload?: unknown };

const ADMINS = ['SuperAdmin', 'Admin'] as const;
const NOT_FOUND = { detail: 'No encontrado.' };
const SUMAR_O_RESTAR = {
  non_field_errors: ['Indique unidades mayores que 0 en sumar o en restar (solo en uno de los dos)'],
};

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

async function send(call: Call, userId: number | null = USER_IDS.admin) {
  const headers = userId === null ? {} : bearer(await tokenFor(ctx.app, userId));
  return ctx.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

/** Whole rows, so that any write is caught, not only an insert. */
function contents() {
  return {
    tareas: ctx.db.prepare('SELECT * FROM tareas ORDER BY id').all(),
    cobros_estimados: ctx.db.prepare('SELECT * FROM cobros_estimados ORDER BY id').all(),
  };
}

const { expectRejected, expectAccess } = requestChecks(send, contents);

const crear = (payload: unknown): Call => ({ method: 'POST', url: '/api/crear_tarea/', payload });
const firstEstimado = () => ctx.db.prepare('SELECT MIN(id) FROM cobros_estimados').pluck().get() as number;

describe('GET /api/listar_cobros_estimados/', () => {
  const listar: Call = { method: 'GET', url: '/api/listar_cobros_estimados/' };

  it('lists every estimate with its document {id, nombre} and the amounts as numbers', async () => {
    const response = await send(listar);
    expect(response.statusCode).toBe(200);
    const rows = ctx.db
      .prepare(
        'SELECT e.*, d.nombre_archivo FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id ORDER BY e.id',
      )
      .all() as Record<string, number | string>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(response.json()).toEqual(
      rows.map((row) => ({
        id: row.id,
        documento: { id: row.documento_id, nombre: row.nombre_archivo },
        bill: Number(row.bill_cents) / 100,
        notas: Number(row.notas_cents) / 100,
        subir_notas: Number(row.subir_notas_cents) / 100,
        open: Number(row.open_cents) / 100,
        spr: Number(row.spr_cents) / 100,
      })),
    );
    expect(cobroEstimadoListSchema.parse(response.json())).toHaveLength(rows.length);
  });

  it('answers cents as decimals, exactly', async () => {
    const id = firstEstimado();
    ctx.db.prepare('UPDATE cobros_estimados SET bill_cents = 1005, open_cents = 1 WHERE id = ?').run(id);
    const item = ((await send(listar)).json() as { id: number; bill: number; open: number }[]).find(
      (estimado) => estimado.id === id,
    );
    expect(item).toMatchObject({ bill: 10.05, open: 0.01 });
  });

  it('shows a document renamed at once (the answer is kept across writes to other tables only)', async () => {
    const id = firstEstimado();
    const nameOf = async () =>
      ((await send(listar)).json() as { id: number; documento: { nombre: string } }[]).find(
        (estimado) => estimado.id === id,
      )?.documento.nombre;
    const before = await nameOf();
    await send(crear({ cobro: id, tarea: 4, sumar: 1, restar: 0 }));
    expect(await nameOf()).toBe(before);
    ctx.db
      .prepare(
        "UPDATE documentos SET nombre_archivo = 'renombrado.xlsx' WHERE id = (SELECT documento_id FROM cobros_estimados WHERE id = ?)",
      )
      .run(id);
    expect(await nameOf()).toBe('renombrado.xlsx');
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(() => listar, ADMINS, 200);
  });
});

describe('GET /api/listar_tarea/', () => {
  const listar: Call = { method: 'GET', url: '/api/listar_tarea/' };

  it('nests the amounts under cobro, whose id is the cobro estimado (backend-notes "Tasks")', async () => {
    const response = await send(listar, USER_IDS.superadmin);
    expect(response.statusCode).toBe(200);
    const rows = ctx.db.prepare('SELECT * FROM tareas ORDER BY id').all() as Record<string, number>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(response.json()).toEqual(
      rows.map((row) => ({
        id: row.id,
        tipo_tarea: row.tarea,
        cobro: { id: row.cobro_estimado_id, tarea: row.tarea, suma: row.suma, restar: row.restar },
      })),
    );
    expect(tareaListSchema.parse(response.json())).toHaveLength(rows.length);
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(() => listar, ADMINS, 200);
  });
});

describe('POST /api/crear_tarea/', () => {
  it('adds units from the comparison modal and answers 201 with the tarea in the list shape', async () => {
    const cobro = firstEstimado();
    const before = countRows(ctx.db, 'tareas');
    const response = await send(crear({ cobro, tarea: 3, sumar: 7, restar: 0 }));
    expect(response.statusCode).toBe(201);
    const created = response.json() as { id: number };
    expect(created).toEqual({
      id: created.id,
      tipo_tarea: 3,
      cobro: { id: cobro, tarea: 3, suma: 7, restar: 0 },
    });
    expect(tareaSchema.parse(created)).toEqual({ id: created.id, cobro, tarea: 3, suma: 7, restar: 0 });
    expect(countRows(ctx.db, 'tareas')).toBe(before + 1);
    expect(ctx.db.prepare('SELECT fecha FROM tareas WHERE id = ?').pluck().get(created.id)).toBe(
      TEST_NOW.toISOString(),
    );
    const listed = (await send({ method: 'GET', url: '/api/listar_tarea/' })).json() as { id: number }[];
    expect(listed.at(-1)).toEqual(created);
  });

  it('subtracts, takes numeric strings and an omitted zero side, and the assign screen\u2019s Open units', async () => {
    const cobro = String(firstEstimado());
    const resta = await send(crear({ cobro, tarea: '1', restar: '4' }), USER_IDS.superadmin);
    expect(resta.statusCode).toBe(201);
    expect(resta.json().cobro).toMatchObject({ suma: 0, restar: 4 });
    const open = await send(crear({ cobro: Number(cobro), tarea: 4, sumar: 50, restar: 0 }));
    expect(open.statusCode).toBe(201);
    expect(open.json().cobro).toMatchObject({ tarea: 4, suma: 50, restar: 0 });
    const fraction = await send(crear({ cobro: Number(cobro), tarea: 5, sumar: 2.5 }));
    expect(fraction.json().cobro).toMatchObject({ suma: 2.5 });
  });

  it.each([
    ['both zero', { tarea: 3, sumar: 0, restar: 0 }, SUMAR_O_RESTAR],
    ['neither side', { tarea: 3 }, SUMAR_O_RESTAR],
    ['both sides', { tarea: 3, sumar: 1, restar: 1 }, SUMAR_O_RESTAR],
    [
      'negative units',
      { tarea: 3, sumar: -1, restar: 0 },
      { sumar: ['Las unidades deben ser un número mayor o igual a 0'] },
    ],
    [
      'non-numeric units',
      { tarea: 3, sumar: 'cinco', restar: 0 },
      { sumar: ['Las unidades deben ser un número mayor o igual a 0'] },
    ],
    [
      'too many units',
      { tarea: 3, sumar: 1_000_001, restar: 0 },
      { sumar: ['Las unidades no pueden ser mayores que 1000000'] },
    ],
    ['task type 0', { tarea: 0, sumar: 1 }, { tarea: ['El tipo de tarea debe ser un número del 1 al 5'] }],
    ['task type 6', { tarea: 6, sumar: 1 }, { tarea: ['El tipo de tarea debe ser un número del 1 al 5'] }],
    ['task type missing', { sumar: 1 }, { tarea: ['El tipo de tarea debe ser un número del 1 al 5'] }],
  ])('refuses %s with 400 and writes nothing', async (_case, change, body) => {
    await expectRejected(crear({ cobro: firstEstimado(), ...change }), 400, body);
  });

  it.each([
    ['an unknown cobro estimado', 999_999, { cobro: ['No se encontró el cobro estimado'] }],
    ['a missing cobro', undefined, { cobro: ['El cobro estimado es requerido'] }],
    ['a cobro that is not an id', 'x', { cobro: ['El cobro estimado es requerido'] }],
  ])('refuses %s with 400 and writes nothing', async (_case, cobro, body) => {
    await expectRejected(crear({ cobro, tarea: 3, sumar: 1, restar: 0 }), 400, body);
  });

  it('refuses a body that is not an object', async () => {
    await expectRejected(crear([1, 2]), 400, {
      non_field_errors: ['Entrada inválida: se esperaba objeto, recibido arreglo'],
    });
  });

  it('allows SuperAdmin and Admin only, and a refused caller writes nothing', async () => {
    await expectAccess(() => crear({ cobro: firstEstimado(), tarea: 2, sumar: 1, restar: 0 }), ADMINS, 201);
  });
});

describe('POST /api/crear_tarea/ with restar: the estimate never goes below zero', () => {
  /** The document's estimated total in units, as the Comparativa computes it: its estimate plus its adjustments. */
  const estimatedCents = (estimado: number) =>
    ctx.db
      .prepare(
        `SELECT e.bill_cents + e.notas_cents + e.subir_notas_cents + e.open_cents + e.spr_cents
           + ROUND(100 * COALESCE((SELECT SUM(suma) - SUM(restar) FROM tareas WHERE cobro_estimado_id = e.id), 0))
         FROM cobros_estimados e WHERE e.id = ?`,
      )
      .pluck()
      .get(estimado) as number;

  it('takes exactly the whole estimate, then refuses one cent more, naming the most that can be subtracted', async () => {
    const cobro = ctx.db.prepare('SELECT MAX(id) FROM cobros_estimados').pluck().get() as number;
    // A fractional adjustment first, so the most allowed is not a whole number of units.
    expect((await send(crear({ cobro, tarea: 5, sumar: 2.5 }))).statusCode).toBe(201);
    const total = estimatedCents(cobro);
    expect(total).toBeGreaterThan(100);
    const most = (total - 100) / 100;
    await expectRejected(crear({ cobro, tarea: 3, restar: total / 100 + 0.01 }), 400, {
      restar: [
        `No se puede restar tanto: el total estimado del documento quedaría por debajo de 0. Como máximo se pueden restar ${(total / 100).toFixed(2)} unidades.`,
      ],
    });
    expect((await send(crear({ cobro, tarea: 3, restar: most }))).statusCode).toBe(201);
    expect(estimatedCents(cobro)).toBe(100);
    await expectRejected(crear({ cobro, tarea: 3, restar: 2 }), 400, {
      restar: [
        'No se puede restar tanto: el total estimado del documento quedaría por debajo de 0. Como máximo se pueden restar 1 unidades.',
      ],
    });
    expect((await send(crear({ cobro, tarea: 3, restar: 1 }))).statusCode).toBe(201);
    expect(estimatedCents(cobro)).toBe(0);
    await expectRejected(crear({ cobro, tarea: 3, restar: 0.01 }), 400, {
      restar: [
        'No se puede restar tanto: el total estimado del documento quedaría por debajo de 0. Como máximo se pueden restar 0 unidades.',
      ],
    });
    // Adding stays possible at zero.
    expect((await send(crear({ cobro, tarea: 3, sumar: 1 }))).statusCode).toBe(201);
  });
});

describe('paths', () => {
  it.each([
    ['GET', '/api/listar_cobros_estimados/'],
    ['GET', '/api/listar_tarea/'],
  ] as const)('%s %s answers at the spec\u2019s spelling, with the trailing slash', async (method, url) => {
    expect((await send({ method, url })).statusCode).toBe(200);
  });

  it('answers 404 in DRF\u2019s shape for a path under no route', async () => {
    await expectRejected({ method: 'POST', url: '/api/crear_tareas/', payload: {} }, 404, NOT_FOUND);
  });
});
