import { EMPTY_FILTERS, filterQuery, parseCobroFilters, writeCobroFilters } from './cobro-filters';

describe('cobro list filters in the URL', () => {
  it('falls back to the defaults for missing or hand-edited values', () => {
    expect(parseCobroFilters(new URLSearchParams(''), true)).toEqual(EMPTY_FILTERS);
    expect(
      parseCobroFilters(
        new URLSearchParams('buscar=%20ana%20&filtrar_por=x&mes=marzo2&aplicar_en=todo'),
        true,
      ),
    ).toEqual({ texto: 'ana', por: 'cliente', mes: null, en: 'mis' });
  });

  it('only a supervisor may apply the filters to the supervised table', () => {
    const search = new URLSearchParams('aplicar_en=ambas&filtrar_por=documento&mes=julio');
    expect(parseCobroFilters(search, true)).toMatchObject({ en: 'ambas', por: 'documento', mes: 'julio' });
    expect(parseCobroFilters(search, false).en).toBe('mis');
  });

  it('writes only what differs from the defaults and sends both tables back to their first page', () => {
    const current = new URLSearchParams('mis_pagina=4&sup_pagina=2&mis_orden=cliente&mes=enero');
    const next = writeCobroFilters(current, { texto: 'rafael', por: 'cliente', mes: null, en: 'mis' }, [
      'mis_pagina',
      'sup_pagina',
    ]);
    expect(Object.fromEntries(next)).toEqual({ mis_orden: 'cliente', buscar: 'rafael' });
  });

  it("ignores the tables' own parameters, so their search and paging never re-derive the rows", () => {
    expect(filterQuery(new URLSearchParams('mis_q=x&mis_pagina=3&mes=mayo&buscar=ana'))).toBe(
      'buscar=ana&mes=mayo',
    );
  });
});
