import type { Capacidad } from '../../src/contract/capacidades';

/**
 * The extensions this server offers, in the order of shared/extensions.md. A name goes in only
 * once everything the extension describes is served, so the app never relies on half of one.
 */
export const OFFERED_CAPACIDADES: readonly Capacidad[] = [
  'periodos',
  'idempotencia',
  'pago_atomico',
  'cierre_mes',
  'auditoria',
  'estado_cuenta',
  'resumenes',
  'sesiones',
];
