import type { Periodo } from '../../../contract/cierre-mes';
import { downloadPdf } from '../../../lib/export/download-pdf';
import { queryString } from '../../../lib/paths';

/** The pay statements as PDF (extension `cierre_mes`), through the API client with the session's token. */

/** `GET ext/liquidacion/{usuarioId}/boleta.pdf?anio=&mes=`: one worker's statement. */
export function downloadBoleta(usuarioId: number, { anio, mes }: Periodo): Promise<void> {
  return downloadPdf(
    `ext/liquidacion/${usuarioId}/boleta.pdf${queryString({ anio, mes })}`,
    `boleta-${usuarioId}-${anio}-${mes}.pdf`,
  );
}

/** `GET ext/liquidacion/boletas.pdf?anio=&mes=`: every worker's statement of the month in one file. */
export function downloadBoletas({ anio, mes }: Periodo): Promise<void> {
  return downloadPdf(
    `ext/liquidacion/boletas.pdf${queryString({ anio, mes })}`,
    `boletas-${anio}-${mes}.pdf`,
  );
}
