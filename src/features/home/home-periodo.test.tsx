import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CobroWire } from '../../contract/cobro';
import { api, offerCapacidades, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

/** A worker's Home with years (extension `periodos`): this month is this year's month. */

const cobroOf = (id: number, anio: number, unidades: number): CobroWire => ({
  id,
  cliente: { id: 1, nombre: 'Instituto Renacer', agencias: [] },
  documento: { id: 10, nombre_documento: 'renacer.xlsx' },
  mes: 'mayo',
  tipo_tarea: 1,
  unidades: 0,
  contenido: [{ id, nombre_completo: 'Ana Torres', unidades }],
  anio,
});

function open(periodos: boolean) {
  server.use(
    http.get(api('listar_cobro_usuario_en_sesion/'), () =>
      HttpResponse.json([cobroOf(1, 2026, 10), cobroOf(2, 2025, 30)]),
    ),
  );
  if (periodos) offerCapacidades('periodos');
  signIn('user_User');
  const user = userEvent.setup();
  renderApp('/home');
  return user;
}

describe('Home with years', () => {
  beforeAll(() => Promise.all([import('./home-page'), import('./components/own-cobros-dashboard')]), 20_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('sums only this year’s May, names it with its year, and offers the years for the chart', async () => {
    const user = open(true);
    const resumen = await screen.findByRole('region', { name: 'Resumen de Mayo de 2026' }, { timeout: 5000 });
    expect(within(resumen).getByText('10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unidades por mes de 2026' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Año'), '2025');
    expect(await screen.findByRole('heading', { name: 'Unidades por mes de 2025' })).toBeInTheDocument();
    // The month's summary stays this year's.
    expect(screen.getByRole('region', { name: 'Resumen de Mayo de 2026' })).toBeInTheDocument();
  });

  it('without periodos every May counts and no year shows', async () => {
    open(false);
    const resumen = await screen.findByRole('region', { name: 'Resumen de Mayo' }, { timeout: 5000 });
    expect(within(resumen).getByText('40')).toBeInTheDocument();
    expect(screen.queryByLabelText('Año')).not.toBeInTheDocument();
  });
});
