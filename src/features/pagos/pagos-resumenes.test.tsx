import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, offerCapacidades, server } from '../../test/msw-server';
import { servePeriodBackend } from '../../test/period-cobros';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, JORGE, LUCIA, PEDRO_20, PEDRO_21, registro, ROSA, USUARIOS } from './test-pagos';

/** How a screen asks the period's cobros: in columns, from a backend offering `resumenes`. */
const PERIOD_ASKED = 'anio=2026&mes=mayo&formato=columnas';

/**
 * 'Lista Pagos' and 'Pagos del Trabajador' where the backend offers the payroll (`cierre_mes`)
 * and the period-narrowed lists (`resumenes`): only the period is read, and every figure is the
 * one the full list gives.
 */

const WITH_EXTENSIONS = ['periodos', 'resumenes', 'cierre_mes'] as const;

// May 2026: Jorge with a bonus and a discount past a cobro's pay (the floor at 0), two namesakes
// and Lucía supervised by Rosa; May 2025 and April 2026 must not count.
const COBROS = () => [
  cobro({ id: 1, anio: 2026, usuario_registra: JORGE, unidades: 100, tipo_tarea: 3, bonificado: 5 }),
  cobro({ id: 2, anio: 2026, usuario_registra: JORGE, unidades: 3, tipo_tarea: 3, sancionado: 7.25 }),
  cobro({
    id: 3,
    anio: 2026,
    usuario_registra: PEDRO_20,
    usuario_supervisor: ROSA,
    contenido_open: [registro(1, 'A', 50)],
  }),
  cobro({
    id: 4,
    anio: 2026,
    usuario_registra: PEDRO_21,
    usuario_supervisor: ROSA,
    contenido_spr: [registro(2, 'B', 25)],
  }),
  cobro({ id: 5, anio: 2026, usuario_registra: LUCIA, usuario_supervisor: ROSA, unidades: 7, tipo_tarea: 3 }),
  cobro({ id: 6, anio: 2025, usuario_registra: JORGE, unidades: 1000, tipo_tarea: 3 }),
  cobro({ id: 7, anio: 2026, mes: 'abril', usuario_registra: LUCIA, unidades: 500, tipo_tarea: 3 }),
];

const PAGOS = '/gestPago/listarPagosCobros?mes=mayo&anio=2026';
const DETALLE = `/gestPago/listarPagosCobrosDetallados/${JORGE.id}?mes=mayo&anio=2026`;

let session = 0;

/** A new session per render, so each one asks the discovery again (a token per sign-in). */
function open(
  path: string,
  /** null: the discovery answers 404 (msw's default), as the spec's backend. */
  capacidades: readonly string[] | null,
  options?: { ignoresPeriod?: boolean; supervisados?: boolean },
) {
  const backend = servePeriodBackend(COBROS, USUARIOS, options);
  if (capacidades) offerCapacidades(...capacidades);
  session += 1;
  signIn('Admin', { jti: `sesion-${session}` });
  return { backend, user: userEvent.setup(), ...renderApp(path) };
}

const tableTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

/** The table once its rows are in (the empty text is one row). */
async function loadedTable(name: string, rows: number) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() =>
    expect(within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row')).toHaveLength(rows),
  );
  return table;
}

/** The worker's pay breakdown, line by line. */
async function breakdownTexts() {
  const group = await screen.findByRole('group', { name: `Cálculo del pago de ${JORGE.nombre}` });
  return group.textContent;
}

describe('Pay screens of one period', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('./pagos-list-page'), import('./pago-detalle-page')]), 20_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('Lista Pagos shows the payroll of the period, every figure as the full list gives it, and reads no cobro', async () => {
    const full = open(PAGOS, ['periodos']);
    const expected = tableTexts(await loadedTable('Pagos de Mayo de 2026', 5));
    expect(full.backend).toEqual({ listed: [''], payrolls: [] });
    full.unmount();

    const narrowed = open(PAGOS, WITH_EXTENSIONS);
    const table = await loadedTable('Pagos de Mayo de 2026', 5);
    await waitFor(() => expect(tableTexts(table)).toEqual(expected));
    // The payroll names each row's supervised workers: no cobro is read at all.
    expect(narrowed.backend).toEqual({ listed: [], payrolls: ['anio=2026&mes=mayo'] });
    // Jorge: 100 u × 0.40 + 5.00, and 3 u whose 7.25 discount stops their pay at 0.
    expect(expected).toContain('Jorge RamírezUsuario—103$45.00Ver detalle');
    expect(expected.find((row) => row?.startsWith('Rosa'))).toContain(
      'Lucía Herrera, Pedro Gómez, Pedro Gómez',
    );
  });

  it('Lista Pagos from a payroll without the supervised workers (an older server) reads them from the period’s cobros', async () => {
    const full = open(PAGOS, ['periodos']);
    const expected = tableTexts(await loadedTable('Pagos de Mayo de 2026', 5));
    full.unmount();

    const older = open(PAGOS, WITH_EXTENSIONS, { supervisados: false });
    const table = await loadedTable('Pagos de Mayo de 2026', 5);
    await waitFor(() => expect(tableTexts(table)).toEqual(expected));
    expect(older.backend).toEqual({ listed: [PERIOD_ASKED], payrolls: ['anio=2026&mes=mayo'] });
  });

  it('the figures are the payroll’s: a worker it pays otherwise shows what the server says', async () => {
    const { backend } = open(PAGOS, WITH_EXTENSIONS);
    server.use(
      http.get(api('ext/liquidacion/'), () =>
        HttpResponse.json({
          anio: 2026,
          mes: 'mayo',
          filas: [
            {
              usuario: { id: JORGE.id, nombre: JORGE.nombre, rol: 'user_User' },
              unidades_propias: 103,
              unidades_supervisadas: 0,
              devengado: 41.2,
              bonificaciones: 5,
              descuentos: 7.25,
              neto: 46.21,
              cobros: 2,
              estado: 'cerrado',
              cierre: null,
            },
          ],
          totales: { devengado: 41.2, bonificaciones: 5, descuentos: 7.25, neto: 46.21 },
        }),
      ),
    );
    const table = await loadedTable('Pagos de Mayo de 2026', 1);
    expect(tableTexts(table)).toContain('Jorge RamírezUsuario—103$46.21Ver detalle');
    expect(tableTexts(table).at(-1)).toBe('Total103$46.21');
    expect(backend.listed).toEqual([PERIOD_ASKED]);
  });

  it('without the extensions: the same requests as against the spec’s backend', async () => {
    for (const capacidades of [null, []]) {
      const { backend, unmount } = open('/gestPago/listarPagosCobros?mes=mayo', capacidades);
      await loadedTable('Pagos de Mayo', 5);
      expect(backend).toEqual({ listed: [''], payrolls: [] });
      unmount();
    }
  });

  it('with narrowed lists but no payroll: the period’s cobros, paid by the domain as the full list is', async () => {
    const full = open(PAGOS, ['periodos']);
    const expected = tableTexts(await loadedTable('Pagos de Mayo de 2026', 5));
    full.unmount();
    const { backend } = open(PAGOS, ['periodos', 'resumenes']);
    const table = await loadedTable('Pagos de Mayo de 2026', 5);
    await waitFor(() => expect(tableTexts(table)).toEqual(expected));
    expect(backend).toEqual({ listed: [PERIOD_ASKED], payrolls: [] });
  });

  it('Pagos del Trabajador reads only its month, and narrows an answer that ignores the period', async () => {
    const full = open(DETALLE, ['periodos']);
    const expectedRows = tableTexts(await loadedTable(`Cobros de ${JORGE.nombre}`, 2));
    const expectedPay = await breakdownTexts();
    full.unmount();

    for (const ignoresPeriod of [false, true]) {
      const view = open(DETALLE, WITH_EXTENSIONS, { ignoresPeriod });
      const table = await loadedTable(`Cobros de ${JORGE.nombre}`, 2);
      await waitFor(() => expect(tableTexts(table)).toEqual(expectedRows));
      expect(await breakdownTexts()).toBe(expectedPay);
      expect(view.backend.listed).toEqual([PERIOD_ASKED]);
      view.unmount();
    }
  });

  it('Pagos del Trabajador without a month reads every cobro', async () => {
    const { backend } = open(`/gestPago/listarPagosCobrosDetallados/${JORGE.id}`, WITH_EXTENSIONS);
    await loadedTable(`Cobros de ${JORGE.nombre}`, 3);
    expect(backend.listed).toEqual(['']);
  });

  it('a bonus reloads the period read, and Lista Pagos shows the new pay', async () => {
    const list = COBROS();
    const backend = servePeriodBackend(() => list, USUARIOS);
    server.use(
      http.put(api('sancionar_acreditar/:id/'), () => {
        list[0] = { ...list[0], bonificado: 15 };
        return HttpResponse.json(list[0]);
      }),
    );
    offerCapacidades(...WITH_EXTENSIONS);
    signIn('Admin', { jti: 'bono' });
    const user = userEvent.setup();
    renderApp(PAGOS);
    await loadedTable('Pagos de Mayo de 2026', 5);
    await user.click(screen.getByRole('link', { name: `Ver detalle de ${JORGE.nombre}` }));
    await user.click(await screen.findByRole('button', { name: 'Bonus del cobro 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Monto (S/.)'));
    await user.type(within(dialog).getByLabelText('Monto (S/.)'), '15');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Puntual');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Bonificación' }));
    await waitFor(() => expect(backend.listed).toEqual([PERIOD_ASKED, PERIOD_ASKED]));

    await user.click(screen.getByRole('link', { name: 'Volver' }));
    const table = await loadedTable('Pagos de Mayo de 2026', 5);
    await waitFor(() => expect(tableTexts(table)).toContain('Jorge RamírezUsuario—103$55.00Ver detalle'));
    expect(backend.payrolls).toEqual(['anio=2026&mes=mayo', 'anio=2026&mes=mayo']);
    expect(backend.listed).not.toContain('');
  });
});
