import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { FormPageStatus } from '../../components/page/form-page-status';
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

const TITLE = 'Insertar Documentación';
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

  if (clientes.isPending)
    return (
      <FormPageStatus title={TITLE} width="wide">
        <LoadingState label="Cargando clientes..." />
      </FormPageStatus>
    );
  if (clientes.isError)
    return (
      <FormPageStatus title={TITLE} width="wide">
        <ErrorState message={CLIENTES_LOAD_ERROR} onRetry={() => void clientes.refetch()} />
      </FormPageStatus>
    );
  return (
    <UploadForm
      key={formKey}
      title={TITLE}
      clientes={clientes.data}
      isPending={upload.isPending}
      progress={progress}
      error={upload.isError ? errorMessage(upload.error, UPLOAD_ERROR) : null}
      onSubmit={submit}
      onCancel={() => navigate(paths.documentacion.list.to())}
      success={
        upload.isSuccess ? <UploadResults response={upload.data} onUploadMore={uploadMore} /> : undefined
      }
    />
  );
}
