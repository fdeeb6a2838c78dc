import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { cobroSchema, type Cobro } from '../../contract/cobro';
import { listOf } from '../../contract/list';
import { apiGet } from '../api-client';
import { cobroListReader } from '../list-worker/fast-cobro';
import { queryString } from '../paths';
import { queryKeys } from '../query-keys';

/**
 * One document's cobros, `listar_cobro/?documento=`: asked only where the backend offers
 * `resumenes` (the lines under a document of 'Comparativa'). A backend that ignores the parameter
 * answers every cobro, so the answer is narrowed to the document here as well.
 */
export async function getCobrosDelDocumento(documento: number, signal?: AbortSignal): Promise<Cobro[]> {
  const schema = listOf(cobroSchema, cobroListReader());
  const cobros = await apiGet(`listar_cobro/${queryString({ documento })}`, schema, { signal });
  return cobros.filter((cobro) => cobro.documento?.id === documento);
}

/** Under `cobros`, so every cobro write refreshes it. */
export const cobrosDelDocumentoQueryOptions = (documento: number) =>
  queryOptions({
    queryKey: queryKeys.cobros.ofDocumento(documento),
    queryFn: ({ signal }: QueryFunctionContext) => getCobrosDelDocumento(documento, signal),
  });
