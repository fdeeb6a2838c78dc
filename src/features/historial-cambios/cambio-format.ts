import type { AuditoriaAccion, AuditoriaEntidad, AuditoriaWire } from '../../contract/cierre-mes';
import { fromCents, toCents } from '../../domain/cents';
import { formatDate, formatMoney, formatUnits } from '../../domain/format';
import { monthLabel } from '../../domain/months';
import { roleLabel } from '../../domain/role-labels';
import { paths } from '../../lib/paths';

/**
 * How 'Historial de cambios' writes a record: its action, what it is about, the field and the
 * values as people read them (money as money, months by name, roles as the app names them).
 */

export const ACCION_LABELS: Record<AuditoriaAccion, string> = {
  crear: 'Crear',
  modificar: 'Modificar',
  eliminar: 'Eliminar',
  cerrar: 'Cerrar',
  reabrir: 'Reabrir',
};

export const ENTIDAD_LABELS: Record<AuditoriaEntidad, string> = {
  cobro: 'Cobro',
  monto_extra: 'Monto extra',
  historial_pago: 'Pago de cliente',
  tarea: 'Ajuste de unidades',
  usuario: 'Usuario',
  cierre: 'Cierre de mes',
};

const CAMPO_LABELS: Record<string, string> = {
  mes: 'Mes',
  anio: 'Año',
  unidades: 'Unidades',
  contenido: 'Registros Bill',
  contenido_open: 'Registros Open',
  contenido_spr: 'Registros SPR',
  bonificado: 'Bonificado',
  nota_bonificado: 'Nota de bonificación',
  sancionado: 'Sancionado',
  nota_sancionado: 'Nota de sanción',
  monto: 'Monto',
  rol: 'Rol',
  estado: 'Estado',
};

/** The fields whose values are amounts of money (soles with two decimals on the wire). */
const MONEY_CAMPOS = new Set(['bonificado', 'sancionado', 'monto']);

export const NO_VALUE = '—';

export const campoLabel = (campo: string | null): string =>
  campo === null ? NO_VALUE : (CAMPO_LABELS[campo] ?? campo);

const money = (value: unknown) =>
  typeof value === 'number' ? formatMoney(fromCents(toCents(value))) : String(value);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nombreOf = (value: unknown): string | null =>
  isObject(value) && typeof value.nombre === 'string' ? value.nombre : null;

/** A whole entity, as a creation or a deletion records it: the facts that say which one it was. */
function entitySummary(entidad: AuditoriaEntidad, value: Record<string, unknown>): string {
  const parts: string[] = [];
  switch (entidad) {
    case 'cobro':
      if (nombreOf(value.cliente)) parts.push(nombreOf(value.cliente) as string);
      if (typeof value.mes === 'string') parts.push(monthLabel(value.mes));
      if (typeof value.unidades === 'number') parts.push(`${formatUnits(value.unidades)} unidades`);
      break;
    case 'monto_extra':
    case 'historial_pago':
      if ('monto' in value) parts.push(money(value.monto));
      if (typeof value.fecha === 'string') parts.push(formatDate(value.fecha));
      break;
    case 'tarea': {
      const tarea = isObject(value.cobro) ? { ...value, ...value.cobro } : value;
      if (typeof tarea.suma === 'number' && tarea.suma !== 0)
        parts.push(`+${formatUnits(tarea.suma)} unidades`);
      if (typeof tarea.restar === 'number' && tarea.restar !== 0)
        parts.push(`−${formatUnits(tarea.restar)} unidades`);
      break;
    }
    case 'cierre':
      if (nombreOf(value.usuario)) parts.push(nombreOf(value.usuario) as string);
      if (typeof value.mes === 'string')
        parts.push(`${monthLabel(value.mes)} ${String(value.anio ?? '')}`.trim());
      break;
    case 'usuario':
      if (nombreOf(value.rol)) parts.push(roleLabel(nombreOf(value.rol)));
      break;
  }
  return parts.length > 0 ? parts.join(' · ') : `${ENTIDAD_LABELS[entidad]} #${String(value.id ?? '')}`;
}

/** One value of a record ('Antes' or 'Después'), as the screen shows it. */
export function formatValue(record: Pick<AuditoriaWire, 'entidad' | 'campo'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const { campo } = record;
  if (campo === null) return isObject(value) ? entitySummary(record.entidad, value) : String(value);
  if (MONEY_CAMPOS.has(campo)) return money(value);
  if (campo === 'mes' && typeof value === 'string') return monthLabel(value);
  if (campo === 'rol') return roleLabel(nombreOf(value) ?? (typeof value === 'string' ? value : null));
  if (campo === 'estado' && typeof value === 'string') return value === 'cerrado' ? 'Cerrado' : 'Abierto';
  if (Array.isArray(value)) {
    const nombres = value.map((item) =>
      isObject(item) && typeof item.nombre_completo === 'string' ? item.nombre_completo : null,
    );
    const count = `${value.length} ${value.length === 1 ? 'registro' : 'registros'}`;
    return nombres.every((nombre) => nombre !== null) && value.length > 0
      ? `${count}: ${nombres.join(', ')}`
      : count;
  }
  if (typeof value === 'number') return campo === 'anio' ? String(value) : formatUnits(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (isObject(value)) return nombreOf(value) ?? JSON.stringify(value);
  return String(value);
}

/**
 * Where the record's subject is shown: a cobro's detail, a worker's payments, the extra amounts,
 * the client payments' history. Null where no screen shows it (a closing, an adjustment).
 */
export function recordLink(record: Pick<AuditoriaWire, 'entidad' | 'entidad_id'>): string | null {
  switch (record.entidad) {
    case 'cobro':
      return paths.pagos.registros.to(record.entidad_id);
    case 'usuario':
      return paths.pagos.detallados.to(record.entidad_id);
    case 'monto_extra':
      return paths.montosExtra.to();
    case 'historial_pago':
      return paths.pagosClientes.historial.to();
    default:
      return null;
  }
}
