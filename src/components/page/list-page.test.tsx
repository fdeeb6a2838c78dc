import { render, screen, within } from '@testing-library/react';
import { ListCard, ListPage } from './list-page';
import { ListToolbar } from './list-toolbar';

describe('ListPage', () => {
  it('names the page, the tab and the card, and puts the primary action last', () => {
    render(
      <ListPage
        title="Lista Pagos"
        primaryAction={<button type="button">Asignar Pago</button>}
        secondaryActions={<button type="button">Actualizar</button>}
        summary={<p>Resumen</p>}
        cardTitle="Pagos del mes"
        toolbar={<ListToolbar end={<button type="button">Exportar</button>}>filtros</ListToolbar>}
        after={<p>Después</p>}
      >
        <table aria-label="Pagos" />
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lista Pagos' })).toBeInTheDocument();
    expect(document.title).toBe('Lista Pagos · Cobros');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(0, 2)).toEqual(['Actualizar', 'Asignar Pago']);
    const card = screen.getByRole('region', { name: 'Pagos del mes' });
    expect(within(card).getByRole('table', { name: 'Pagos' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    expect(within(card).queryByText('Resumen')).not.toBeInTheDocument();
    expect(within(card).queryByText('Después')).not.toBeInTheDocument();
  });

  it('has no header actions when none are given', () => {
    render(
      <ListPage title="Lista de Usuarios">
        <p>tabla</p>
      </ListPage>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ListCard', () => {
  it('is a section named by its heading', () => {
    render(
      <ListCard title="Cobros Supervisados">
        <p>tabla</p>
      </ListCard>,
    );
    expect(screen.getByRole('region', { name: 'Cobros Supervisados' })).toHaveTextContent('tabla');
    expect(screen.getByRole('heading', { level: 2, name: 'Cobros Supervisados' })).toBeInTheDocument();
  });
});
