import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Tarea } from '../../../contract/finanzas';
import { useClientDocument } from '../../../lib/queries/client-document';
import type { FinanceSources } from '../../../lib/queries/finance-sources';
import { tareasQueryOptions } from '../../../lib/queries/tareas';
import type { RegistrosContent } from '../components/registros-modal';

/** The document whose records are shown, as its row on 'Pagos de Clientes' names it. */
export type RegistrosTarget = {
  documentoId: number;
  nombre: string;
  clienteId: number;
  estimadoId: number | null;
  adjustmentCount: number;
};

const isOpenOrSpr = (tarea: Tarea) => tarea.tarea === 4 || tarea.tarea === 5;

/**
 * A document's records and its Open/SPR adjustments: from the lists the page holds, or, where its
 * rows come from the summary (`sources` null), asked when the modal opens: the client's document
 * with its records, and the tasks only when the document has adjustment lines.
 */
export function useRegistros(
  target: RegistrosTarget | null,
  sources: FinanceSources | null,
): RegistrosContent {
  const asked = sources === null ? target : null;
  const documento = useClientDocument(asked?.clienteId ?? null, asked?.documentoId ?? null, null);
  const tareas = useQuery({ ...tareasQueryOptions(), enabled: (asked?.adjustmentCount ?? 0) > 0 });
  const estimadoId = target?.estimadoId;
  const held = sources?.tareas;
  const openSpr = useMemo(
    () => (held ?? tareas.data ?? []).filter((tarea) => tarea.cobro === estimadoId && isOpenOrSpr(tarea)),
    [held, tareas.data, estimadoId],
  );
  if (target === null) return { status: 'loading' };
  if (sources)
    return {
      status: 'ready',
      documento: sources.documentos.find((item) => item.id === target.documentoId) ?? null,
      openSpr,
    };
  const parts = target.adjustmentCount > 0 ? [documento, tareas] : [documento];
  if (parts.some((part) => part.isError))
    return { status: 'error', retry: () => parts.forEach((part) => part.isError && void part.refetch()) };
  if (parts.some((part) => part.isPending)) return { status: 'loading' };
  return { status: 'ready', documento: documento.data ?? null, openSpr };
}
