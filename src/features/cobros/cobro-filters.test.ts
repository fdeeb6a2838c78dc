import {
  currentAgencyPeriod,
  EMPTY_FILTERS,
  filterQuery,
  parseCobroFilters,
  writeCobroFilters,
} from './cobro-filters';

describe('cobro list filters in the URL', () => {
  it('falls back to the defaults for missing or hand-edited values', () => {
    expect(parseCobroFilters(new URLSearchParams(''), true)).toEqual(EMPTY_FILTERS);
    expect(
      parseCobroFilters(
        new URLSearchParams('buscar=%20ana%20&filtrar_por=x&mes=marzo2&aplicar_en=todo'),
        true,
      ),
    ).toEqual({ texto: 'ana', por: 'cliente', anio: null, mes: null, en: 'mis' });
  });

  it('reads the year only where cobros carry one (periodos), and only a plausible one', () => {
    const search = new URLSearchParams('anio=2025&mes=diciembre');
    expect(parseCobroFilters(search, false, true)).toMatchObject({ anio: 2025, mes: 'diciembre' });
    expect(parseCobroFilters(search, false).anio).toBeNull();
    for (const anio of ['1999', '2101', '2025.5', 'x', '']) {
      expect(parseCobroFilters(new URLSearchParams({ anio }), false, true).anio).toBeNull();
    }
  });

  it('only a supervisor may apply the filters to the supervised table', () => {
    const search = new URLSearchParams('aplicar_en=ambas&filtrar_por=documento&mes=julio');
    expect(parseCobroFilters(search, true)).toMatchObject({ en: 'ambas', por: 'documento', mes: 'julio' });
    expect(parseCobroFilters(search, false).en).toBe('mis');
  });

  it('writes only what differs from the defaults and sends both tables back to their first page', () => {
    const current = new URLSearchParams('mis_pagina=4&sup_pagina=2&mis_orden=cliente&mes=enero');
    const next = writeCobroFilters(
      current,
      { texto: 'rafael', por: 'cliente', anio: null, mes: null, en: 'mis' },
      ['mis_pagina', 'sup_pagina'],
    );
    expect(Object.fromEntries(next)).toEqual({ mis_orden: 'cliente', buscar: 'rafael' });
    const withYear = writeCobroFilters(current, { ...EMPTY_FILTERS, anio: 2025, mes: 'marzo' }, []);
    expect(withYear.get('anio')).toBe('2025');
    expect(withYear.get('mes')).toBe('marzo');
  });

  it("ignores the tables' own parameters, so their search and paging never re-derive the rows", () => {
    expect(filterQuery(new URLSearchParams('mis_q=x&mis_pagina=3&mes=mayo&buscar=ana&anio=2026'))).toBe(
      'buscar=ana&anio=2026&mes=mayo',
    );
  });

  it('with a period by default, an address naming no month nor year is that period; mes=todos is every month', () => {
    const period = { anio: 2026, mes: 'noviembre' } as const;
    expect(parseCobroFilters(new URLSearchParams('buscar=ana'), false, true, period)).toMatchObject({
      texto: 'ana',
      ...period,
    });
    expect(parseCobroFilters(new URLSearchParams('mes=todos'), false, true, period)).toMatchObject({
      anio: null,
      mes: null,
    });
    expect(parseCobroFilters(new URLSearchParams('anio=2025'), false, true, period)).toMatchObject({
      anio: 2025,
      mes: null,
    });
    expect(parseCobroFilters(new URLSearchParams(''), false, true, null)).toEqual(EMPTY_FILTERS);
  });

  it('writes every month as mes=todos only where the list opens on one month', () => {
    const all = { ...EMPTY_FILTERS, anio: 2026 };
    expect(writeCobroFilters(new URLSearchParams(), all, [], true).toString()).toBe('anio=2026&mes=todos');
    expect(writeCobroFilters(new URLSearchParams(), all, []).toString()).toBe('anio=2026');
  });

  it("the current period is the agency's month, whatever the browser's zone", () => {
    // 03:00 UTC on 1 December is still 30 November in Lima.
    expect(currentAgencyPeriod(new Date('2026-12-01T03:00:00Z'))).toEqual({ anio: 2026, mes: 'noviembre' });
    expect(currentAgencyPeriod(new Date('2027-01-01T06:00:00Z'))).toEqual({ anio: 2027, mes: 'enero' });
  });
});
