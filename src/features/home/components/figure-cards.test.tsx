import { render, screen, within } from '@testing-library/react';
import { MoneyIcon } from '../../../components/icons';
import { FigureCards } from './figure-cards';

describe('FigureCards', () => {
  it('draws one region per figure, named by its label, with its hint and its value last', () => {
    render(
      <FigureCards
        figures={[
          { label: 'Total a Cobrar', icon: MoneyIcon, value: '$1,200.00', hint: 'Todos los meses' },
          { label: 'Total Pagado', value: '$70.00' },
          {
            label: 'Pendiente por Cobrar',
            value: '$5.00',
            details: [
              { label: 'Deuda', value: '$9.00' },
              { label: 'Fondo', value: '$4.00' },
            ],
          },
        ]}
      />,
    );
    const cobrar = screen.getByRole('region', { name: 'Total a Cobrar' });
    expect(
      within(cobrar)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Todos los meses', '$1,200.00']);
    expect(cobrar.querySelector('svg')).not.toBeNull();
    const pagado = screen.getByRole('region', { name: 'Total Pagado' });
    expect(
      within(pagado)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['$70.00']);
    expect(pagado.querySelector('svg')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Total a Cobrar',
      'Total Pagado',
      'Pendiente por Cobrar',
    ]);
    const pendiente = screen.getByRole('region', { name: 'Pendiente por Cobrar' });
    const terms = within(pendiente).getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Deuda', '$9.00'],
      ['Fondo', '$4.00'],
    ]);
  });
});
