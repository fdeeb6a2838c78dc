import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { SubmitButton } from '../../components/submit-button';
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

const LOAD_ERROR = 'Error al cargar los datos del documento';
const UPDATE_ERROR = 'Error al actualizar el documento';
const UPDATED = 'Documento actualizado correctamente';

const REGISTRO_COLUMNS: readonly Column<Registro>[] = [
  { id: 'id', header: 'ID', value: (row) => row.id, align: 'end', width: '6rem' },
  { id: 'nombre', header: 'Nombre completo', value: (row) => row.nombre_completo },
  { id: 'unidades', header: 'Unidades', value: (row) => row.unidades, align: 'end', width: '8rem' },
];

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Col sm={6} lg={4}>
      <dt className="small text-secondary fw-normal">{label}</dt>
      <dd className="fw-semibold mb-0">{value}</dd>
    </Col>
  );
}

function FlagsForm({ documento }: { documento: Documento }) {
  const navigate = useNavigate();
  const update = useUpdateDocumento();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit } = useForm<DocumentoFlags>({
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
    <Form noValidate onSubmit={onSubmit}>
      {saved && (
        <Alert variant="success" role="status">
          {UPDATED}. Volviendo a la lista...
        </Alert>
      )}
      <FormError message={update.isError ? errorMessage(update.error, UPDATE_ERROR) : null} />
      <fieldset disabled={update.isPending || saved}>
        <legend className="h6">Marcas del documento</legend>
        <div className="mb-4">
          <Form.Check inline type="checkbox" id="documento-editar-bill" label="Bill" {...register('bill')} />
          <Form.Check
            inline
            type="checkbox"
            id="documento-editar-notas"
            label="Notas"
            {...register('notas')}
          />
        </div>
        <div className="d-flex justify-content-end gap-2">
          <Button variant="outline-secondary" onClick={() => navigate(paths.documentacion.list.to())}>
            Cancelar
          </Button>
          <SubmitButton isPending={update.isPending} pendingLabel="Guardando...">
            Guardar Cambios
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}

function DocumentoView({ documento }: { documento: Documento }) {
  return (
    <>
      <Row as="dl" className="g-3 mb-4">
        <Detail label="Archivo" value={<FileName name={documento.nombre_archivo} />} />
        <Detail label="Cliente" value={documento.cliente?.nombre || 'N/A'} />
        <Detail label="Tipo" value={documentTypeLabel(documento.tipo)} />
        <Detail label="Fecha creación" value={formatDate(documento.fecha_creacion)} />
        <Detail label="Registros" value={formatNumber(documento.total_registros)} />
      </Row>
      <FlagsForm documento={documento} />
      <h2 className="h6 mt-4 pt-3 border-top">Registros del documento</h2>
      <DataTable
        columns={REGISTRO_COLUMNS}
        rows={documento.contenido_registros}
        getRowId={(row) => row.id}
        caption="Registros del documento"
        emptyMessage="El documento no tiene registros"
        searchPlaceholder="Buscar registro..."
        exportFileName={`registros-${documento.nombre_archivo.replace(/\.[^.]+$/, '')}`}
        urlKey="registros"
        maxHeight="320px"
        pageSizeOptions={[100, 250, 500]}
        countNoun="registros"
      />
    </>
  );
}

export default function ModificarDocumentacionPage() {
  const id = Number(useParams().id);
  const documento = useDocumento(id);

  let content;
  if (documento.isPending) content = <LoadingState />;
  else if (documento.isError)
    content = <ErrorState message={LOAD_ERROR} onRetry={() => void documento.refetch()} />;
  else content = <DocumentoView documento={documento.data} />;

  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: 880 }}>
      <Card.Body className="p-4">
        <h1 className="h4 mb-4">Modificar documentación</h1>
        {content}
      </Card.Body>
    </Card>
  );
}
