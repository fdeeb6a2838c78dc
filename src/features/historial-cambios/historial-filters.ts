import type { FilterSpec } from '../../components/filter-specs';
import { AUDITORIA_ENTIDADES, type AuditoriaEntidad } from '../../contract/cierre-mes';
import type { AuditoriaFilter } from './api/get-auditoria';
import { ENTIDAD_LABELS } from './cambio-format';

/** The filters of 'Historial de cambios', kept in the URL. */
export const FILTERS = { entidad: '', id: '', usuario: '', desde: '', hasta: '' };

/**
 * Filters by whose money a record is about, reached through the links of a client's or a worker's
 * screens: a client's extra amounts, payments and unit adjustments; a worker's cobros, role and
 * closings. The select shows one while it applies.
 */
const OWNERS = {
  cliente: 'Todo del cliente',
  trabajador: 'Todo del trabajador',
} as const;
type Owner = keyof typeof OWNERS;
const isOwner = (text: string): text is Owner => Object.hasOwn(OWNERS, text);

const positiveId = (text: string): number | undefined =>
  /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
const day = (text: string): string | undefined => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);
const isEntidad = (text: string): text is AuditoriaEntidad =>
  (AUDITORIA_ENTIDADES as readonly string[]).includes(text);

/**
 * The URL's filters as the server takes them. `entidad=cliente&id=N` is client N's money and
 * `entidad=trabajador&id=N` worker N's pay; an id without an entity, or a value that is not one,
 * is left out rather than refused.
 */
export function auditoriaFilterOf(values: typeof FILTERS): AuditoriaFilter {
  const id = positiveId(values.id);
  const base = { usuario: positiveId(values.usuario), desde: day(values.desde), hasta: day(values.hasta) };
  if (isOwner(values.entidad)) return { ...base, [values.entidad]: id };
  if (isEntidad(values.entidad)) return { ...base, entidad: values.entidad, id };
  return base;
}

export function filterFields(
  values: typeof FILTERS,
  usuarios: readonly { value: string; label: string }[],
): FilterSpec[] {
  const entidades = [
    { value: '', label: 'Todo' },
    ...AUDITORIA_ENTIDADES.map((entidad) => ({ value: entidad, label: ENTIDAD_LABELS[entidad] })),
    ...(isOwner(values.entidad) ? [{ value: values.entidad, label: OWNERS[values.entidad] }] : []),
  ];
  const withId = values.entidad !== '';
  return [
    { key: 'entidad', label: 'Qué', type: 'select', options: entidades, md: 3 },
    ...(withId ? [{ key: 'id', label: 'Id', type: 'search', placeholder: 'N.º', md: 1 } as const] : []),
    {
      key: 'usuario',
      label: 'Usuario',
      type: 'select',
      options: [{ value: '', label: 'Todos' }, ...usuarios],
      md: withId ? 2 : 3,
    },
    { key: 'desde', label: 'Desde', type: 'date', md: 2 },
    { key: 'hasta', label: 'Hasta', type: 'date', min: values.desde, md: 2 },
  ];
}
