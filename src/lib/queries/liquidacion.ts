import { useQuery } from '@tanstack/react-query';
import { liquidacionSchema, type LiquidacionWire, type Periodo } from '../../contract/cierre-mes';
import { apiGet } from '../api-client';
import { liquidacionPath } from '../summary-paths';
import { queryKeys } from '../query-keys';

/**
 * `GET ext/liquidacion/?anio=&mes=`: the month's payroll, one row per worker it pays (extension
 * `cierre_mes`). Read by 'Liquidación del mes' and by 'Lista Pagos'.
 */
export function getLiquidacion({ anio, mes }: Periodo): Promise<LiquidacionWire> {
  return apiGet(liquidacionPath(anio, mes), liquidacionSchema);
}

/** Asked only once the backend has said it offers `cierre_mes` (`enabled`). */
export function useLiquidacion(periodo: Periodo, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.liquidacion.period(periodo.anio, periodo.mes),
    queryFn: () => getLiquidacion(periodo),
    enabled,
  });
}
