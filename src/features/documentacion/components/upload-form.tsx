import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, ListGroup, ProgressBar, Row } from 'react-bootstrap';
import { SubmitButton } from '../../../components/submit-button';
import type { Cliente } from '../../../contract/cliente';
import { CLIENT_CATEGORIES } from '../../../domain/constants';
import { DOCUMENT_TYPES } from '../document-types';
import { FileName } from './file-name';
import { ACCEPT_ATTRIBUTE, addFiles, formatFileSize, refusedFilesMessage } from '../upload-files';
import { EMPTY_UPLOAD, uploadSchema, type UploadFormValues, type UploadValues } from '../upload-schema';
import { FormError } from '../../../components/form-error';
import { compareEs } from '../../../domain/collator';

/** Only active clients of the chosen type can receive documents (spec section 5). */
function clientesOfType(clientes: readonly Cliente[], tipoCliente: string): Cliente[] {
  return clientes
    .filter((cliente) => cliente.estado && String(cliente.categoria) === tipoCliente)
    .sort((a, b) => compareEs(a.nombre, b.nombre));
}

function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="mb-3" aria-live="polite">
      <div className="small text-secondary mb-1">
        {percent < 100 ? 'Enviando archivos...' : 'Procesando archivos...'}
      </div>
      <ProgressBar style={{ height: '1.25rem' }}>
        <ProgressBar
          now={percent}
          label={`${percent}%`}
          aria-label="Progreso de la subida"
          striped
          animated={percent >= 100}
        />
      </ProgressBar>
    </div>
  );
}

/**
 * The upload form. The page owns the request, so a failed upload leaves this mounted with its
 * values and files for another try.
 */
export function UploadForm({
  clientes,
  isPending,
  progress,
  error,
  onSubmit,
  onCancel,
}: {
  clientes: readonly Cliente[];
  isPending: boolean;
  progress: number;
  error: string | null;
  onSubmit: (values: UploadValues) => void;
  onCancel: () => void;
}) {
  const filesHintId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<UploadFormValues, unknown, UploadValues>({
    resolver: zodResolver(uploadSchema),
    defaultValues: EMPTY_UPLOAD,
  });
  const tipoCliente = useWatch({ control, name: 'tipo_cliente' });
  const archivos = useWatch({ control, name: 'archivos' });
  const options = useMemo(() => clientesOfType(clientes, tipoCliente), [clientes, tipoCliente]);

  // Before the first submit, messages wait; after it, they follow every change.
  const setFiles = (files: File[]) => setValue('archivos', files, { shouldValidate: isSubmitted });

  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Emptied so that choosing a file again, e.g. after removing it, is a change.
    event.target.value = '';
    const result = addFiles(getValues('archivos'), picked);
    setRefused(result.refused);
    setFiles(result.files);
  };

  const removeFile = (file: File) => {
    setRefused([]);
    setFiles(getValues('archivos').filter((chosen) => chosen !== file));
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormError message={error} />
      <fieldset disabled={isPending}>
        <Row className="g-3 mb-3">
          <Form.Group as={Col} md={6} controlId="documento-tipo">
            <Form.Label>Tipo de documento</Form.Label>
            <Form.Select isInvalid={!!errors.tipo_documento} {...register('tipo_documento')}>
              <option value="">Seleccione el tipo de documento</option>
              {Object.entries(DOCUMENT_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.tipo_documento?.message}</Form.Control.Feedback>
          </Form.Group>

          <Form.Group as={Col} md={6} controlId="documento-tipo-cliente">
            <Form.Label>Tipo de cliente</Form.Label>
            <Form.Select
              isInvalid={!!errors.tipo_cliente}
              {...register('tipo_cliente', {
                // The chosen client belongs to the previous type.
                onChange: () => setValue('cliente_id', '', { shouldValidate: isSubmitted }),
              })}
            >
              <option value="">Seleccione el tipo de cliente</option>
              {Object.entries(CLIENT_CATEGORIES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.tipo_cliente?.message}</Form.Control.Feedback>
          </Form.Group>

          <Form.Group as={Col} xs={12} controlId="documento-cliente">
            <Form.Label>Cliente</Form.Label>
            <Form.Select isInvalid={!!errors.cliente_id} {...register('cliente_id')}>
              <option value="">
                {tipoCliente && options.length === 0
                  ? 'No hay clientes activos de este tipo'
                  : 'Seleccione un cliente'}
              </option>
              {options.map((cliente) => (
                <option key={cliente.id} value={String(cliente.id)}>
                  {cliente.nombre}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.cliente_id?.message}</Form.Control.Feedback>
            {!tipoCliente && <Form.Text>Elija primero el tipo de cliente.</Form.Text>}
          </Form.Group>

          <Col xs={12}>
            <Form.Check inline type="checkbox" id="documento-bill" label="Bill" {...register('bill')} />
            <Form.Check inline type="checkbox" id="documento-notas" label="Notas" {...register('notas')} />
          </Col>

          <Form.Group as={Col} xs={12} controlId="documento-archivos">
            <Form.Label>Archivos</Form.Label>
            <Form.Control
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              isInvalid={!!errors.archivos || refused.length > 0}
              aria-describedby={filesHintId}
              onChange={pickFiles}
            />
            {errors.archivos && (
              <Form.Control.Feedback type="invalid">{errors.archivos.message}</Form.Control.Feedback>
            )}
            {refused.length > 0 && (
              <Form.Control.Feedback type="invalid" role="alert">
                {refusedFilesMessage(refused)}
              </Form.Control.Feedback>
            )}
            <Form.Text id={filesHintId}>
              Formatos aceptados: .xls, .xlsx y .xlsm. Puede elegir varios archivos a la vez.
            </Form.Text>
          </Form.Group>
        </Row>

        {archivos.length > 0 && (
          <section aria-labelledby="archivos-elegidos" className="mb-3">
            <h2 id="archivos-elegidos" className="h6">
              Archivos seleccionados ({archivos.length})
            </h2>
            <ListGroup as="ul">
              {archivos.map((file) => (
                <ListGroup.Item
                  as="li"
                  key={`${file.name}-${file.size}-${file.lastModified}`}
                  className="d-flex align-items-center gap-3"
                >
                  <span className="flex-grow-1" style={{ minWidth: 0 }}>
                    <FileName name={file.name} />
                  </span>
                  <span className="text-secondary small text-nowrap">{formatFileSize(file.size)}</span>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={`Quitar ${file.name}`}
                    onClick={() => removeFile(file)}
                  >
                    Quitar
                  </Button>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </section>
        )}

        {isPending && <UploadProgress percent={progress} />}

        <div className="d-flex justify-content-end gap-2">
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <SubmitButton isPending={isPending} pendingLabel="Subiendo...">
            Subir Documentos
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
