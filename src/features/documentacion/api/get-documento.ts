import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { documentoSchema, type Documento } from '../../../contract/documento';
import { queryKeys } from '../../../lib/query-keys';

/** The document with its records (contenido_registros). */
export function getDocumento(id: number): Promise<Documento> {
  return apiGet(`detalle_documento/${id}/`, documentoSchema);
}

export const documentoQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.documentos.detail(id), queryFn: () => getDocumento(id) });

export function useDocumento(id: number) {
  return useQuery(documentoQueryOptions(id));
}
