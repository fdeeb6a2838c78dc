import type { Documento } from '../../contract/documento';
import type { CobroCascadeData } from '../../components/cobro/cobro-cascade-schema';
import { cascadeCobro } from '../../components/cobro/picked-registros';
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
  const { base, registros, unidades } = cascadeCobro(values, documento, needsSupervisor);
  return registros ? { ...base, contenido_registro: registros } : { ...base, unidades };
}
