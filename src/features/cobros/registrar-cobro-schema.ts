import type { Documento } from '../../contract/documento';
import { cascadeRequestBase, type CobroCascadeData } from '../../components/cobro/cobro-cascade-schema';
import { documentUnits, pickedRegistros } from '../../components/cobro/picked-registros';
import { taskUsesRecords } from '../../domain/task-types';
import type { InsertarCobroBody } from './api/insert-cobro';

/**
 * The worker variant of insertar_cobro/ (backend-notes): `unidades` for tipos 2 and 3, the
 * chosen records with the units each earns for tipos 1, 4 and 5.
 */
export function toInsertarCobroRequest(
  values: CobroCascadeData,
  documento: Documento,
  needsSupervisor: boolean,
): InsertarCobroBody {
  const base = cascadeRequestBase(values, needsSupervisor);
  const tipo = base.tipo_tarea;
  return taskUsesRecords(tipo)
    ? { ...base, contenido_registro: pickedRegistros(documento.contenido_registros, values.registros, tipo) }
    : { ...base, unidades: documentUnits(tipo, documento) };
}
