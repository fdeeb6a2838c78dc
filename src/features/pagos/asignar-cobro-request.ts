import type { Documento } from '../../contract/documento';
import { documentUnits, pickedRegistros } from '../../components/cobro/picked-registros';
import { cascadeRequestBase, type CobroCascadeData } from '../../components/cobro/cobro-cascade-schema';
import { taskUsesRecords } from '../../domain/task-types';
import type { AsignarCobroInput } from './api/asignar-cobro';

/**
 * The assign variant of insertar_cobro/ (backend-notes): the worker as `usuario_registra`, the
 * records under `contenido`, and `unidades` only for tipos 2 and 3 (the document rule); for
 * 1, 4 and 5 the server counts the records. Open and SPR add one crear_tarea/ per record at that type's units.
 */
export function toAsignarCobro(
  values: CobroCascadeData,
  documento: Documento,
  withSupervisor: boolean,
): AsignarCobroInput {
  const base = cascadeRequestBase(values, withSupervisor);
  const tipo = base.tipo_tarea;
  const contenido = taskUsesRecords(tipo)
    ? pickedRegistros(documento.contenido_registros, values.registros, tipo)
    : [];
  return {
    body: {
      usuario_registra: Number(values.trabajador),
      ...base,
      // Records carry their own units, which may have decimals; the whole-number `unidades`
      // override is only for the types without records.
      ...(taskUsesRecords(tipo) ? {} : { unidades: documentUnits(tipo, documento) }),
      contenido,
    },
    tareas:
      tipo === 4 || tipo === 5
        ? contenido.map((registro) => ({ tarea: tipo, sumar: registro.unidades }))
        : [],
  };
}
