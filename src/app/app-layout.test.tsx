import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useDocumentTitle } from '../components/page/use-document-title';
import { paths } from '../lib/paths';
import { AppLayout } from './app-layout';
import { APP_ROUTES } from './routes';

/** A page that names its own tab, as the page kit's templates do. */
function TitledPage() {
  useDocumentTitle('Título propio');
  return <Link to={paths.pagos.list.to()}>A la lista</Link>;
}

/** A page that sets no title: the layout names its tab after the route. */
function UntitledPage({ next }: { next: string }) {
  return <Link to={next}>Siguiente</Link>;
}

function renderLayout(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={paths.cobros.list.pattern} element={<UntitledPage next={paths.home.to()} />} />
          <Route path={paths.home.pattern} element={<TitledPage />} />
          <Route path={paths.pagos.list.pattern} element={<UntitledPage next={paths.cobros.list.to()} />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLayout tab title', () => {
  it('gives every route a title', () => {
    for (const route of APP_ROUTES) expect(route.title.trim(), route.path).not.toBe('');
  });

  it("names the tab after the route when the page sets none, and yields to the page's own", async () => {
    const user = userEvent.setup();
    renderLayout(paths.cobros.list.to());
    expect(document.title).toBe('Lista de Cobros · Cobros');

    await user.click(screen.getByRole('link', { name: 'Siguiente' }));
    await waitFor(() => expect(document.title).toBe('Título propio · Cobros'));

    // Leaving a titled page for an untitled one shows the new route's title, not the old page's.
    await user.click(screen.getByRole('link', { name: 'A la lista' }));
    await screen.findByRole('link', { name: 'Siguiente' });
    expect(document.title).toBe('Lista Pagos · Cobros');
  });

  it('puts the tab title back when the layout goes', () => {
    document.title = 'Antes';
    const { unmount } = renderLayout(paths.pagos.list.to());
    expect(document.title).toBe('Lista Pagos · Cobros');
    unmount();
    expect(document.title).toBe('Antes');
  });
});
