import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sancionarAcreditarRequestSchema } from '../../../contract/sancionar-acreditar';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What goes over the wire: `{bonificado, nota_bonificado}` or `{sancionado, nota_sancionado}`. */
export type SancionarAcreditarBody = z.input<typeof sancionarAcreditarRequestSchema>;

/** `PUT sancionar_acreditar/{cobroId}/`: sets a cobro's bonus or discount (spec section 7). */
export async function sancionarAcreditar({
  cobroId,
  body,
}: {
  cobroId: number;
  body: SancionarAcreditarBody;
}): Promise<void> {
  await apiClient.put(`sancionar_acreditar/${cobroId}/`, body);
}

/** The list reloads after a bonus or discount (spec section 7): every cobro query is invalidated. */
export function useSancionarAcreditar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sancionarAcreditar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cobros.all }),
  });
}
