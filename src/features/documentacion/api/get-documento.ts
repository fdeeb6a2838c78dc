import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { documentoSchema, type Documento } from '../../../contract/documento';
import { documentosKey } from '../../../lib/queries/documentos';

export const documentoQueryKey = (id: number) => [...documentosKey, 'detail', id] as const;

/** The document with its records (contenido_registros). */
export function getDocumento(id: number): Promise<Documento> {
  return apiGet(`detalle_documento/${id}/`, documentoSchema);
}

export const documentoQueryOptions = (id: number) =>
  queryOptions({ queryKey: documentoQueryKey(id), queryFn: () => getDocumento(id) });

export function useDocumento(id: number) {
  return useQuery(documentoQueryOptions(id));
}
