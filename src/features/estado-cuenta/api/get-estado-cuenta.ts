import { queryOptions, useQuery } from '@tanstack/react-query';
import { estadoCuentaSchema, type EstadoCuentaWire } from '../../../contract/estado-cuenta';
import { apiGet } from '../../../lib/api-client';
import { downloadPdf } from '../../../lib/export/download-pdf';
import { queryString } from '../../../lib/paths';

/** A statement's period; an end left empty is open. */
export type Rango = { desde: string; hasta: string };

const statementPath = (clienteId: number, { desde, hasta }: Rango, pdf = false) =>
  `ext/estado_cuenta/${clienteId}/${pdf ? 'pdf' : ''}${queryString({ desde, hasta })}`;

/** `GET ext/estado_cuenta/{clienteId}/?desde=&hasta=` (extension `estado_cuenta`). */
export function getEstadoCuenta(clienteId: number, rango: Rango): Promise<EstadoCuentaWire> {
  return apiGet(statementPath(clienteId, rango), estadoCuentaSchema);
}

export const estadoCuentaQueryOptions = (clienteId: number, rango: Rango) =>
  queryOptions({
    queryKey: ['ext', 'estado_cuenta', clienteId, rango.desde, rango.hasta],
    queryFn: () => getEstadoCuenta(clienteId, rango),
    // A payment registered elsewhere shows the next time the statement is opened.
    staleTime: 0,
  });

export function useEstadoCuenta(clienteId: number, rango: Rango, enabled = true) {
  return useQuery({ ...estadoCuentaQueryOptions(clienteId, rango), enabled });
}

/** The same statement as a PDF, saved as `estado-cuenta-{clienteId}[-desde][-hasta].pdf`. */
export function downloadEstadoCuentaPdf(clienteId: number, rango: Rango): Promise<void> {
  const name = ['estado-cuenta', clienteId, rango.desde, rango.hasta].filter(Boolean).join('-');
  return downloadPdf(statementPath(clienteId, rango, true), `${name}.pdf`);
}
