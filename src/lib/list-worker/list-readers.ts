import { cobroSchema, type Cobro } from '../../contract/cobro';
import { documentoSchema, type Documento } from '../../contract/documento';
import { cobroEstimadoSchema, tareaSchema, type CobroEstimado, type Tarea } from '../../contract/finanzas';
import type { ItemReader } from './check-list';
import { cobroListReader, fastCobro } from './fast-cobro';
import { fastDocumento } from './fast-documento';
import { fastCobroEstimado, fastTarea } from './fast-finanzas';

/**
 * The lists read through the worker, by the name the page sends it (a function cannot cross
 * postMessage). Measured at the large seed: listar_cobro/ 77 MB, 100,000 items;
 * listar_documentacion/ 13.7 MB, 7,000 documents with their records, about 0.5 s of JSON.parse
 * and 1 s of zod; listar_tarea/ 3 MB, 36,000 items, 0.45 s of zod; listar_cobros_estimados/
 * 1.1 MB, 0.1 s of zod. listar_monto_extra/ (160 kB) stays on the page. Each has a fast reader
 * for the backend's one shape; zod decides anything else.
 */
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
