import { PASSWORD_MIN_LENGTH } from '../domain/constants';

/** Messages shared by the contract's schemas and the screens that must not load zod (the login). */
export const USERNAME_REQUIRED = 'El nombre de usuario es requerido';
export const PASSWORD_REQUIRED = 'La contraseña es requerida';
export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`;
export const INVALID_CREDENTIALS = 'Usuario o contraseña incorrectos';

/** DRF's wording for a missing field, as the reference server sends it for every field. */
export const FIELD_REQUIRED = 'Este campo es requerido.';
/** A response, or a request field, that does not have the shape the contract expects. */
export const INVALID_DATA = 'Formato de datos inválido';

/** Shared by the forms and the server's refusals of several entities. */
export const CLIENTE_REQUIRED = 'El cliente es requerido';
export const CATEGORIA_REQUIRED = 'La categoría es requerida';
export const TIPO_TAREA_INVALID = 'Tipo de tarea inválido';
export const UNIDADES_TOO_LARGE = 'Las unidades no pueden ser mayores que 1000000';

/** Answers of the server that the screens also show on their own. */
export const USUARIO_NOT_FOUND = 'No se encontró el usuario';
export const AGENCIA_DELETED = 'Agencia eliminada correctamente';
export const DOCUMENTO_DELETED = 'Documento eliminado correctamente';
export const SUPERVISOR_REQUIRED = 'Debe seleccionar un supervisor';

/**
 * Why a typed or sent amount is refused, one text per `MoneyInputError` of domain/money-input
 * (the form shows it under the field; the server answers it for the field).
 */
export const MONEY_INPUT_MESSAGES = {
  empty: 'Ingrese un monto',
  invalid: 'Ingrese solo el número, con coma o punto decimal (por ejemplo 12,50)',
  /** A request's amount that is neither a JSON number nor a decimal string with a point. */
  notNumber: 'El monto debe ser un número',
  decimals: 'Use como máximo 2 decimales',
  thousands: 'No use separador de miles',
  negative: 'El monto no puede ser negativo',
  notPositive: 'El monto debe ser mayor que 0',
  tooLarge: (max: string) => `El monto no puede ser mayor que ${max}`,
} as const;

/** Why typed units are refused, one text per `UnitsInputError` of domain/money-input. */
export const UNITS_INPUT_MESSAGES = {
  empty: 'Ingrese las unidades',
  invalid: 'Ingrese solo números enteros (por ejemplo 12)',
  integer: 'Las unidades deben ser un número entero, sin decimales',
  thousands: 'No use separador de miles',
  negative: 'Las unidades no pueden ser negativas',
  tooSmall: (min: string) => `Las unidades deben ser al menos ${min}`,
  tooLarge: (max: string) => `Las unidades no pueden ser mayores que ${max}`,
} as const;
