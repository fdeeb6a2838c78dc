import { apiGet } from '../../../lib/api-client';
import { cobroEstimadoListSchema, type CobroEstimado } from '../../../contract/finanzas';

/** `GET listar_cobros_estimados/`: the documents' estimates, which Open and SPR tasks adjust. */
export function getCobrosEstimados(): Promise<CobroEstimado[]> {
  return apiGet('listar_cobros_estimados/', cobroEstimadoListSchema);
}
