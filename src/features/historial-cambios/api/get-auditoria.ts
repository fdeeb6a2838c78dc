import { useInfiniteQuery } from '@tanstack/react-query';
import { auditoriaListSchema, type AuditoriaEntidad, type AuditoriaWire } from '../../../contract/cierre-mes';
import { apiGet } from '../../../lib/api-client';
import { queryString } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

/** The history's filters as `GET ext/auditoria/` takes them: `cliente` a client's money, `trabajador` a worker's pay. */
export type AuditoriaFilter = {
  entidad?: AuditoriaEntidad;
  id?: number;
  cliente?: number;
  trabajador?: number;
  usuario?: number;
  desde?: string;
  hasta?: string;
};

/** Records per page: a screenful or two; 'Cargar más' reads the next. */
export const AUDITORIA_PAGE_SIZE = 100;

export function getAuditoria(filter: AuditoriaFilter, antes?: number): Promise<AuditoriaWire[]> {
  return apiGet(
    `ext/auditoria/${queryString({ ...filter, limite: AUDITORIA_PAGE_SIZE, antes })}`,
    auditoriaListSchema,
  );
}

/**
 * The history newest first, a page at a time: each next page asks for the records older than the
 * last one read. A page shorter than the page size is the last.
 */
export function useAuditoria(filter: AuditoriaFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.auditoria.list(filter),
    queryFn: ({ pageParam }) => getAuditoria(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < AUDITORIA_PAGE_SIZE ? undefined : last[last.length - 1].id),
  });
}
