import type { Month } from '../../domain/months';

export const LISTA_PAGOS_PATH = '/gestPago/listarPagosCobros';
export const ASIGNAR_PAGO_PATH = '/gestPago/insertarPagoCobros';

export const listaPagosPath = (mes: Month) => `${LISTA_PAGOS_PATH}?mes=${mes}`;

export const pagoDetallePath = (userId: number, mes: Month | null) =>
  `/gestPago/listarPagosCobrosDetallados/${userId}${mes ? `?mes=${mes}` : ''}`;

export const registrosCobroPath = (cobroId: number) => `/gestPago/listarRegistrosDeCobros/${cobroId}`;

export const modificarPagoPath = (cobroId: number) => `/gestPago/modificarPagoCobros/${cobroId}`;
