import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Documento } from '../../contract/documento';
import { TASK_TYPE_IDS, type TaskType } from '../../domain/task-types';
import { useClientDocument } from '../../lib/queries/client-document';
import { useClientDocuments } from '../../lib/queries/client-documents';
import { useClientes } from '../../lib/queries/clientes';
import { useErrorToast } from '../use-error-toast';
import {
  CASCADE_FIELDS,
  type CascadeField,
  type CobroCascadeData,
  type CobroCascadeValues,
} from './cobro-cascade-schema';
import { byEs } from '../../domain/collator';

export const DOCUMENTS_LOAD_ERROR = 'Error al cargar documentos del cliente';
export const RECORDS_LOAD_ERROR = 'Error al cargar registros del documento';

/** Why a cascade form's submit waits: the chosen document's records are still loading, or failed to. */
export function documentWaitReason(failed: boolean): string {
  return failed ? RECORDS_LOAD_ERROR : 'Esperando a que carguen los registros del documento';
}

export type CobroCascadeForm = UseFormReturn<CobroCascadeValues, unknown, CobroCascadeData>;

const toId = (value: string | null | undefined) => (value ? Number(value) : null);

/**
 * The state of the cascade client → task type → document → records: what each select offers,
 * the loaded document, and the reset of everything downstream of a change. `canSubirNotas` is
 * whether the registering worker may upload notes (spec section 5: 'Subir notas' only then).
 */
export function useCobroCascade(form: CobroCascadeForm, { canSubirNotas }: { canSubirNotas: boolean }) {
  const { control, setValue } = form;
  const [categoria, cliente, tipo, documento] = useWatch({
    control,
    name: ['categoria', 'cliente', 'tipo_tarea', 'documento'],
  });
  const clienteId = toId(cliente);
  const documentoId = toId(documento);
  const tipoId = Number(tipo);

  const clientes = useClientes();
  const documentos = useClientDocuments(clienteId);
  const detalle = useClientDocument(clienteId, documentoId, tipo ? tipoId : null);
  useErrorToast(documentos, DOCUMENTS_LOAD_ERROR, 'cobro-documentos');
  useErrorToast(detalle, RECORDS_LOAD_ERROR, 'cobro-registros');

  const clienteOptions = useMemo(
    () =>
      (clientes.data ?? [])
        .filter((option) => option.estado && String(option.categoria) === categoria)
        .sort(byEs((option) => option.nombre)),
    [clientes.data, categoria],
  );
  // Notas are written on Terapia documents only (spec section 5).
  const documentoOptions = useMemo(
    () => (documentos.data ?? []).filter((option) => tipo !== '1' || option.tipo === 1),
    [documentos.data, tipo],
  );
  const tipoOptions: TaskType[] = TASK_TYPE_IDS.filter((id) => id !== 2 || canSubirNotas);

  const resetAfter = (field: CascadeField) => {
    for (const next of CASCADE_FIELDS.slice(CASCADE_FIELDS.indexOf(field) + 1)) {
      if (next === 'registros') setValue('registros', []);
      else setValue(next, '');
    }
  };

  const loadedDocument: Documento | null = detalle.data ?? null;
  return {
    categoria: categoria ?? '',
    cliente: cliente ?? '',
    tipo: tipo ?? '',
    tipoId,
    documentoId,
    clientes,
    clienteOptions,
    tipoOptions,
    documentos,
    documentoOptions,
    detalle,
    loadedDocument,
    documentReady: documentoId !== null && detalle.isSuccess && loadedDocument !== null,
    resetAfter,
  };
}

export type CobroCascade = ReturnType<typeof useCobroCascade>;
