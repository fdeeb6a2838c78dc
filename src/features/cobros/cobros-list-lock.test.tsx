import { screen, waitFor, within } from '@testing-library/react';
import { makeCierre, MARZO_CERRADO, serveCierres } from '../../test/cierres';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, ME, serveCobros } from './test-cobros';

/** Lista de Cobros in a closed month (extension `cierre_mes`): the row says so before any attempt. */

const LIST_PATH = '/gestCobro/listarCobros';

const actions = (id: number) => screen.getByRole('group', { name: `Acciones del cobro ${id}` });

describe('Lista de Cobros with closed months', { timeout: 15_000 }, () => {
  beforeAll(() => import('./cobros-list-page'), 20_000);

  const cobros = () => [
    cobro({
      id: 1,
      tipo_tarea: 1,
      mes: 'marzo',
      anio: 2026,
      contenido: [{ id: 1, nombre_completo: 'A', unidades: 2 }],
    }),
    cobro({
      id: 2,
      tipo_tarea: 1,
      mes: 'abril',
      anio: 2026,
      contenido: [{ id: 2, nombre_completo: 'B', unidades: 2 }],
    }),
    cobro({
      id: 3,
      tipo_tarea: 1,
      mes: 'marzo',
      anio: 2025,
      contenido: [{ id: 3, nombre_completo: 'C', unidades: 2 }],
    }),
  ];

  it('disables Modificar and Eliminar of a cobro whose month is closed for its worker, with a focusable reason', async () => {
    serveCobros(cobros);
    const calls = serveCierres(
      () => [makeCierre(ME, 2026, 'marzo'), makeCierre(99, 2026, 'abril')],
      'periodos',
    );
    signIn('user_User');
    renderApp(LIST_PATH);

    await screen.findByRole('group', { name: 'Acciones del cobro 1' }, { timeout: 5000 });
    const badge = await within(actions(1)).findByText('Cerrado');
    expect(badge).toHaveAttribute('title', MARZO_CERRADO);
    expect(badge).toHaveAttribute('tabindex', '0');
    expect(badge).toHaveAccessibleName(MARZO_CERRADO);
    expect(within(actions(1)).getByRole('button', { name: 'Modificar cobro 1' })).toBeDisabled();
    expect(within(actions(1)).getByRole('button', { name: 'Eliminar cobro 1' })).toBeDisabled();
    expect(within(actions(1)).queryByRole('link')).not.toBeInTheDocument();

    // April is closed for another worker only; March of 2025 is another period.
    for (const id of [2, 3]) {
      expect(within(actions(id)).getByRole('link', { name: `Modificar cobro ${id}` })).toBeInTheDocument();
      expect(within(actions(id)).getByRole('button', { name: `Eliminar cobro ${id}` })).toBeEnabled();
      expect(within(actions(id)).queryByText('Cerrado')).not.toBeInTheDocument();
    }
    expect(calls.count).toBe(1);
  });

  it('locks a cobro whose month is closed for its supervisor, who is paid on it too', async () => {
    serveCobros(() => [
      cobro({
        id: 4,
        tipo_tarea: 1,
        mes: 'abril',
        anio: 2026,
        usuario_supervisor: { id: 99, nombre: 'Rosa Martínez' },
        contenido: [{ id: 4, nombre_completo: 'D', unidades: 2 }],
      }),
    ]);
    serveCierres(() => [makeCierre(99, 2026, 'abril')], 'periodos');
    signIn('user_User');
    renderApp(LIST_PATH);

    await screen.findByRole('group', { name: 'Acciones del cobro 4' }, { timeout: 5000 });
    expect(await within(actions(4)).findByText('Cerrado')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Mes cerrado: Abril de 2026/),
    );
    expect(within(actions(4)).getByRole('button', { name: 'Eliminar cobro 4' })).toBeDisabled();
  });

  it('without cierre_mes asks nothing and locks nothing', async () => {
    serveCobros(cobros);
    signIn('user_User');
    renderApp(LIST_PATH);

    await waitFor(() => expect(actions(1)).toBeInTheDocument(), { timeout: 5000 });
    expect(within(actions(1)).getByRole('link', { name: 'Modificar cobro 1' })).toBeInTheDocument();
    expect(within(actions(1)).getByRole('button', { name: 'Eliminar cobro 1' })).toBeEnabled();
    expect(screen.queryByText('Cerrado')).not.toBeInTheDocument();
  });
});
