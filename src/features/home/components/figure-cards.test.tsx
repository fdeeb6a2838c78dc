import { render, screen, within } from '@testing-library/react';
import { MoneyIcon } from '../../../components/icons';
import { FigureCards } from './figure-cards';
import { valueSizeClass } from './figure-size';

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

  it('sizes the four values alike, from the longest, so a large figure stays on one line', () => {
    expect(valueSizeClass(['$3,517.00', '$1,544.35'])).toBe('fs-3');
    expect(valueSizeClass(['$3,517.00', '$6,969,370.00'])).toBe('fs-4');
    expect(valueSizeClass(['$123,456,789.00', '$1.00'])).toBe('fs-5');
    render(
      <FigureCards
        figures={[
          { label: 'Total Cobrar', value: '$6,969,370.00' },
          { label: 'Total Pagado', value: '$70.00' },
        ]}
      />,
    );
    for (const name of ['Total Cobrar', 'Total Pagado'])
      expect(within(screen.getByRole('region', { name })).getByRole('paragraph')).toHaveClass(
        'fs-4',
        'text-nowrap',
      );
  });
});
