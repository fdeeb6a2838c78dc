import type { ClienteResumen, DocumentoResumen, ResumenClientes } from '../../contract/resumenes';
import { isFields, type Fields } from '../list-worker/check-list';

/**
 * A fast reader of `ext/resumen_clientes/` (resumenClientesSchema): the canonical answer, which
 * carries exactly the contract's fields, each of its type, is checked in place and taken as it is;
 * anything else answers undefined, and zod decides it, so the verdicts are zod's
 * (fast-resumen-clientes.test.ts runs both over the same inputs). At 2,000 clients the answer is
 * 2.3 MB: zod reads it in 35–76 ms, building a copy; this check allocates nothing.
 */

type Check = (value: unknown) => boolean;
/** One check per field of the contract: a field added to it fails the build until it is checked here. */
type Checks<T> = { [K in keyof T]-?: Check };

const isId: Check = (value) => typeof value === 'number' && Number.isSafeInteger(value);
const isMoney: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isEstado: Check = (value) => value === 'Pendiente' || value === 'Pagado';
const OPTIONAL = new Set(['ajustes_lineas', 'antiguedad']);

const AGING: Checks<NonNullable<ClienteResumen['antiguedad']>> = {
  d0_30: isMoney,
  d31_60: isMoney,
  d61_90: isMoney,
  d90_mas: isMoney,
};

const DOCUMENT: Checks<DocumentoResumen> = {
  id: isId,
  nombre: isString,
  estimado_id: (value) => value === null || isId(value),
  estimado: isMoney,
  ajustes: isMoney,
  pagado: isMoney,
  estado: isEstado,
  real_unidades: isMoney,
  real: isMoney,
  diferencia: isMoney,
  discrepancia: isBoolean,
  cobros: isId,
  ajustes_lineas: isId,
};

const CLIENT: Checks<ClienteResumen> = {
  id: isId,
  nombre: isString,
  estimado: isMoney,
  ajustes: isMoney,
  pagado: isMoney,
  saldo: isMoney,
  saldo_tipo: (value) => value === 'Deuda' || value === 'Fondo' || value === 'Saldado',
  estado: isEstado,
  fondo: isMoney,
  real_unidades: isMoney,
  real: isMoney,
  discrepancias: isId,
  antiguedad: (value) => value === null || exactly(value, AGING),
  documentos: (value) => Array.isArray(value) && value.every((documento) => exactly(documento, DOCUMENT)),
};

/**
 * Whether `value` has exactly the fields of `checks`, each passing its check; an optional one may
 * be absent (not undefined-valued: zod would keep such a key, so it is left to zod).
 */
function exactly(value: unknown, checks: Record<string, Check>): value is Fields {
  if (!isFields(value)) return false;
  let present = 0;
  for (const key in checks) {
    if (!(key in value)) {
      if (OPTIONAL.has(key)) continue;
      return false;
    }
    if (!checks[key](value[key])) return false;
    present += 1;
  }
  return Object.keys(value).length === present;
}

export function fastResumenClientes(data: unknown): ResumenClientes | undefined {
  if (!isFields(data) || Object.keys(data).length !== 1 || !Array.isArray(data.clientes)) return undefined;
  const clientes: unknown[] = data.clientes;
  return clientes.every((cliente) => exactly(cliente, CLIENT)) ? (data as ResumenClientes) : undefined;
}
