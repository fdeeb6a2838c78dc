import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a month is closed or reopened: the payroll, the closings the screens lock by, and the
 * cobro lists (their edit buttons follow the lock) are read again.
 */
export function invalidateAfterCierre(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryKeys.liquidacion.all, queryKeys.cierres.all, queryKeys.cobros.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
