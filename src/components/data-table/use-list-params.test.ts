import { parseListParams, writeListParams, type ListParamsOptions } from './use-list-params';

const options: ListParamsOptions = {
  urlKey: '',
  sortableIds: ['nombre', 'edad'],
  defaultSort: { id: 'nombre', dir: 'asc' },
  pageSizeOptions: [25, 50, 100],
};

const parse = (search: string, opts = options) => parseListParams(new URLSearchParams(search), opts);

describe('parseListParams', () => {
  it('reads every parameter', () => {
    expect(parse('q=ana&orden=edad&dir=desc&pagina=3&tam=50')).toEqual({
      q: 'ana',
      sort: { id: 'edad', dir: 'desc' },
      page: 3,
      pageSize: 50,
    });
  });

  it.each([
    ['', { id: 'nombre', dir: 'asc' }, 1, 25],
    ['orden=clave&dir=desc&pagina=0&tam=7', { id: 'nombre', dir: 'asc' }, 1, 25],
    ['orden=edad&dir=arriba&pagina=-2&tam=abc', { id: 'edad', dir: 'asc' }, 1, 25],
    ['pagina=2.5', { id: 'nombre', dir: 'asc' }, 1, 25],
  ])('falls back to defaults for %j', (search, sort, page, pageSize) => {
    expect(parse(search)).toEqual({ q: '', sort, page, pageSize });
  });

  it('has no sort when there is neither a valid one nor a default', () => {
    expect(parse('orden=clave', { ...options, defaultSort: undefined }).sort).toBeNull();
  });

  it('reads only its own prefixed parameters', () => {
    const prefixed = { ...options, urlKey: 'pagos' };
    expect(parse('q=otro&pagos_q=ana&pagos_pagina=2', prefixed)).toMatchObject({ q: 'ana', page: 2 });
  });
});

describe('writeListParams', () => {
  const write = (search: string, params: Parameters<typeof writeListParams>[1], opts = options) =>
    writeListParams(new URLSearchParams(search), params, opts).toString();

  it('leaves defaults out and keeps unrelated parameters', () => {
    expect(
      write('mes=enero&pagina=4', { q: '', sort: { id: 'nombre', dir: 'asc' }, page: 1, pageSize: 25 }),
    ).toBe('mes=enero');
  });

  it('writes what differs from the defaults, with the prefix', () => {
    expect(
      write(
        '',
        { q: 'josé', sort: { id: 'nombre', dir: 'desc' }, page: 2, pageSize: 100 },
        { ...options, urlKey: 'x' },
      ),
    ).toBe('x_q=jos%C3%A9&x_orden=nombre&x_dir=desc&x_pagina=2&x_tam=100');
  });
});
