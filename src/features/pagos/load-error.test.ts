import { AxiosError } from 'axios';
import { InvalidDataError } from '../../lib/api-error';
import { pagosLoadError } from './load-error';
import { httpError } from '../../test/http-errors';

describe('pagosLoadError (spec section 8, Payments)', () => {
  it.each([
    ['a malformed answer', new InvalidDataError('x'), 'Formato de datos inválido'],
    ['a 500', httpError(500), 'Error en la respuesta del servidor'],
    ['a 403', httpError(403), 'Error en la respuesta del servidor'],
    ['no answer', new AxiosError('Network Error', 'ERR_NETWORK'), 'Error al cargar los datos'],
    ['anything else', new Error('x'), 'Error al cargar los datos'],
  ])('%s → %s', (_case, error, expected) => {
    expect(pagosLoadError(error)).toBe(expected);
  });
});
