import { AxiosError, AxiosHeaders } from 'axios';
import {
  errorMessage,
  HTML_500_MESSAGE,
  InvalidDataError,
  NO_RESPONSE_MESSAGE,
  toApiError,
} from './api-error';
import { httpError } from '../test/http-errors';

describe('toApiError: the backend error shapes', () => {
  it.each([
    ['detail', { detail: 'No encontrado.' }, 'No encontrado.'],
    ['message', { message: 'Usuario inactivo' }, 'Usuario inactivo'],
    ['success:false + error', { success: false, error: 'Registros inválidos' }, 'Registros inválidos'],
    [
      'field dictionary',
      { username: ['Ya existe.'], email: ['Inválido.'] },
      'username: Ya existe.\nemail: Inválido.',
    ],
    ['non_field_errors', { non_field_errors: ['Datos inconsistentes'] }, 'Datos inconsistentes'],
  ])('%s', (_shape, body, message) => {
    expect(toApiError(httpError(400, body))).toMatchObject({ status: 400, message, kind: 'http' });
  });

  it('keeps field errors apart for forms', () => {
    expect(toApiError(httpError(400, { username: ['Ya existe.'] })).fieldErrors).toEqual({
      username: ['Ya existe.'],
    });
  });

  it('an HTML 500 page becomes the spec message', () => {
    expect(toApiError(httpError(500, '<!DOCTYPE html><html><body>Server Error</body></html>'))).toMatchObject(
      {
        status: 500,
        message: HTML_500_MESSAGE,
        kind: 'html500',
      },
    );
  });

  it('no response', () => {
    const error = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });
    expect(toApiError(error)).toMatchObject({
      status: null,
      message: NO_RESPONSE_MESSAGE,
      kind: 'no-response',
    });
  });

  it('a timeout', () => {
    const error = new AxiosError('timeout', 'ECONNABORTED', { headers: new AxiosHeaders() });
    expect(toApiError(error).kind).toBe('timeout');
  });

  it('an unknown body leaves the screen default', () => {
    expect(errorMessage(httpError(400, {}), 'Error al crear el usuario')).toBe('Error al crear el usuario');
    expect(errorMessage(httpError(400, 'texto'), 'Por defecto')).toBe('Por defecto');
  });

  it('a response that fails validation is "Formato de datos inválido"', () => {
    expect(errorMessage(new InvalidDataError(), 'x')).toBe('Formato de datos inválido');
  });
});
