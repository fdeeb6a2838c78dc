import type { Documento } from '../../contract/documento';
import type { CobroCascadeData } from '../../components/cobro/cobro-cascade-schema';
import { cascadeCobro } from '../../components/cobro/picked-registros';
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
  const { base, registros, unidades } = cascadeCobro(values, documento, withSupervisor);
  const tipo = base.tipo_tarea;
  const contenido = registros ?? [];
  return {
    body: {
      usuario_registra: Number(values.trabajador),
      ...base,
      // Records carry their own units, which may have decimals; the whole-number `unidades`
      // override is only for the types without records.
      ...(unidades === null ? {} : { unidades }),
      contenido,
    },
    tareas:
      tipo === 4 || tipo === 5
        ? contenido.map((registro) => ({ tarea: tipo, sumar: registro.unidades }))
        : [],
  };
}
