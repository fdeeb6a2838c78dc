import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { CobroWire } from '../../contract/cobro';
import { api, server } from '../../test/msw-server';
import { PAY_AMOUNT, PAY_COBROS } from '../../test/pay-fixtures';
import { renderApp, signIn } from '../../test/render-app';

const OWN_COBROS = 'listar_cobro_usuario_en_sesion/';
const LOAD_ERROR = 'No se pudieron cargar los datos. Por favor, intente nuevamente más tarde.';

/** Two clients share a name; numbers arrive as strings as Django sends them. */
const COBROS: CobroWire[] = [
  {
    id: 1,
    cliente: { id: 1, nombre: 'Instituto Renacer', agencias: [] },
    documento: { id: 10, nombre_documento: 'renacer_mayo.xlsx' },
    mes: 'mayo',
    tipo_tarea: 1,
    unidades: '99.00',
    contenido: [
      { id: 1, nombre_completo: 'Ana Torres', unidades: 5 },
      { id: 2, nombre_completo: 'Luis Ramos', unidades: '7.00' },
    ],
  },
  {
    id: 2,
    cliente: { id: 2, nombre: 'Instituto Renacer', agencias: [] },
    documento: { id: 11, nombre_documento: 'renacer_sur_bill.xlsx' },
    mes: 'mayo',
    tipo_tarea: 3,
    unidades: 30,
  },
  {
    id: 3,
    cliente: { id: 1, nombre: 'Instituto Renacer', agencias: [] },
    documento: { id: 10, nombre_documento: 'renacer_mayo.xlsx' },
    mes: 'abril',
    tipo_tarea: 4,
    unidades: 0,
    contenido_open: [{ id: 3, nombre_completo: 'Rosa Díaz', unidades: 50 }],
  },
  {
    id: 4,
    cliente: { id: 3, nombre: 'Centro Sol', agencias: [] },
    documento: { id: 12, nombre_documento: 'sol_bill.xlsx' },
    mes: 'marzo',
    tipo_tarea: 3,
    unidades: 1234,
  },
  {
    id: 5,
    cliente: { id: 3, nombre: 'Centro Sol', agencias: [] },
    documento: { id: 12, nombre_documento: 'sol_bill.xlsx' },
    mes: 'enero',
    tipo_tarea: 2,
    unidades: '8.00',
  },
];

const UNITS_BY_MONTH = [
  ['Enero', '8'],
  ['Febrero', '0'],
  ['Marzo', '1,234'],
  ['Abril', '50'],
  ['Mayo', '42'],
  ['Junio', '0'],
  ['Julio', '0'],
  ['Agosto', '0'],
  ['Septiembre', '0'],
  ['Octubre', '0'],
  ['Noviembre', '0'],
  ['Diciembre', '0'],
] as const;

/** listar_cobro/ is read by supervisors only, for the cobros they supervise. */
function answerWith(cobros: CobroWire[], listed: CobroWire[] = []) {
  server.use(
    http.get(api(OWN_COBROS), () => HttpResponse.json(cobros)),
    http.get(api('listar_cobro/'), () => HttpResponse.json(listed)),
  );
}

const card = (name: string) => screen.getByRole('region', { name });
/** Each line of a breakdown list: its label (dt), then its amount and formula (dd). */
const breakdown = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('term')
    .map((term) => {
      const values: string[] = [];
      for (let next = term.nextElementSibling; next && next.tagName === 'DD'; next = next.nextElementSibling)
        values.push(next.textContent ?? '');
      return [term.textContent, ...values];
    });

async function openHome(role: string) {
  signIn(role);
  renderApp('/home');
  return screen.findByRole('region', { name: 'Total de Unidades' });
}

describe('Home of every role but SuperAdmin', () => {
  // The first lazy load of the page, its dashboard and its chart pays for their transform; not a
  // test's 1 s wait.
  beforeAll(async () => {
    await Promise.all([
      import('./home-page'),
      import('./components/own-cobros-dashboard'),
      import('./components/units-chart'),
    ]);
  });
  beforeEach(() => {
    // 15 May: 'mayo' is the current month whatever day the tests run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner while the cobros load', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(api(OWN_COBROS), async ({ request }) => {
        authorization = request.headers.get('Authorization');
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    signIn('user_User');
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Buenos días, Ana Pérez' })).toBeInTheDocument();
    await waitFor(() => expect(authorization).toMatch(/^Bearer ey/));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByRole('region', { name: 'Total de Unidades' })).not.toBeInTheDocument();
  });

  it('a failure shows the spec message, and Reintentar loads the figures', async () => {
    let calls = 0;
    server.use(
      http.get(api(OWN_COBROS), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'No autorizado.' }, { status: 403 })
          : HttpResponse.json(COBROS);
      }),
    );
    signIn('user_User');
    const user = userEvent.setup();
    renderApp('/home');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_ERROR);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Total de Unidades' })).toHaveTextContent('1,334');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('without cobros: the cards at 0 and a friendly line, no month summary or chart', async () => {
    answerWith([]);
    await openHome('user_User');
    expect(card('Total de Unidades')).toHaveTextContent(/0$/);
    expect(card('Total a Cobrar')).toHaveTextContent(/\$0\.00$/);
    expect(card('Clientes')).toHaveTextContent(/0$/);
    expect(card('Documentos')).toHaveTextContent(/0$/);
    expect(screen.getByText('Aún no tiene cobros registrados.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resumen de Mayo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unidades por mes' })).not.toBeInTheDocument();
  });

  it.each([
    // 12 + 30 + 50 + 1234 + 8 = 1334 units; mayo 42 (3.1% of the total).
    ['user_User', '$533.60', '1,334 u × $0.40', '$16.80'],
    ['user_Supervisor', '$533.60', '1,334 u × $0.40', '$16.80'],
    ['Admin', '$533.60', '1,334 u × $0.40', '$16.80'],
    ['user_Supervisado', '$266.80', '1,334 u × $0.20', '$8.40'],
  ])('%s sees its cards and the month summary at its rate', async (role, total, rate, monthValue) => {
    answerWith(COBROS);
    await openHome(role);
    expect(card('Total de Unidades')).toHaveTextContent('1,334');
    expect(card('Total de Unidades')).toHaveTextContent('En 5 cobros');
    expect(within(card('Total a Cobrar')).getByText(total)).toBeInTheDocument();
    // The rate is in the breakdown, per line: no card claims one rate for a figure of several.
    expect(card('Total a Cobrar')).not.toHaveTextContent('por unidad');
    expect(breakdown('Cálculo de todos los meses')).toEqual(
      expect.arrayContaining([
        ['Devengado', total, rate],
        ['A cobrar', total],
      ]),
    );
    // Two clients are both 'Instituto Renacer': counted by id, not name.
    expect(card('Clientes')).toHaveTextContent(/3$/);
    expect(card('Documentos')).toHaveTextContent(/3$/);

    const month = card('Resumen de Mayo');
    expect(within(month).getByText('42')).toBeInTheDocument();
    expect(within(month).getByText(monthValue)).toBeInTheDocument();
    const units = within(month).getByRole('progressbar', { name: 'Unidades de Mayo sobre el total' });
    expect(units).toHaveAttribute('aria-valuenow', '3.1');
    expect(units).toHaveAttribute('aria-valuetext', '3.1% del total');
    const value = within(month).getByRole('progressbar', { name: 'Valor de Mayo sobre el total' });
    expect(value).toHaveAttribute('aria-valuenow', '3.1');
    expect(within(month).getAllByText('3.1% del total')).toHaveLength(2);
  });

  it("a supervisor's Total a Cobrar adds 0.20 of the supervised cobros, as the Cobros 'Total Global' does", async () => {
    const supervised = (id: number, registra: number, unidades: number): CobroWire => ({
      ...COBROS[1],
      id,
      mes: 'mayo',
      unidades,
      usuario_registra: { id: registra, nombre: `Trabajador ${registra}` },
      usuario_supervisor: { id: 7, nombre: 'Ana Pérez' },
    });
    // Its own cobro in listar_cobro/ counts once (as own), and another supervisor's cobro not at all.
    const own = { ...COBROS[1], usuario_registra: { id: 7, nombre: 'Ana Pérez' } };
    const elsewhere = { ...supervised(92, 21, 1000), usuario_supervisor: { id: 55, nombre: 'Otra' } };
    answerWith(COBROS, [own, supervised(90, 20, 50), supervised(91, 21, 25), elsewhere]);
    await openHome('user_Supervisor');
    // 1334 × 0.40 + 75 × 0.20 = 533.60 + 15.00; mayo 42 × 0.40 + 15.00.
    expect(within(card('Total a Cobrar')).getByText('$548.60')).toBeInTheDocument();
    expect(within(card('Resumen de Mayo')).getByText('$31.80')).toBeInTheDocument();
    expect(breakdown('Cálculo de Mayo')).toEqual(
      expect.arrayContaining([['Supervisados', '+$15.00', '75 u × $0.20']]),
    );
    expect(card('Total de Unidades')).toHaveTextContent('1,334');
  });

  it("Total a Cobrar and 'Resumen de {mes}' are what 'Lista Pagos' pays, and show how it is made", async () => {
    answerWith(PAY_COBROS);
    await openHome('user_User');
    expect(within(card('Total a Cobrar')).getByText(`$${PAY_AMOUNT}`)).toBeInTheDocument();
    expect(within(card('Resumen de Mayo')).getByText(`$${PAY_AMOUNT}`)).toBeInTheDocument();
    const lines = [
      ['Devengado', '$64.00', '160 u × $0.40'],
      ['Bonificaciones', '+$10.00'],
      ['Descuentos', '\u2212$53.50'],
      ['Tope en 0 por cobro', '+$46.00', 'Un descuento no deja un cobro por debajo de 0'],
      ['A cobrar', `$${PAY_AMOUNT}`],
    ];
    expect(breakdown('Cálculo de todos los meses')).toEqual(lines);
    expect(breakdown('Cálculo de Mayo')).toEqual(lines);
  });

  it('the chart has 12 bars, enero to diciembre, with each month’s units and mayo highlighted', async () => {
    answerWith(COBROS);
    await openHome('user_User');
    const chart = card('Unidades por mes');
    const table = await within(chart).findByRole('table', { name: 'Unidades por mes' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [within(row).getByRole('rowheader'), within(row).getByRole('cell')].map((cell) => cell.textContent),
      );
    expect(rows).toEqual(
      UNITS_BY_MONTH.map(([month, units]) => [month === 'Mayo' ? 'Mayo (mes actual)' : month, units]),
    );
    // The drawing is hidden from assistive technology (the table stands in), so its tooltips are read directly.
    const tooltips = [...chart.querySelectorAll('svg [data-month] > title')].map(
      (title) => title.textContent,
    );
    expect(tooltips).toEqual(UNITS_BY_MONTH.map(([month, units]) => `${month}: ${units} unidades`));
    const bar = (month: string) => chart.querySelector(`[data-month="${month}"] rect + rect`);
    expect(bar('mayo')).toHaveStyle({ fill: 'var(--bs-primary)' });
    expect(bar('abril')).not.toHaveStyle({ fill: 'var(--bs-primary)' });
  });

  // SuperAdmin's Home is the finance dashboard now (superadmin-home.test.tsx checks it asks for no own cobros).
  it.each([['a user without a role', null]])(
    '%s sees only the greeting and asks for no cobros',
    async (_case, role) => {
      let calls = 0;
      server.use(
        http.get(api(OWN_COBROS), () => {
          calls += 1;
          return HttpResponse.json(COBROS);
        }),
      );
      signIn(role);
      renderApp('/home');
      expect(await screen.findByRole('heading', { name: 'Buenos días, Ana Pérez' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Total de Unidades' })).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(calls).toBe(0);
    },
  );
});
