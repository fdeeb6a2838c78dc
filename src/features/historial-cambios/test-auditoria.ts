import type { AuditoriaWire } from '../../contract/cierre-mes';

/** A history record: Jefa Admin changed cobro #7's units from 10 to 12, unless `fields` say otherwise. */
export const record = (id: number, fields: Partial<AuditoriaWire> = {}): AuditoriaWire => ({
  id,
  fecha: '2026-06-15T17:05:00.000Z',
  usuario: { id: 2, nombre: 'Jefa Admin' },
  accion: 'modificar',
  entidad: 'cobro',
  entidad_id: 7,
  campo: 'unidades',
  antes: 10,
  despues: 12,
  motivo: null,
  ...fields,
});
