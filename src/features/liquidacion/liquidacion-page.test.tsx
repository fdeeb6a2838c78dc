import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { CIERRE_MESSAGES } from '../../contract/cierre-mes';
import { formatInstant } from '../../domain/agency-time';
import { AGENCY_TIME_ZONE } from '../../lib/agency-zone';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import {
  ANA,
  cerrada,
  CERRADO_EN,
  makeFila,
  makeLiquidacion,
  onJune15,
  serveLiquidacion,
} from './test-liquidacion';

const PATH = '/gestPago/liquidacion';

const BRUNO = makeFila(12, 'Bruno Díaz', {
  rol: 'user_Supervisor',
  unidades_propias: 10,
  unidades_supervisadas: 25,
  devengado: 0.1,
  neto: 0.1,
  cobros: 2,
});
const CERRADO_TEXT = `Cerrado por Carmen Rodríguez el ${formatInstant(CERRADO_EN, AGENCY_TIME_ZONE)}`;

const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');
const texts = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim());

function open(path = PATH, role = 'Admin') {
  signIn(role);
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

describe('Liquidación del mes', { timeout: 20_000 }, () => {
  beforeAll(() => import('./liquidacion-page'), 20_000);
  onJune15();

  it("opens on this month in agency time: one row per worker, the server's totals to the cent", async () => {
    const backend = serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA, cerrada(BRUNO)]));
    open();
    const table = await screen.findByRole('table', { name: 'Liquidación de Junio de 2026' });
    expect(backend.asked).toEqual(['2026 junio']);
    expect(screen.getByLabelText('Año')).toHaveValue('2026');
    expect(screen.getByLabelText('Mes')).toHaveValue('junio');
    expect(bodyRows(table).map(texts)).toEqual([
      [
        'Ana Pérez',
        'Usuario',
        '300',
        '0',
        '$120.40',
        '+$5.55',
        '−$2.50',
        '$123.45',
        '4',
        'Abierto',
        'BoletaCerrar mes',
      ],
      [
        'Bruno Díaz',
        'Supervisor',
        '10',
        '25',
        '$0.10',
        '—',
        '—',
        '$0.10',
        '2',
        `Cerrado${CERRADO_TEXT}`,
        'Boleta',
      ],
    ]);
    const footer = within(table).getAllByRole('rowgroup')[2];
    expect(texts(within(footer).getByRole('row'))).toEqual([
      'Total del mes',
      '',
      '',
      '',
      '$120.50',
      '+$5.55',
      '−$2.50',
      '$123.55',
      '',
      '',
      '',
    ]);
    expect(screen.getByRole('link', { name: '$123.45' })).toHaveAttribute(
      'href',
      '/gestPago/listarPagosCobrosDetallados/11?mes=junio&anio=2026',
    );
  });

  it('keeps the year and month in the URL and reads the month chosen', async () => {
    const backend = serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA]));
    const { user, location } = open(`${PATH}?anio=2025&mes=marzo`);
    expect(await screen.findByRole('table', { name: 'Liquidación de Marzo de 2025' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Mes'), 'abril');
    expect(await screen.findByRole('table', { name: 'Liquidación de Abril de 2025' })).toBeVisible();
    expect(location.current.search).toBe('?anio=2025&mes=abril');
    await user.selectOptions(screen.getByLabelText('Año'), '2026');
    expect(await screen.findByRole('table', { name: 'Liquidación de Abril de 2026' })).toBeVisible();
    expect(backend.asked).toEqual(['2025 marzo', '2025 abril', '2026 abril']);
  });

  it('shows the loading state, then the empty month', async () => {
    serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, []));
    server.use(
      http.get(api('ext/liquidacion/'), async () => {
        await delay(50);
        return HttpResponse.json(makeLiquidacion(2026, 'junio', []));
      }),
    );
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    expect(await screen.findByText('No hay pagos en este mes.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar mes para todos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Boletas de todos (PDF)' })).toBeDisabled();
  });

  it('shows a load failure with Reintentar, which reads again', async () => {
    let fail = true;
    serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA]));
    server.use(
      http.get(api('ext/liquidacion/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Error' }, { status: 500 })
          : HttpResponse.json(makeLiquidacion(2026, 'junio', [ANA])),
      ),
    );
    const { user } = open();
    expect(
      await screen.findByText('Error al cargar la liquidación del mes', {}, { timeout: 8000 }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Liquidación de Junio de 2026' })).toBeVisible();
  });

  it("closes one worker's month after a confirmation naming the period, the worker and the neto", async () => {
    let closed = false;
    const backend = serveLiquidacion((anio, mes) =>
      makeLiquidacion(anio, mes, [closed ? cerrada(ANA) : ANA, BRUNO]),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cerrar mes de Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar mes' });
    expect(dialog).toHaveTextContent('¿Cerrar el mes de Junio de 2026 de Ana Pérez, con un neto de $123.45?');
    closed = true;
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar mes' }));
    expect(await screen.findByText('Mes de Junio de 2026 cerrado para Ana Pérez.')).toBeVisible();
    expect(backend.cierres).toEqual([{ anio: 2026, mes: 'junio', usuario: 11 }]);
    expect(await screen.findByText(CERRADO_TEXT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the month for every open worker, listing each with its neto and the total', async () => {
    const backend = serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA, BRUNO]));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cerrar mes para todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar mes para todos' });
    expect(dialog).toHaveTextContent(
      '¿Cerrar el mes de Junio de 2026 para los 2 trabajadores que siguen abiertos?',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Pérez: $123.45', 'Bruno Díaz: $0.10']);
    expect(dialog).toHaveTextContent('Neto total: $123.55');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar mes' }));
    expect(await screen.findByText('Mes de Junio de 2026 cerrado para 2 trabajadores.')).toBeVisible();
    expect(backend.cierres).toEqual([{ anio: 2026, mes: 'junio' }]);
  });

  it("shows the server's 409 in the confirmation, which stays open", async () => {
    serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA]));
    const detail = CIERRE_MESSAGES.yaCerrado('Ana Pérez', 'Junio de 2026');
    server.use(http.post(api('ext/cierres/'), () => HttpResponse.json({ detail }, { status: 409 })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cerrar mes de Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar mes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar mes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(within(dialog).getByRole('button', { name: 'Cerrar mes' })).toBeEnabled();
  });

  it('keeps the close button disabled while the closing is under way', async () => {
    serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA]));
    server.use(
      http.post(api('ext/cierres/'), async () => {
        await delay(200);
        return HttpResponse.json([], { status: 201 });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cerrar mes de Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar mes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar mes' }));
    expect(within(dialog).getByRole('button', { name: 'Cerrando...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('lets SuperAdmin reopen with a reason: a short one is refused before any call, and kept', async () => {
    const backend = serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [cerrada(ANA, 501)]));
    const { user } = open(PATH, 'SuperAdmin');
    await user.click(await screen.findByRole('button', { name: 'Reabrir mes de Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir mes' });
    expect(dialog).toHaveTextContent('Se reabrirá el mes de Junio de 2026 de Ana Pérez.');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Corto');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await within(dialog).findByText(CIERRE_MESSAGES.motivoCorto)).toBeVisible();
    expect(backend.reaperturas).toEqual([]);
    await user.type(within(dialog).getByLabelText('Motivo'), ': faltó un cobro de mayo');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('Mes de Junio de 2026 reabierto para Ana Pérez.')).toBeVisible();
    expect(backend.reaperturas).toEqual([{ id: '501', body: { motivo: 'Corto: faltó un cobro de mayo' } }]);
  });

  it('keeps the reason typed when the reopening fails, and says why', async () => {
    serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [cerrada(ANA)]));
    server.use(
      http.delete(api('ext/cierres/:id/'), () =>
        HttpResponse.json({ detail: CIERRE_MESSAGES.yaReabierto }, { status: 409 }),
      ),
    );
    const { user } = open(PATH, 'SuperAdmin');
    await user.click(await screen.findByRole('button', { name: 'Reabrir mes de Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir mes' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Corrección pedida por la trabajadora');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CIERRE_MESSAGES.yaReabierto);
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Corrección pedida por la trabajadora');
  });

  it('gives Admin no Reabrir on a closed row', async () => {
    serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [cerrada(ANA), BRUNO]));
    open();
    expect(await screen.findByText(CERRADO_TEXT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar mes de Bruno Díaz' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reabrir/ })).toBeNull();
  });

  describe('PDF', () => {
    const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      // jsdom implements no object URLs nor downloads.
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    });
    afterEach(() => {
      Object.assign(URL, jsdomUrl);
      vi.restoreAllMocks();
    });

    it("downloads a worker's boleta and everyone's through the API, with the session's token", async () => {
      serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA, BRUNO]));
      const calls: { path: string; auth: string | null }[] = [];
      const pdf = () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      server.use(
        http.get(api('ext/liquidacion/:usuarioId/boleta.pdf'), ({ request }) => {
          const url = new URL(request.url);
          calls.push({ path: url.pathname + url.search, auth: request.headers.get('authorization') });
          return pdf();
        }),
        http.get(api('ext/liquidacion/boletas.pdf'), ({ request }) => {
          const url = new URL(request.url);
          calls.push({ path: url.pathname + url.search, auth: request.headers.get('authorization') });
          return pdf();
        }),
      );
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Boleta de pago de Ana Pérez' }));
      await waitFor(() => expect(saved).toEqual(['boleta-11-2026-junio.pdf']));
      await user.click(screen.getByRole('button', { name: 'Boletas de todos (PDF)' }));
      await waitFor(() => expect(saved).toEqual(['boleta-11-2026-junio.pdf', 'boletas-2026-junio.pdf']));
      expect(calls.map((call) => call.path)).toEqual([
        '/api/ext/liquidacion/11/boleta.pdf?anio=2026&mes=junio',
        '/api/ext/liquidacion/boletas.pdf?anio=2026&mes=junio',
      ]);
      expect(calls.every((call) => /^Bearer \S+/.test(call.auth ?? ''))).toBe(true);
    });

    it("says why a boleta could not be downloaded, in the server's words", async () => {
      serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA]));
      const detail = CIERRE_MESSAGES.boletaSinCobros('Junio de 2026');
      server.use(
        http.get(api('ext/liquidacion/:usuarioId/boleta.pdf'), () =>
          HttpResponse.json({ detail }, { status: 404 }),
        ),
      );
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Boleta de pago de Ana Pérez' }));
      expect(await screen.findByText(detail)).toBeVisible();
      expect(saved).toEqual([]);
    });
  });
});

describe('Liquidación del mes without the extension', () => {
  it('goes Home and asks nothing of ext/liquidacion/', async () => {
    const asked: string[] = [];
    const onRequest = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', onRequest);
    server.use(http.get(/\/api\//, () => HttpResponse.json([])));
    try {
      const { location } = open();
      await waitFor(() => expect(location.current.pathname).toBe('/home'));
      expect(
        asked.filter((path) => path.includes('/api/ext/') && !path.endsWith('/ext/capacidades/')),
      ).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });
});
