import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Form } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import type { Column } from '../../components/data-table/data-table';
import { DetailList } from '../../components/detail-list';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { FormPage } from '../../components/page/form-page';
import { FormPageStatus } from '../../components/page/form-page-status';
import { TableCard } from '../../components/page/table-card';
import type { Documento, Registro } from '../../contract/documento';
import { DOCUMENT_EDIT_REDIRECT_MS, DOCUMENT_TOAST_AUTOCLOSE_MS } from '../../lib/timings';
import { formatDate, formatNumber } from '../../domain/format';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useDocumento } from './api/get-documento';
import { useUpdateDocumento, type DocumentoFlags } from './api/update-documento';
import { FileName } from './components/file-name';
import { documentTypeLabel } from './document-types';
import { paths } from '../../lib/paths';
import { useRedirectAfterSave } from '../../components/use-redirect-after-save';
import { FormError } from '../../components/form-error';

const TITLE = 'Modificar Documentación';
const LOAD_ERROR = 'Error al cargar los datos del documento';
const UPDATE_ERROR = 'Error al actualizar el documento';
const UPDATED = 'Documento actualizado correctamente';

const REGISTRO_COLUMNS: readonly Column<Registro>[] = [
  { id: 'id', header: 'ID', value: (row) => row.id, align: 'end', width: '6rem' },
  { id: 'nombre', header: 'Nombre completo', value: (row) => row.nombre_completo },
  { id: 'unidades', header: 'Unidades', value: (row) => row.unidades, align: 'end', width: '8rem' },
];

/**
 * The document's details and its two flags, the only fields the API lets change, on a form page;
 * its records follow in their own card, outside the form, so their search box cannot submit it.
 */
function DocumentoForm({ documento }: { documento: Documento }) {
  const navigate = useNavigate();
  const update = useUpdateDocumento();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { isDirty },
  } = useForm<DocumentoFlags>({
    defaultValues: { bill: documento.bill, notas: documento.notas },
  });

  useRedirectAfterSave(saved, paths.documentacion.list.to(), DOCUMENT_EDIT_REDIRECT_MS);

  const onSubmit = handleSubmit((flags) =>
    update.mutate(
      { id: documento.id, flags },
      {
        onSuccess: () => {
          setSaved(true);
          notify.success(UPDATED, { autoClose: DOCUMENT_TOAST_AUTOCLOSE_MS });
        },
      },
    ),
  );

  return (
    <FormPage
      title={TITLE}
      width="wide"
      onSubmit={onSubmit}
      onCancel={() => navigate(paths.documentacion.list.to())}
      submitLabel="Guardar Cambios"
      isPending={update.isPending}
      dirty={isDirty && !saved}
      submitDisabled={saved}
    >
      <DetailList
        sm={2}
        lg={3}
        className="g-3 mb-4"
        items={[
          ['Archivo', <FileName name={documento.nombre_archivo} />],
          ['Cliente', documento.cliente?.nombre || 'N/A'],
          ['Tipo', documentTypeLabel(documento.tipo)],
          ['Fecha creación', formatDate(documento.fecha_creacion)],
          ['Registros', formatNumber(documento.total_registros)],
        ]}
      />
      {saved && (
        <Alert variant="success" role="status">
          {UPDATED}. Volviendo a la lista...
        </Alert>
      )}
      <FormError message={update.isError ? errorMessage(update.error, UPDATE_ERROR) : null} />
      <fieldset disabled={update.isPending || saved}>
        <legend className="h6">Marcas del documento</legend>
        <Form.Check inline type="checkbox" id="documento-editar-bill" label="Bill" {...register('bill')} />
        <Form.Check inline type="checkbox" id="documento-editar-notas" label="Notas" {...register('notas')} />
      </fieldset>
    </FormPage>
  );
}

function RegistrosCard({ documento }: { documento: Documento }) {
  return (
    <div className="form-page form-page-wide">
      <TableCard
        title="Registros del documento"
        columns={REGISTRO_COLUMNS}
        rows={documento.contenido_registros}
        getRowId={(row) => row.id}
        emptyMessage="El documento no tiene registros"
        searchPlaceholder="Buscar registro..."
        exportFileName={`registros-${documento.nombre_archivo.replace(/\.[^.]+$/, '')}`}
        listId="registros-documento"
        urlKey="registros"
        maxHeight="320px"
        pageSizeOptions={[100, 250, 500]}
        countNoun="registros"
      />
    </div>
  );
}

export default function ModificarDocumentacionPage() {
  const id = Number(useParams().id);
  const documento = useDocumento(id);

  if (documento.isPending)
    return (
      <FormPageStatus title={TITLE} width="wide">
        <LoadingState />
      </FormPageStatus>
    );
  if (documento.isError)
    return (
      <FormPageStatus title={TITLE} width="wide">
        <ErrorState message={LOAD_ERROR} onRetry={() => void documento.refetch()} />
      </FormPageStatus>
    );
  return (
    <>
      <DocumentoForm documento={documento.data} />
      <RegistrosCard documento={documento.data} />
    </>
  );
}
