import type { RecordKind } from '../../domain/task-types';

export const COBROS_LIST_PATH = '/gestCobro/listarCobros';
export const INSERTAR_COBRO_PATH = '/gestCobro/insertarCobro';
export const INSERTAR_PAGO_BILL_PATH = '/gestCobro/insertarPagoCobroBill';
/** Where the Insert Bill payment screen's 'Volver' leads (spec section 2). */
export const PAGOS_LIST_PATH = '/gestPago/listarPagosCobros';

export const modificarCobroPath = (id: number, kind: RecordKind) =>
  `/gestCobro/modificarCobro/${id}?tipo=${kind}`;
