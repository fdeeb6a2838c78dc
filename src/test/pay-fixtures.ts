import type { CobroWire } from '../contract/cobro';
import type { UserWire } from '../contract/usuario';
import { makeUsuario } from './factories';

/**
 * One worker's month that every pay screen must read alike (Home, Lista de Cobros, Lista Pagos,
 * Pagos del Trabajador): a bonus, a discount, and a discount larger than its cobro's pay.
 * 160 u × 0.40 = 64.00 Devengado, + 10.00 bonus, − 53.50 discounts, + 46.00 the floor gives back
 * (the 50.00 discount on a 4.00 cobro) = 66.50 a cobrar.
 */
export const PAY_WORKER = { id: 7, nombre: 'Ana Pérez' };
export const PAY_MONTH = 'mayo';
export const PAY_AMOUNT = '66.50';

export const PAY_USUARIOS: UserWire[] = [
  makeUsuario({
    id: PAY_WORKER.id,
    username: 'ana',
    first_name: 'Ana',
    last_name: 'Pérez',
    rol: { id: 4, nombre: 'user_User' },
  }),
];

const base = {
  cliente: { id: 1, nombre: 'Instituto Renacer', agencias: [] },
  documento: { id: 10, nombre_documento: 'renacer_mayo.xlsx' },
  usuario_registra: PAY_WORKER,
  mes: PAY_MONTH,
  tipo_tarea: 2,
};

export const PAY_COBROS: CobroWire[] = [
  { ...base, id: 61, unidades: 100, bonificado: 10, nota_bonificado: 'Buen trabajo' },
  { ...base, id: 62, unidades: 50, sancionado: 3.5, nota_sancionado: 'Retraso' },
  { ...base, id: 63, unidades: 10, sancionado: 50, nota_sancionado: 'Error grave' },
];
