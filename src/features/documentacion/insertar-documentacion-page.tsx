import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { DOCUMENT_TOAST_AUTOCLOSE_MS } from '../../lib/timings';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useClientes } from '../../lib/queries/clientes';
import { useProcesarExcel } from './api/procesar-excel';
import { UploadForm } from './components/upload-form';
import { UploadResults } from './components/upload-results';
import { paths } from '../../lib/paths';
import type { UploadValues } from './upload-schema';
import { failedFilesWarning } from './upload-status';
import { CLIENTES_LOAD_ERROR } from '../../lib/messages';

const UPLOAD_ERROR = 'Error al subir documentos';

export default function InsertarDocumentacionPage() {
  const navigate = useNavigate();
  const clientes = useClientes();
  const [progress, setProgress] = useState(0);
  const upload = useProcesarExcel(setProgress);
  // A new key mounts a blank form for 'Subir más documentos'.
  const [formKey, setFormKey] = useState(0);

  const submit = (values: UploadValues) => {
    setProgress(0);
    upload.mutate(
      {
        tipo_documento: values.tipo_documento,
        cliente_id: values.cliente_id,
        bill: values.bill,
        notas: values.notas,
        archivos: values.archivos,
      },
      {
        onSuccess: (response) => {
          const warning = failedFilesWarning(response);
          if (warning) notify.warning(warning, { autoClose: DOCUMENT_TOAST_AUTOCLOSE_MS });
        },
      },
    );
  };

  const uploadMore = () => {
    upload.reset();
    setFormKey((key) => key + 1);
  };

  let content;
  if (clientes.isPending) content = <LoadingState label="Cargando clientes..." />;
  else if (clientes.isError)
    content = <ErrorState message={CLIENTES_LOAD_ERROR} onRetry={() => void clientes.refetch()} />;
  else if (upload.isSuccess) content = <UploadResults response={upload.data} onUploadMore={uploadMore} />;
  else
    content = (
      <UploadForm
        key={formKey}
        clientes={clientes.data}
        isPending={upload.isPending}
        progress={progress}
        error={upload.isError ? errorMessage(upload.error, UPLOAD_ERROR) : null}
        onSubmit={submit}
        onCancel={() => navigate(paths.documentacion.list.to())}
      />
    );

  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: 760 }}>
      <Card.Body className="p-4">
        <h1 className="h4 mb-4">Insertar Documentación</h1>
        {content}
      </Card.Body>
    </Card>
  );
}
