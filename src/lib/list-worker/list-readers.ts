import { cobroSchema, type Cobro } from '../../contract/cobro';
import { documentoSchema, type Documento } from '../../contract/documento';
import { cobroEstimadoSchema, tareaSchema, type CobroEstimado, type Tarea } from '../../contract/finanzas';
import type { ItemReader } from './check-list';
import { cobroListReader, fastCobro } from './fast-cobro';
import { fastDocumento } from './fast-documento';
import { fastCobroEstimado, fastTarea } from './fast-finanzas';

/** The lists read through the worker, by the name the page sends it (a function cannot cross postMessage). */
export type ListItems = {
  cobro: Cobro;
  documento: Documento;
  tarea: Tarea;
  cobroEstimado: CobroEstimado;
};
export type ListKind = keyof ListItems;

export const LIST_READERS: { [K in ListKind]: ItemReader<ListItems[K]> } = {
  cobro: { schema: cobroSchema, fast: fastCobro, fastFor: cobroListReader },
  documento: { schema: documentoSchema, fast: fastDocumento },
  tarea: { schema: tareaSchema, fast: fastTarea },
  cobroEstimado: { schema: cobroEstimadoSchema, fast: fastCobroEstimado },
};
